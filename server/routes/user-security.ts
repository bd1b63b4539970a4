// User security (plugin CUSTOM_ROLES): the features restricted for each user
// of the company, on top of what their roles grant. Whoever may open the
// user-security route reads and changes them; the auth query applies a change
// from the user's next request on. Guard rail: nobody restricts their own
// access to this page (they could not undo it).
import type { FastifyInstance } from 'fastify';
import type { UserSecurityEntry, UserSecurityBody } from '../../engine/http/api-contract';
import { callerOf } from '../plugins/authenticate';
import { listCompanyRestrictions, replaceRestrictions } from '../data/restrictions';
import { findCompanyUser, listCompanyUsers } from '../data/users';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import { idParams, responses } from '../schemas/envelope';
import { configEnums } from '../schemas/models';

const entrySchema = {
  type: 'object',
  required: ['Id', 'Name', 'Email', 'Roles', 'Active', 'Restricted'],
  properties: {
    Id: { type: 'integer' },
    Name: { type: 'string' },
    Email: { type: 'string' },
    Roles: { type: 'array', items: { type: 'integer' } },
    Active: { type: 'boolean' },
    Restricted: { type: 'array', items: { type: 'string' }, description: 'Features restricted for the user, sorted.' },
  },
};

export async function userSecurityRoutes(app: FastifyInstance) {
  const { db, access, config } = app.services;
  // A product without the page has no such calls.
  if (!config.routes.some((r) => r.id === 'user-security')) return;
  const { features } = configEnums(config);
  const guard = { route: 'user-security' } as const;

  async function entries(companyId: number): Promise<UserSecurityEntry[]> {
    const [users, restrictions] = await Promise.all([listCompanyUsers(db, companyId), listCompanyRestrictions(db, companyId)]);
    const byUser = new Map(restrictions.map((r) => [r.userId, r.features]));
    return users.map((u) => ({ Id: u.id, Name: u.name, Email: u.email, Roles: u.roles, Active: u.active, Restricted: byUser.get(u.id) ?? [] }));
  }

  app.get(
    '/user-security',
    { config: { access: guard }, schema: { tags: ['user-security'], summary: 'Every user of the company with their restricted features.', response: responses({ type: 'array', items: entrySchema }) } },
    async (request) => ({ ok: true, data: await entries(callerOf(request).companyId) }),
  );

  app.put<{ Params: { id: number }; Body: UserSecurityBody }>(
    '/user-security/:id',
    {
      config: { access: guard },
      schema: {
        tags: ['user-security'],
        summary: "Replace the features restricted for a user of the caller's company.",
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Restricted'],
          properties: { Restricted: { type: 'array', uniqueItems: true, maxItems: features.length, items: { type: 'string', enum: features } } },
        },
        response: responses(entrySchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id } = request.params;
      const restricted = [...request.body.Restricted].sort();
      await db.transaction(async (tx) => {
        const target = await findCompanyUser(tx, caller.companyId, id, true);
        if (!target) throw new ApiError('NOT_FOUND', 'This user does not exist');
        if (target.id === caller.userId) {
          const after = { ...caller, restricted };
          if (!access.allows(guard, after)) throw new ApiError('CONFLICT', serverText('users.notOwnSecurity'), 'Restricted');
        }
        await replaceRestrictions(tx, caller.companyId, id, restricted);
      });
      const entry = (await entries(caller.companyId)).find((e) => e.Id === id)!;
      return { ok: true, data: entry };
    },
  );
}
