// The user manager: whoever may open the 'manager' route of the config (roles
// 0 and 1 in config/roles.yaml) lists, creates, re-roles and deactivates the
// users of their own company. Guard rails: nobody locks themself out, and
// only a super administrator (role 0) grants role 0 or changes a holder of it.
import type { FastifyInstance } from 'fastify';
import type { CreatedUser, CreateUserBody, ManagedUser, UpdateUserBody } from '../../engine/http/api-contract';
import { createMember } from '../accounts';
import { callerOf } from '../plugins/authenticate';
import { cancelPendingInvitations } from '../data/invitations';
import { revokeUserSessions } from '../data/sessions';
import { emailExists, findCompanyUser, hasPassword, listCompanyUsers, updateManagedUser, type UserRow } from '../data/users';
import { isUniqueViolation } from '../db/adapter';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import { emailSchema, idParams, nameSchema, passwordSchema, responses } from '../schemas/envelope';
import { configEnums, managedUserSchema } from '../schemas/models';

/** The role only its holders may hand out (specification: role 0, super administrator). */
export const SUPER_ROLE = 0;

const toManaged = (u: UserRow): ManagedUser => ({ Id: u.id, Name: u.name, Email: u.email, Roles: u.roles, Active: u.active, OnBoarding: u.onboarding });

export async function userRoutes(app: FastifyInstance) {
  const services = app.services;
  const { db, access, config } = services;
  const { roles } = configEnums(config);
  const manage = { route: 'manager' } as const;
  const rolesField = { type: 'array', minItems: 1, maxItems: roles.length, uniqueItems: true, items: { type: 'integer', enum: roles } };

  app.get(
    '/users',
    { config: { access: manage }, schema: { tags: ['users'], summary: "The users of the caller's company.", response: responses({ type: 'array', items: managedUserSchema }) } },
    async (request) => ({ ok: true, data: (await listCompanyUsers(db, callerOf(request).companyId)).map(toManaged) }),
  );

  app.post<{ Body: CreateUserBody }>(
    '/users',
    {
      config: { access: manage },
      schema: {
        tags: ['users'],
        summary: "Create a user in the caller's company. Without Password the user is invited: inactive until the returned InvitationUrl is accepted (no mail is sent).",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Email', 'Name', 'Roles'],
          properties: { Email: emailSchema, Name: nameSchema, Roles: rolesField, Password: passwordSchema },
        },
        response: responses(managedUserSchema, 201),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { Email, Name, Roles, Password } = request.body;
      if (Roles.includes(SUPER_ROLE) && !caller.roles.includes(SUPER_ROLE)) {
        throw new ApiError('FORBIDDEN', serverText('users.onlySuperGrantsSuper'), 'Roles');
      }
      const exists = () => new ApiError('USER_EXISTS', 'A user with this e-mail already exists', 'Email');
      if (await emailExists(db, Email)) throw exists();
      try {
        const { user, invitationUrl } = await db.transaction((tx) =>
          createMember(tx, services, { companyId: caller.companyId, name: Name, email: Email, roles: Roles, password: Password, language: caller.language }),
        );
        const data: CreatedUser = { ...toManaged(user), ...(invitationUrl ? { InvitationUrl: invitationUrl } : {}) };
        return reply.code(201).send({ ok: true, data });
      } catch (error) {
        if (isUniqueViolation(error)) throw exists();
        throw error;
      }
    },
  );

  app.patch<{ Params: { id: number }; Body: UpdateUserBody }>(
    '/users/:id',
    {
      config: { access: manage },
      schema: {
        tags: ['users'],
        summary: "Change a user's roles or activate/deactivate them (deactivation ends their sessions; an invitee who has not accepted cannot be activated: CONFLICT).",
        params: idParams,
        body: { type: 'object', additionalProperties: false, minProperties: 1, properties: { Roles: rolesField, Active: { type: 'boolean' } } },
        response: responses(managedUserSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id } = request.params;
      const { Roles, Active } = request.body;
      const updated = await db.transaction(async (tx) => {
        const target = await findCompanyUser(tx, caller.companyId, id, true);
        if (!target) throw new ApiError('NOT_FOUND', 'This user does not exist');
        const touchesSuperRole = target.roles.includes(SUPER_ROLE) || (Roles ?? []).includes(SUPER_ROLE);
        if (touchesSuperRole && !caller.roles.includes(SUPER_ROLE)) {
          throw new ApiError('FORBIDDEN', serverText('users.onlySuperChangesSuper'), 'Roles');
        }
        if (target.id === caller.userId) {
          if (Active === false) throw new ApiError('CONFLICT', serverText('users.notOwnDeactivation'), 'Active');
          if (Roles && !access.allows(manage, { ...caller, roles: Roles })) {
            throw new ApiError('CONFLICT', serverText('users.keepOwnUserManagement'), 'Roles');
          }
        }
        // An invitee activates their account by accepting the invitation; a new link is the way to help them.
        if (Active === true && !target.active && !(await hasPassword(tx, id))) {
          throw new ApiError('CONFLICT', serverText('users.invitationPending'), 'Active');
        }
        const row = await updateManagedUser(tx, caller.companyId, id, { roles: Roles, active: Active });
        if (Active === false) {
          await revokeUserSessions(tx, id);
          await cancelPendingInvitations(tx, id);
        }
        return row!;
      });
      return { ok: true, data: toManaged(updated) };
    },
  );
}
