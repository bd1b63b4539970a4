// Grid views of one server: found by route and view index, refused unless
// the caller may open the route, then read, edited, commented and traced
// within the caller's entity and field permissions and company. Built once;
// every grid view's paths are resolved at start-up, so a broken declaration
// stops the server with its file instead of failing a planner's request.
import type { CompiledConfig } from '../../engine/config/compiled';
import type { GridChange, GridComment, GridEditBody, GridEditResult, GridPage, GridStepResult, GridSteps, RowFilter } from '../../engine/data/grid-api';
import { findOverlap } from '../../engine/data/grid-bulk';
import { isFrozen } from '../../engine/data/grid-buckets';
import { rowKey } from '../../engine/data/grid-rows';
import { isoDate } from '../../engine/data/relative-dates';
import type { AccessPolicy } from '../../engine/access/policy';
import { accessContext, type Caller } from '../access/caller';
import { denial } from '../access/requirements';
import { callerAccess } from '../data-engine/access';
import type { HookRegistry } from '../data-engine/hooks/registry';
import type { Db } from '../db/adapter';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import { addComment, cellComments, commentMarks } from './comments';
import { applyEdits } from './edit';
import { moveStep, recordStep, stepInfo, type StepDirection } from './steps';
import { frozenWindow } from './frozen';
import { cellHistory } from './history';
import { gridModel, type GridModel } from './model';
import { gridProblems } from './problems';
import { parseRowsQuery, type RowsQuery } from './query';
import type { ComputedRegistry } from '../reports/computation';
import { createGridReadCache, type ChangeTracker } from './read-cache';
import { readRows, readRowsByFilter } from './rows';
import { scopeOf } from './scope';
import { ensureStatistics } from '../db/statistics';
import { gridTables } from './statistics';

export const MAX_EDITS = 5000;
export const MAX_REFRESH = 2000;

/** What the server hands the grid at start-up: computed entities' computations and tables' change marks. */
export interface GridFeatures {
  computed: ComputedRegistry;
  changes: ChangeTracker;
  /** The entity hooks the grid's writer runs, as every write path does. */
  hooks: HookRegistry;
}

