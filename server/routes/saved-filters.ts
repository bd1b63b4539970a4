// Saved filters of table views (engine/data/saved-filters.ts), the `filter`
// page's data and the tables' "Saved filters" menu. Access: FILTERS read to
// list and to keep private filters of one's own; FILTERS write to share one
// with the company and to change or delete the shared filters of others.
// A filter names a table view of a route the caller may open, and only
// fields the caller may read; one the caller could not open is not listed.
// Another user's private filter, or another company's, is "not found".
import type { FastifyInstance } from 'fastify';
import type { CompiledEntity, CompiledView } from '../../engine/config/compiled';
import { MAX_FILTER_NAME, MAX_SAVED_FILTERS, stateProblem, type SavedFilter, type SavedFilterBody, type SavedFilterState } from '../../engine/data/saved-filters';
import { MAX_PAGE_SIZE } from '../../engine/data/list-query';
import { accessContext, type Caller } from '../access/caller';
import { isUniqueViolation } from '../db/adapter';
import * as filters from '../data/saved-filters';
import { ApiError } from '../errors/api-error';
import { callerOf } from '../plugins/authenticate';
import { idParams, responses, type JsonSchema } from '../schemas/envelope';

const tags = ['saved filters'];
const read = { feature: 'FILTERS', level: 'read' } as const;
const write = { feature: 'FILTERS', level: 'write' } as const;

const value: JsonSchema = { type: ['string', 'number', 'boolean', 'null'], maxLength: 200 };
const stateSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['filters', 'sort'],
  properties: {
    filters: {
      type: 'array', maxItems: 30,
      items: {
        type: 'object', additionalProperties: false, required: ['field', 'op'],
        properties: { field: { type: 'string', maxLength: 100 }, op: { type: 'string' }, value: { anyOf: [value, { type: 'array', maxItems: 100, items: value }] } },
      },
    },
    sort: {
      type: 'array', maxItems: 5,
      items: { type: 'object', additionalProperties: false, required: ['field', 'desc'], properties: { field: { type: 'string', maxLength: 100 }, desc: { type: 'boolean' } } },
    },
    q: { type: 'string', maxLength: 200 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
  },
};
const filterSchema: JsonSchema = {
  type: 'object',
  required: ['Id', 'Name', 'Route', 'View', 'Shared', 'State', 'Owner', 'Mine', 'CanChange', 'CreatedAt', 'UpdatedAt'],
  properties: {
    Id: { type: 'integer' }, Name: { type: 'string' }, Route: { type: 'string' }, View: { type: 'integer' }, Shared: { type: 'boolean' },
    State: stateSchema,
    Owner: { anyOf: [{ type: 'null' }, { type: 'object', required: ['Id', 'Name'], properties: { Id: { type: 'integer' }, Name: { type: 'string' } } }] },
    Mine: { type: 'boolean' }, CanChange: { type: 'boolean' },
    CreatedAt: { type: 'string', format: 'date-time' }, UpdatedAt: { type: 'string', format: 'date-time' },
  },
};
const name: JsonSchema = { type: 'string', minLength: 1, maxLength: MAX_FILTER_NAME, pattern: '\\S' };

