// The onboarding wizard's calls, with the specification's exact paths.
// CompletedSteps belongs to the company; finishing clears the onboarding flag
// of every user of the caller's company (never a hard-coded e-mail).
import type { FastifyInstance } from 'fastify';
import type { InvitationResult, InviteGuestBody, OnboardingConfiguration } from '../../engine/http/api-contract';
import { createMember } from '../accounts';
import { callerOf } from '../plugins/authenticate';
import { finishOnboarding, getOnboarding, saveCompletedSteps } from '../data/companies';
import { emailExists } from '../data/users';
import { isUniqueViolation } from '../db/adapter';
import { ApiError } from '../errors/api-error';
import { emailSchema, emptyBody, nameSchema, nullData, okOrFailure, responses } from '../schemas/envelope';
import { configEnums, onboardingConfigurationSchema } from '../schemas/models';

export async function onboardingRoutes(app: FastifyInstance) {
  const services = app.services;
  const { db, config } = services;
  const { steps } = configEnums(config);
  /** Steps that must be done before finishing: every step but the final one. */
  const requiredSteps = config.onboarding.steps.filter((s) => !s.final).map((s) => s.status);
  if (!config.roles.some((r) => r.id === config.onboarding.inviteRole)) {
    throw new Error(`config/onboarding.yaml inviteRole ${config.onboarding.inviteRole} is not a role of roles.yaml`);
  }

  app.post(
    '/onboarding/get-initial-configuration',
    {
      schema: {
        tags: ['onboarding'],
        summary: "The caller's company onboarding configuration (CompletedSteps, null before the first save).",
        body: emptyBody,
        response: responses(onboardingConfigurationSchema),
      },
    },
    async (request) => {
      const { completedSteps } = await getOnboarding(db, callerOf(request).companyId);
      return { ok: true, data: { CompletedSteps: completedSteps } satisfies OnboardingConfiguration };
    },
  );

  app.post<{ Body: { CompletedSteps: number[] } }>(
    '/onboarding/update-initial-configuration',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Save the completed steps; only while the caller is onboarding.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['CompletedSteps'],
          properties: { CompletedSteps: { type: 'array', uniqueItems: true, maxItems: steps.length, items: { type: 'integer', enum: steps } } },
        },
        response: responses(onboardingConfigurationSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!caller.onboarding) throw new ApiError('CONFLICT', 'The onboarding of your company is already finished');
      const saved = await saveCompletedSteps(db, caller.companyId, [...request.body.CompletedSteps].sort((a, b) => a - b));
      return { ok: true, data: { CompletedSteps: saved } };
    },
  );

  app.post<{ Body: InviteGuestBody }>(
    '/onboarding/add-guest-user',
    {
      config: { access: { route: 'manager' } },
      schema: {
        tags: ['onboarding'],
        summary:
          'Invite a user into the caller\'s company with the onboarding invite role. An e-mail that already exists answers HTTP 200 with ok false and ErrorCode USER_EXISTS (as the specification reads). No mail is sent: the InvitationUrl is returned.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Email', 'Name'],
          properties: { Email: emailSchema, Name: nameSchema },
        },
        response: okOrFailure({ type: 'object', required: ['InvitationUrl'], properties: { InvitationUrl: { type: 'string' } } }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { Email, Name } = request.body;
      const exists = { ok: false, ErrorCode: 'USER_EXISTS', Message: 'A user with this e-mail already exists', Field: 'Email' } as const;
      if (await emailExists(db, Email)) return exists;
      try {
        const { invitationUrl } = await db.transaction((tx) =>
          createMember(tx, services, { companyId: caller.companyId, name: Name, email: Email, roles: [config.onboarding.inviteRole], language: caller.language }),
        );
        return { ok: true, data: { InvitationUrl: invitationUrl! } satisfies InvitationResult };
      } catch (error) {
        if (isUniqueViolation(error)) return exists;
        throw error;
      }
    },
  );

  app.post(
    '/finish-onboardings/finish-process',
    {
      schema: {
        tags: ['onboarding'],
        summary: `Finish the onboarding of the caller's company: allowed once steps ${requiredSteps.join(', ')} are all completed (else ONBOARDING_INCOMPLETE); clears the onboarding flag of every user of the company.`,
        body: emptyBody,
        response: responses(nullData),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await db.transaction(async (tx) => {
        const { completedSteps } = await getOnboarding(tx, caller.companyId, true);
        const missing = requiredSteps.filter((s) => !(completedSteps ?? []).includes(s));
        if (missing.length > 0) throw new ApiError('ONBOARDING_INCOMPLETE', `Complete every step before finishing; missing: ${missing.join(', ')}`);
        await finishOnboarding(tx, caller.companyId);
      });
      return { ok: true, data: null };
    },
  );
}