export function createGridService(config: CompiledConfig, policy: AccessPolicy, db: Db, features: GridFeatures) {
  const models = new Map<string, GridModel>();
  for (const route of config.routes) {
    route.views.forEach((view, index) => {
      if (view.kind === 'grid' && view.grid) models.set(`${route.id}:${index}`, gridModel(config, route, index, features.computed));
    });
  }
  const problems = [...models.values()].flatMap(gridProblems);
  if (problems.length) throw new Error(`Grid views the server cannot compute:\n${problems.join('\n')}`);

  const tables = new Map([...models].map(([key, model]) => [key, gridTables(model)]));
  // Reads of unchanged tables answered from memory, where no read can overlap a write (read-cache.ts).
  const cache = db.kind === 'pglite' ? createGridReadCache(features.changes) : undefined;

  async function find(caller: Caller, routeId: string, index: number) {
    const model = models.get(`${routeId}:${index}`);
    if (!model) throw new ApiError('NOT_FOUND', `There is no grid ${routeId}/${index}`);
    await ensureStatistics(db, tables.get(`${routeId}:${index}`)!);
    const refused = denial(policy.checkRoute(model.route, accessContext(caller)));
    if (refused) throw refused;
    const access = callerAccess(policy, model.entities, accessContext(caller));
    if (!access.of(model.entity).read) throw denial(access.of(model.entity).denial!) ?? new ApiError('FORBIDDEN', 'Your permissions are not enough for this');
    return { model, access };
  }

  /** May the caller read (write) the comments entity: its features at that level. */
  function commentAccess(model: GridModel, caller: Caller) {
    const entity = model.grid.comments ? model.entities.get(model.grid.comments) : undefined;
    const ctx = accessContext(caller);
    const all = (features: string[], level: 'read' | 'write') => features.every((f) => policy.checkFeature(f, level, ctx).allowed);
    return { entity, read: !!entity && all(entity.access.read, 'read'), write: !!entity && all(entity.access.write, 'write') };
  }

  return {
    async rows(caller: Caller, routeId: string, index: number, raw: Record<string, unknown>, today = isoDate(new Date())): Promise<GridPage> {
      const { model, access } = await find(caller, routeId, index);
      const query: RowsQuery = parseRowsQuery(model, access, raw);
      const scope = await scopeOf(db, model, access, caller.companyId, query.scope);
      const frozen = await frozenWindow(db, model, caller.companyId, today);
      const page = await readRows(db, model, access, caller, query, scope, frozen, today, cache);
      const comments = commentAccess(model, caller);
      page.meta.comments = { read: comments.read, write: comments.write };
      if (comments.read && comments.entity) {
        page.comments = await commentMarks(db, comments.entity, caller.companyId, [page.parent, ...page.rows].map((r) => rowKey(r.filter)), page.meta.months[0], page.meta.months.at(-1)!);
      }
      return page;
    },

    async edit(caller: Caller, routeId: string, index: number, body: GridEditBody, today = isoDate(new Date())): Promise<GridEditResult> {
      const { model, access } = await find(caller, routeId, index);
      const perms = access.of(model.entity);
      const reading = body.edits.length === 0;
      // No edit: only the rows to read again (a page catching up after a refused edit).
      if (!reading && (!perms.write || !perms.writable.has(model.editField.name))) throw denial(perms.denial ?? { allowed: false, reason: 'not-granted' }) ?? new ApiError('FORBIDDEN', 'You may not change these values');
      if (body.edits.length > MAX_EDITS) throw new ApiError('VALIDATION_ERROR', `At most ${MAX_EDITS} cells per edit`, 'edits');
      if ((body.refresh?.length ?? 0) > MAX_REFRESH) throw new ApiError('VALIDATION_ERROR', `At most ${MAX_REFRESH} rows to refresh`, 'refresh');
      const query = parseRowsQuery(model, access, { hierarchy: body.hierarchy, level: '0', filter: body.filter ?? [], from: body.from, to: body.to, measures: body.measures });
      const edits = body.edits.map((e, i) => ({ ...e, row: query.row(e.row, `edits[${i}].row`), month: query.month(e.month, `edits[${i}].month`) }));
      const overlap = findOverlap(edits);
      if (overlap) throw new ApiError('VALIDATION_ERROR', `Edits ${overlap[0] + 1} and ${overlap[1] + 1} change the same month of a row and a row inside it: edit one of them`, 'edits');
      const refresh = (body.refresh ?? []).map((r, i) => query.row(r, `refresh[${i}]`));
      if (body.basis !== undefined && !model.bases.includes(body.basis)) throw new ApiError('VALIDATION_ERROR', `basis: "${body.basis}" is not a measure to spread by (${model.bases.join(', ')})`, 'basis');
      const locks = (body.locks ?? []).map((l, i) => ({ row: query.row(l.row, `locks[${i}].row`), month: query.month(l.month, `locks[${i}].month`) }));
      if (reading) {
        const scope = await scopeOf(db, model, access, caller.companyId, body.scope);
        return { changed: 0, created: 0, rows: await readRowsByFilter(db, model, access, caller, query, scope.value, refresh, today) };
      }
      return db.transaction(async (tx) => {
        const scope = await scopeOf(tx, model, access, caller.companyId, body.scope, true);
        const frozen = await frozenWindow(tx, model, caller.companyId, today);
        const refused = frozen ? [...new Set(edits.filter((e) => isFrozen(e.month, frozen.before)).map((e) => e.month))] : [];
        if (refused.length) {
          throw new ApiError('VALIDATION_ERROR', serverText('grid.frozen', { months: refused.join(', '), before: frozen!.before, count: frozen!.months, start: frozen!.start }), 'month');
        }
        const outcome = await applyEdits(tx, { model, caller, access, scopeValue: scope.value, filter: query.filter, today, hooks: features.hooks, basis: body.basis, locks, rowLocks: db.kind !== 'pglite' }, edits);
        await recordStep(tx, model, caller, outcome);
        const rows = refresh.length ? await readRowsByFilter(tx, model, access, caller, query, scope.value, refresh, today) : [];
        return { changed: outcome.changed, created: outcome.created, cells: outcome.cells, rows };
      });
    },

    /** Undo (redo) the caller's last edit (undone edit) in this grid; the rows to read again come back like an edit's. */
    async step(caller: Caller, routeId: string, index: number, direction: StepDirection, body: Omit<GridEditBody, 'edits'>, today = isoDate(new Date())): Promise<GridStepResult> {
      const { model, access } = await find(caller, routeId, index);
      const perms = access.of(model.entity);
      if (!perms.write || !perms.writable.has(model.editField.name)) throw denial(perms.denial ?? { allowed: false, reason: 'not-granted' }) ?? new ApiError('FORBIDDEN', 'You may not change these values');
      const query = parseRowsQuery(model, access, { hierarchy: body.hierarchy, level: '0', filter: body.filter ?? [], from: body.from, to: body.to, measures: body.measures });
      if ((body.refresh?.length ?? 0) > MAX_REFRESH) throw new ApiError('VALIDATION_ERROR', `At most ${MAX_REFRESH} rows to refresh`, 'refresh');
      const refresh = (body.refresh ?? []).map((r, i) => query.row(r, `refresh[${i}]`));
      return db.transaction(async (tx) => {
        const scope = await scopeOf(tx, model, access, caller.companyId, body.scope, true);
        const frozen = await frozenWindow(tx, model, caller.companyId, today);
        const done = await moveStep(tx, model, caller, direction, frozen, scope.value, today, features.hooks, db.kind !== 'pglite');
        const rows = refresh.length ? await readRowsByFilter(tx, model, access, caller, query, scope.value, refresh, today) : [];
        return { ...done, rows, next: await stepInfo(tx, model, caller) };
      });
    },

    /** What undo and redo would take back or put back now (after a reload too). */
    async steps(caller: Caller, routeId: string, index: number): Promise<GridSteps> {
      const { model } = await find(caller, routeId, index);
      return stepInfo(db, model, caller);
    },

    async history(caller: Caller, routeId: string, index: number, raw: Record<string, unknown>): Promise<GridChange[]> {
      const { model, access } = await find(caller, routeId, index);
      if (!access.of(model.entity).readable.has(model.editField.name)) throw new ApiError('FORBIDDEN', 'Your permissions are not enough for this');
      const query = parseRowsQuery(model, access, { ...raw, level: '0' });
      const row = query.row(parseJson(raw.row, 'row'), 'row');
      const scope = await scopeOf(db, model, access, caller.companyId, query.scope);
      return cellHistory(db, model, caller.companyId, [...query.filter.filter(([p]) => !row.some(([q]) => q === p)), ...row], query.month(raw.month, 'month'), scope.value);
    },

    async comments(caller: Caller, routeId: string, index: number, raw: Record<string, unknown>): Promise<GridComment[]> {
      const { model, access } = await find(caller, routeId, index);
      const comments = commentAccess(model, caller);
      if (!comments.read || !comments.entity) throw new ApiError('FORBIDDEN', 'You may not read these comments');
      const query = parseRowsQuery(model, access, { level: '0' });
      const row = query.row(parseJson(raw.row, 'row'), 'row');
      return cellComments(db, comments.entity, caller.companyId, rowKey(row), query.month(raw.month, 'month'));
    },

    async addComment(caller: Caller, routeId: string, index: number, body: { row: RowFilter; month: string; measure: string; text: string }): Promise<GridComment> {
      const { model, access } = await find(caller, routeId, index);
      const comments = commentAccess(model, caller);
      if (!comments.write || !comments.entity) throw new ApiError('FORBIDDEN', 'You may not comment here');
      const query = parseRowsQuery(model, access, { level: '0' });
      const row = query.row(body.row, 'row');
      if (!model.grid.measures.some((m) => m.id === body.measure)) throw new ApiError('VALIDATION_ERROR', `measure: there is no measure "${body.measure}"`, 'measure');
      const text = body.text.trim();
      if (!text) throw new ApiError('VALIDATION_ERROR', serverText('grid.writeSomething'), 'text');
      return db.transaction((tx) => addComment(tx, comments.entity!, caller, { row: rowKey(row), month: query.month(body.month, 'month'), measure: body.measure, text }));
    },
  };
}

function parseJson(text: unknown, field: string): unknown {
  if (typeof text !== 'string') throw new ApiError('VALIDATION_ERROR', `${field} is required`, field);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION_ERROR', `${field} is not valid JSON`, field);
  }
}

export type GridService = ReturnType<typeof createGridService>;

const perServer = new WeakMap<object, GridService>();

/** The one grid service of a server (built, and checked, on first use at start-up). */
export function gridServiceFor(services: { config: CompiledConfig; policy: AccessPolicy; db: Db; data: { hooks: HookRegistry } } & Omit<GridFeatures, 'hooks'>): GridService {
  let service = perServer.get(services);
  if (!service) {
    service = createGridService(services.config, services.policy, services.db, { computed: services.computed, changes: services.changes, hooks: services.data.hooks });
    perServer.set(services, service);
  }
  return service;
}