export async function savedFilterRoutes(app: FastifyInstance) {
  const { db, config, policy, access } = app.services;
  const engine = app.services.data;
  const mayShare = (caller: Caller) => access.allows(write, caller);

  /** The table view a filter is for, when the caller may open its route. */
  function tableView(caller: Caller, routeId: string, index: number): { view: CompiledView; entity: CompiledEntity } | undefined {
    const route = config.routes.find((r) => r.id === routeId);
    const view = route?.views[index];
    const entity = view?.kind === 'table' && view.entity ? engine.entities.get(view.entity) : undefined;
    if (!route || !view || !entity || !policy.checkRoute(route, accessContext(caller)).allowed) return undefined;
    return { view, entity };
  }

  /** Why the caller cannot use this state on that entity (a field unknown or not readable reads the same), or null. */
  function stateRefusal(caller: Caller, entity: CompiledEntity, state: SavedFilterState): string | null {
    const shape = stateProblem(state);
    if (shape) return shape;
    const perms = engine.access(caller);
    const unreadable = [...state.filters.map((f) => f.field), ...state.sort.map((s) => s.field)].find((path) => !perms.canRead(entity, path));
    return unreadable ? `${entity.id} has no field ${unreadable} you may filter or sort by` : null;
  }

  const usable = (caller: Caller, row: filters.SavedFilterRow) => {
    const target = tableView(caller, row.route, row.view);
    return target !== undefined && stateRefusal(caller, target.entity, row.state) === null;
  };

  const shape = (caller: Caller, row: filters.SavedFilterRow): SavedFilter => {
    const mine = row.ownerId === caller.userId;
    return {
      Id: row.id, Name: row.name, Route: row.route, View: row.view, Shared: row.shared, State: row.state,
      Owner: row.ownerId === null ? null : { Id: row.ownerId, Name: row.ownerName ?? '' },
      Mine: mine, CanChange: mine || (row.shared && mayShare(caller)),
      CreatedAt: row.createdAt, UpdatedAt: row.updatedAt,
    };
  };

  const clash = (error: unknown, text: string): never => {
    if (isUniqueViolation(error)) throw new ApiError('CONFLICT', `Its owner already has a filter named "${text}" on this page`, 'Name');
    throw error;
  };

  /** A filter the caller sees and may change; 404 when not visible, 403 when visible but not theirs to change. */
  async function changeable(caller: Caller, id: number): Promise<filters.SavedFilterRow> {
    const row = await filters.getFilter(db, caller.companyId, caller.userId, id);
    if (!row || !usable(caller, row)) throw new ApiError('NOT_FOUND', 'This saved filter does not exist');
    if (!shape(caller, row).CanChange) throw new ApiError('FORBIDDEN', 'Only its owner or someone who may share filters can change a shared filter');
    return row;
  }

  app.get<{ Querystring: { route?: string } }>(
    '/saved-filters',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The caller's saved filters and the company's shared ones (of one route with ?route=), on pages the caller may open; CanShare says whether the caller may share.",
        querystring: { type: 'object', additionalProperties: false, properties: { route: { type: 'string', maxLength: 100 } } },
        response: responses({ type: 'object', required: ['Filters', 'CanShare'], properties: { Filters: { type: 'array', items: filterSchema }, CanShare: { type: 'boolean' } } }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const rows = await filters.listFilters(db, caller.companyId, caller.userId, request.query.route);
      return { ok: true, data: { Filters: rows.filter((r) => usable(caller, r)).map((r) => shape(caller, r)), CanShare: mayShare(caller) } };
    },
  );

  app.post<{ Body: SavedFilterBody }>(
    '/saved-filters',
    {
      config: { access: read },
      schema: {
        tags,
        summary: `Saves the filters, sort and search of a table view under a name (unique among the caller's filters of that page; at most ${MAX_SAVED_FILTERS} per user). Shared: true needs FILTERS write.`,
        body: {
          type: 'object', additionalProperties: false, required: ['Name', 'Route', 'View', 'State'],
          properties: { Name: name, Route: { type: 'string', minLength: 1, maxLength: 100 }, View: { type: 'integer', minimum: 0, maximum: 99 }, Shared: { type: 'boolean' }, State: stateSchema },
        },
        response: responses(filterSchema, 201),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { Route, View, State } = request.body;
      const shared = request.body.Shared ?? false;
      const target = tableView(caller, Route, View);
      if (!target) throw new ApiError('VALIDATION_ERROR', `There is no table view ${View} of a page '${Route}' that you may open`, 'Route');
      const refusal = stateRefusal(caller, target.entity, State);
      if (refusal) throw new ApiError('VALIDATION_ERROR', refusal, 'State');
      if (shared && !mayShare(caller)) throw new ApiError('FORBIDDEN', 'Your permissions do not let you share filters with the company');
      if ((await filters.countOwnFilters(db, caller.companyId, caller.userId)) >= MAX_SAVED_FILTERS) throw new ApiError('CONFLICT', `You have ${MAX_SAVED_FILTERS} saved filters: delete some first`);
      const text = request.body.Name.trim();
      const id = await filters.insertFilter(db, caller.companyId, caller.userId, { name: text, route: Route, view: View, shared, state: State }).catch((e) => clash(e, text));
      const row = await filters.getFilter(db, caller.companyId, caller.userId, id);
      return reply.code(201).send({ ok: true, data: shape(caller, row!) });
    },
  );

  app.patch<{ Params: { id: number }; Body: { Name?: string; Shared?: boolean; State?: SavedFilterState } }>(
    '/saved-filters/:id',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'Renames a saved filter, shares or unshares it, or replaces its state. Its owner may; a shared one also whoever holds FILTERS write. Sharing needs FILTERS write.',
        params: idParams,
        body: { type: 'object', additionalProperties: false, minProperties: 1, properties: { Name: name, Shared: { type: 'boolean' }, State: stateSchema } },
        response: responses(filterSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await changeable(caller, request.params.id);
      const { Shared, State } = request.body;
      if (Shared === true && !row.shared && !mayShare(caller)) throw new ApiError('FORBIDDEN', 'Your permissions do not let you share filters with the company');
      if (State) {
        const refusal = stateRefusal(caller, tableView(caller, row.route, row.view)!.entity, State);
        if (refusal) throw new ApiError('VALIDATION_ERROR', refusal, 'State');
      }
      const text = request.body.Name?.trim();
      await filters.updateFilter(db, caller.companyId, row.id, { name: text, shared: Shared, state: State }).catch((e) => clash(e, text ?? ''));
      // Unshared by someone else, it is the owner's private filter again: no longer the caller's to see.
      const after = await filters.getFilter(db, caller.companyId, caller.userId, row.id);
      return { ok: true, data: shape(caller, after ?? { ...row, name: text ?? row.name, shared: false }) };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/saved-filters/:id',
    {
      config: { access: read },
      schema: { tags, summary: 'Deletes a saved filter (same rule as changing it).', params: idParams, response: responses({ type: 'object', required: ['Id'], properties: { Id: { type: 'integer' } } }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await changeable(caller, request.params.id);
      await filters.deleteFilter(db, caller.companyId, row.id);
      return { ok: true, data: { Id: row.id } };
    },
  );
}
