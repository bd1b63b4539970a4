// The production review's actions (engine/data/schedule-api.ts):
// sequence a line's open orders (a preview, then apply with the versions the
// user saw: one transaction, audited, 409 when stale) and move one order in
// time (the Gantt's drag, re-timed on the line's calendar by the server).
// Reading needs the scheduling page; writing needs SCHEDULING write to
// sequence and GANTT write to move, like the pages that offer them.
import type { FastifyInstance } from 'fastify';
import type { ApplySequenceBody, MoveBody, SequenceBody } from '../../engine/data/schedule-api';
import type { Caller } from '../access/caller';
import { ApiError } from '../errors/api-error';
import { callerOf } from '../plugins/authenticate';
import { moveOrder } from '../production/schedule/move';
import { applyBodySchema, moveBodySchema, movedSchema, proposalSchema, sequenceBodySchema } from '../production/schedule/schemas';
import { ScheduleConflictError } from '../production/schedule/apply';
import { createScheduleService } from '../production/schedule/service';
import { idParams, responses } from '../schemas/envelope';

const author = (caller: Caller) => ({ companyId: caller.companyId, userId: caller.userId, userName: caller.name });

export async function productionRoutes(app: FastifyInstance) {
  const { config, db, access } = app.services;
  const schedules = createScheduleService(config, db);
  const tags = ['production'];

  app.post<{ Body: SequenceBody }>(
    '/production/sequence/preview',
    { config: { access: { route: 'scheduling-orders' } }, schema: { tags, summary: "A line's open orders sequenced by due date and changeovers (the change matrix) and timed on the line's calendar, next to the current schedule. Writes nothing.", body: sequenceBodySchema, response: responses(proposalSchema) } },
    async (request) => ({ ok: true, data: await schedules.preview(callerOf(request).companyId, { lineId: request.body.line, start: request.body.start }) }),
  );

  app.post<{ Body: ApplySequenceBody }>(
    '/production/sequence',
    { config: { access: { route: 'scheduling-orders' } }, schema: { tags, summary: "Sequences a line's open orders and writes their start, end, sequence and changeover in one audited transaction. Versions: every open order of the line as the caller read it; 409 CONFLICT when any changed.", body: applyBodySchema, response: responses(proposalSchema) } },
    async (request) => {
      const caller = callerOf(request);
      access.assert({ feature: 'SCHEDULING', level: 'write' }, caller);
      try {
        const { plan, written } = await schedules.apply(author(caller), { lineId: request.body.line, start: request.body.start }, request.body.versions);
        return { ok: true, data: { ...plan, written } };
      } catch (error) {
        if (error instanceof ScheduleConflictError) throw new ApiError('CONFLICT', error.message);
        throw error;
      }
    },
  );

  app.post<{ Params: { id: number }; Body: MoveBody }>(
    '/production/orders/:id/move',
    { config: { access: { route: 'gantt' } }, schema: { tags, summary: "Moves an open order to start at the first working minute of its line from the given moment; the server times it (run time and changeover) on the line's calendar. 409 CONFLICT when its version changed.", params: idParams, body: moveBodySchema, response: responses(movedSchema) } },
    async (request) => {
      const caller = callerOf(request);
      access.assert({ feature: 'GANTT', level: 'write' }, caller);
      return { ok: true, data: await moveOrder(db, config, author(caller), request.params.id, request.body.version, request.body.start) };
    },
  );
}
