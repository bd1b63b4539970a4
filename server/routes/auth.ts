// Sign-in, registration, invitation acceptance and sign-out.
import type { FastifyInstance } from 'fastify';
import type { AcceptInvitationBody, AuthResult, LoginBody, RegisterBody } from '../../engine/http/api-contract';
import type { LanguageCode } from '../../engine/config/compiled';
import { createMember, openSession } from '../accounts';
import { callerOf } from '../plugins/authenticate';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { insertCompany } from '../data/companies';
import { claimInvitation, markAccepted } from '../data/invitations';
import { revokeSession } from '../data/sessions';
import { emailExists, findLoginUser, normaliseEmail, setPassword } from '../data/users';
import { isUniqueViolation } from '../db/adapter';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import { emailSchema, nameSchema, nullData, passwordSchema, responses } from '../schemas/envelope';
import { authResultSchema, configEnums } from '../schemas/models';
import { profileOfSession } from './profile-shape';

export interface AuthRateLimits {
  /** Login attempts per IP and e-mail per window. */
  login: { max: number; timeWindowMs: number };
  /** Registrations per IP per window. */
  register: { max: number; timeWindowMs: number };
}

/** The role of the first user of a newly registered company (administrator, roles.yaml). */
export const FIRST_USER_ROLES = [1];

export async function authRoutes(app: FastifyInstance, options: { rateLimits: AuthRateLimits }) {
  const services = app.services;
  const { db, config } = services;
  const { languages } = configEnums(config);
  for (const role of FIRST_USER_ROLES) {
    if (!config.roles.some((r) => r.id === role)) throw new Error(`config/roles.yaml lacks role ${role}, given to registering users`);
  }

  async function signIn(userId: number, companyId: number): Promise<AuthResult> {
    const { token, sessionId } = await openSession(db, services, userId, companyId);
    return { Token: token, Profile: await profileOfSession(db, sessionId, userId) };
  }

  app.post<{ Body: LoginBody }>(
    '/auth/login',
    {
      config: {
        public: true,
        rateLimit: {
          max: options.rateLimits.login.max,
          timeWindow: options.rateLimits.login.timeWindowMs,
          // After validation, so the key can include the e-mail of a well-formed body.
          hook: 'preHandler',
          keyGenerator: (request) => `login|${request.ip}|${normaliseEmail(String((request.body as Partial<LoginBody>)?.Email ?? ''))}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; returns a token and the profile.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Email', 'Password'],
          properties: { Email: emailSchema, Password: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: responses(authResultSchema),
      },
    },
    async (request) => {
      const { Email, Password } = request.body;
      const user = await findLoginUser(db, Email);
      // Always run one scrypt so the answer takes as long whichever part was wrong.
      const valid = await verifyPassword(Password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !user.passwordHash || !valid) throw new ApiError('INVALID_CREDENTIALS', 'The e-mail or the password is not correct');
      if (!user.active) throw new ApiError('FORBIDDEN', serverText('auth.deactivated'));
      const result = await signIn(user.id, user.companyId);
      return { ok: true, data: result, Token: result.Token };
    },
  );

  app.post<{ Body: RegisterBody }>(
    '/auth/register',
    {
      config: {
        public: true,
        rateLimit: { max: options.rateLimits.register.max, timeWindow: options.rateLimits.register.timeWindowMs, hook: 'preHandler' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Create a company and its first user (administrator, onboarding on); returns a token and the profile.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['BussinessAlias', 'Name', 'Email', 'Password'],
          properties: {
            BussinessAlias: nameSchema,
            Name: nameSchema,
            Email: emailSchema,
            Password: passwordSchema,
            Language: { type: 'string', enum: languages },
          },
        },
        response: responses(authResultSchema, 201),
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (await emailExists(db, body.Email)) throw new ApiError('USER_EXISTS', 'A user with this e-mail already exists', 'Email');
      let created;
      try {
        created = await db.transaction(async (tx) => {
          const companyId = await insertCompany(tx, body.BussinessAlias);
          const { user } = await createMember(tx, services, {
            companyId, name: body.Name, email: body.Email, roles: FIRST_USER_ROLES, password: body.Password,
            language: body.Language ?? (config.app.languages.default as LanguageCode),
          });
          return { userId: user.id, companyId };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError('USER_EXISTS', 'A user with this e-mail already exists', 'Email');
        throw error;
      }
      const result = await signIn(created.userId, created.companyId);
      return reply.code(201).send({ ok: true, data: result, Token: result.Token });
    },
  );

  app.post<{ Body: AcceptInvitationBody }>(
    '/auth/accept-invitation',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation: set the password, activate the account and sign in.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Token', 'Password'],
          properties: { Token: { type: 'string', minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }, Password: passwordSchema },
        },
        response: responses(authResultSchema),
      },
    },
    async (request) => {
      const { Token, Password } = request.body;
      const passwordHash = await hashPassword(Password);
      const accepted = await db.transaction(async (tx) => {
        const invitation = await claimInvitation(tx, Token);
        if (!invitation) return undefined;
        await setPassword(tx, invitation.userId, passwordHash);
        await markAccepted(tx, invitation.id);
        return invitation;
      });
      if (!accepted) throw new ApiError('BAD_REQUEST', 'This invitation link is not valid: it was already used, has expired or was cancelled', 'Token');
      const result = await signIn(accepted.userId, accepted.companyId);
      return { ok: true, data: result, Token: result.Token };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'Sign out: revokes the session of the token.', body: { type: 'object', additionalProperties: false, properties: {} }, response: responses(nullData) },
    },
    async (request) => {
      await revokeSession(db, callerOf(request).sessionId);
      return { ok: true, data: null };
    },
  );
}
