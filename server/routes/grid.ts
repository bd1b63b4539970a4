// Planning grids (engine/data/grid-api.ts): rows of a level, edits spread to
// the leaves, the history and the comments of a cell. Access follows the
// route the view belongs to, then the caller's entity and field permissions;
// every row is the caller's company's. A stale edit answers 409 with the
// cells' current values (Conflicts) and saves nothing.
import type { FastifyInstance } from 'fastify';
import type { GridEditBody, RowFilter } from '../../engine/data/grid-api';
import { callerOf } from '../plugins/authenticate';
import { errorEnvelope, okEnvelope, responses } from '../schemas/envelope';
import { GridConflictError } from '../grid/edit';
import {
  cellQuerystring, commentBodySchema, commentSchema, commentsSchema, conflictEnvelope, editBodySchema, editResultSchema, gridPageSchema, gridParams, historySchema, rowsQuerystring,
  stepBodySchema, stepResultSchema, stepsSchema,
} from '../grid/schemas';
import { gridServiceFor } from '../grid/service';

type Params = { route: string; view: number };
type Query = Record<string, string | undefined>;

export async function gridRoutes(app: FastifyInstance) {
  const grids = gridServiceFor(app.services);
  const tags = ['grid'];

  app.get<{ Params: Params; Querystring: Query }>(
    '/grid/:route/:view/rows',
    { schema: { tags, summary: 'The rows of one level of a planning grid under a parent, with the parent\'s own numbers, the months, frozen months and measures.', params: gridParams, querystring: rowsQuerystring, response: responses(gridPageSchema) } },
    async (request, reply) => {
      const data = await grids.rows(callerOf(request), request.params.route, request.params.view, request.query);
      // The page is built to the schema already; the schema's serialiser takes 150-400 ms for 5,000 rows of
      // months (a type check per number), JSON.stringify 30 ms. The schema still documents the answer.
      reply.serializer(JSON.stringify);
      return { ok: true, data };
    },
  );

  app.post<{ Params: Params; Body: GridEditBody }>(
    '/grid/:route/:view/edit',
    {
      schema: {
        tags,
        summary: 'Changes cells at any level, all or nothing: each new value is spread to the leaf rows by the baseline and audited. 409 with Conflicts when a cell changed since it was read.',
        params: gridParams, body: editBodySchema,
        response: { 200: okEnvelope(editResultSchema), 409: conflictEnvelope, '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
    },
    async (request, reply) => {
      try {
        return { ok: true, data: await grids.edit(callerOf(request), request.params.route, request.params.view, request.body) };
      } catch (error) {
        if (!(error instanceof GridConflictError)) throw error;
        return reply.code(app.services.statuses.CONFLICT).send({ ok: false, ErrorCode: 'CONFLICT', Message: error.message, Conflicts: error.conflicts });
      }
    },
  );

  for (const direction of ['undo', 'redo'] as const) {
    app.post<{ Params: Params; Body: Omit<GridEditBody, 'edits'> }>(
      `/grid/:route/:view/${direction}`,
      {
        schema: {
          tags,
          summary: direction === 'undo'
            ? 'Takes back the caller\'s last edit in this grid (typed, pasted, bulk or spread: one step), restoring every row it changed, audited. 409 when nothing is left to undo or a row changed since; frozen months refuse.'
            : 'Puts back the caller\'s last undone edit in this grid. 409 when nothing is left to redo or a row changed since.',
          params: gridParams, body: stepBodySchema, response: responses(stepResultSchema),
        },
      },
      async (request) => ({ ok: true, data: await grids.step(callerOf(request), request.params.route, request.params.view, direction, request.body) }),
    );
  }

  app.get<{ Params: Params }>(
    '/grid/:route/:view/steps',
    { schema: { tags, summary: 'What undo and redo would take back or put back now: the step and its cell count (kept across reloads).', params: gridParams, response: responses(stepsSchema) } },
    async (request) => ({ ok: true, data: await grids.steps(callerOf(request), request.params.route, request.params.view) }),
  );

  app.get<{ Params: Params; Querystring: Query }>(
    '/grid/:route/:view/history',
    { schema: { tags, summary: 'Every change of one cell\'s edited value (grid, forms, imports), newest first: when, who, rows changed, their sum before and after.', params: gridParams, querystring: cellQuerystring, response: responses(historySchema) } },
    async (request) => ({ ok: true, data: await grids.history(callerOf(request), request.params.route, request.params.view, request.query) }),
  );

  app.get<{ Params: Params; Querystring: Query }>(
    '/grid/:route/:view/comments',
    { schema: { tags, summary: 'The comments on one cell (row and month), newest first.', params: gridParams, querystring: cellQuerystring, response: responses(commentsSchema) } },
    async (request) => ({ ok: true, data: await grids.comments(callerOf(request), request.params.route, request.params.view, request.query) }),
  );

  app.post<{ Params: Params; Body: { row: RowFilter; month: string; measure: string; text: string } }>(
    '/grid/:route/:view/comments',
    { schema: { tags, summary: 'Adds a comment on a cell.', params: gridParams, body: commentBodySchema, response: responses(commentSchema, 201) } },
    async (request, reply) => reply.code(201).send({ ok: true, data: await grids.addComment(callerOf(request), request.params.route, request.params.view, request.body) }),
  );
}
