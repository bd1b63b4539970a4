// Step 5, user access: the users invited into the company and a new
// invitation link for one who has not set a password yet.
import type { FastifyInstance } from 'fastify';
import type { InvitationResult } from '../../../engine/http/api-contract';
import { callerOf } from '../../plugins/authenticate';
import { cancelPendingInvitations, createInvitation, invitationUrl } from '../../data/invitations';
import * as steps from '../../data/onboarding-steps';
import { ApiError } from '../../errors/api-error';
import { idParams, responses } from '../../schemas/envelope';
import { invitedUserSchema, toInvited } from './shapes';
import { manage, tags } from './shared';

export async function invitedUserRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.get(
    '/onboarding/invited-users',
    { config: { access: manage }, schema: { tags, summary: 'Users invited into the company, newest first, with the state of their invitation.', response: responses({ type: 'array', items: invitedUserSchema }) } },
    async (request) => ({ ok: true, data: (await steps.invitedUsers(db, callerOf(request).companyId)).map(toInvited) }),
  );

  app.post<{ Params: { id: number } }>(
    '/onboarding/invited-users/:id/invitation',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'A new invitation link for a user who has not set a password yet; earlier links stop working. No mail is sent: pass the InvitationUrl on.',
        params: idParams,
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: responses({ type: 'object', required: ['InvitationUrl'], properties: { InvitationUrl: { type: 'string' } } }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const url = await db.transaction(async (tx) => {
        const user = await steps.pendingInvitee(tx, caller.companyId, request.params.id);
        if (!user) throw new ApiError('NOT_FOUND', 'There is no pending invitation for this user');
        await cancelPendingInvitations(tx, user.id);
        return invitationUrl(await createInvitation(tx, caller.companyId, user.id));
      });
      return { ok: true, data: { InvitationUrl: url } satisfies InvitationResult };
    },
  );
}
