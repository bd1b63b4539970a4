// Report views of one server: found by route and view index, refused unless
// the caller may open the route, planned against the caller's permissions,
// computed in one statement and shaped for the view. Built once at start-up,
// where it also checks every report view and computed entity (the server does
// not start with a broken one). The computations of computed entities are
// handed in (server/services.ts assembles them), never imported here.
import type { CompiledConfig, CompiledRoute, CompiledView } from '../../engine/config/compiled';
import { REPORT_PAGE_SIZE, type DimensionValue, type ReportQuery, type ReportResult } from '../../engine/data/report-api';
import { isoDate } from '../../engine/data/relative-dates';
import type { AccessPolicy } from '../../engine/access/policy';
import { accessContext, type Caller } from '../access/caller';
import { denial } from '../access/requirements';
import { callerAccess } from '../data-engine/access';
import type { Queryable } from '../db/adapter';
import { ApiError } from '../errors/api-error';
import type { ComputedRegistry } from './computation';
import type { PathScope } from './paths';
import { hiddenMeasures, planReport, type ReportPlan } from './plan';
import { buildReportSql, type StatementOptions } from './report-sql';
import { pagedLeaves, splitLeaves } from './paged-groups';
import { compareValues, shapeReport } from './shape';
import { withStatementMemory } from '../db/statement-memory';
import { reportProblems } from './validate';

export interface ReportRun {
  route: CompiledRoute;
  view: CompiledView;
  result: ReportResult;
}

export const MAX_VALUES = 200;

/** The page a query asks for (a size alone asks for the first), or null: every row. */
export function pageOf(query: Pick<ReportQuery, 'page' | 'pageSize'>): { page: number; pageSize: number } | null {
  if (query.page === undefined && query.pageSize === undefined) return null;
  return { page: query.page ?? 1, pageSize: query.pageSize ?? REPORT_PAGE_SIZE };
}

/** The query without its page: what an export writes (every row shown across the pages). */
export function everyRow<Q extends ReportQuery>(query: Q): Q {
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  return rest as Q;
}

export function createReportService(config: CompiledConfig, policy: AccessPolicy, db: Queryable, computed: ComputedRegistry) {
  const entities = new Map(config.entities.map((e) => [e.id, e]));
  const scope: PathScope = { entities, computed };
  const problems = reportProblems(config, scope);
  if (problems.length) throw new Error(`Report views the server cannot compute:\n${problems.join('\n')}`);

  /** The report view, or NOT_FOUND; FORBIDDEN / PLUGIN_INACTIVE when the caller may not open its route. */
  function find(caller: Caller, routeId: string, index: number): { route: CompiledRoute; view: CompiledView } {
    const route = config.routes.find((r) => r.id === routeId);
    const view = route?.views[index];
    if (!route || !view || view.kind !== 'report' || !view.report) throw new ApiError('NOT_FOUND', `There is no report ${routeId}/${index}`);
    const refused = denial(policy.checkRoute(route, accessContext(caller)));
    if (refused) throw refused;
    return { route, view };
  }

  async function compute(caller: Caller, view: CompiledView, plan: ReportPlan, today: string, page: { page: number; pageSize: number } | null = null) {
    const access = callerAccess(policy, entities, accessContext(caller));
    // Computed entities kept in caches (the supply review's) are brought up to date first.
    if (plan.entities.length) await scope.computed.prepare(plan.entities.map((e) => e.id), db, { config, companyId: caller.companyId, today });
    const build = (options: StatementOptions = {}) => buildReportSql(view, plan, scope, access, caller.companyId, today, options);
    const statement = build();
    const shape = (rows: ReadonlyArray<Record<string, unknown>>, leafCounts?: ReadonlyMap<string, number>) => shapeReport({
      rows, dims: statement.dimensions, measureColumns: statement.measureColumns, measures: plan.measures, shown: plan.shown,
      group: plan.group, pivot: plan.pivot, sort: plan.sort, limit: plan.limit, page, chart: plan.chart, ...(leafCounts ? { leafCounts } : {}),
    });
    if (!plan.entities.length) return shape([]);
    // A page of nested rows reads the leaves of its own groups only (paged-groups.ts).
    const split = page ? splitLeaves(statement, plan) : null;
    if (split) {
      const { missing: _missing, ...shaped } = await withStatementMemory(db, (q) => pagedLeaves(q, split, build, shape), { snapshot: true });
      return shaped;
    }
    return shape(await withStatementMemory(db, (q) => q.query(statement.sql, statement.params.values)));
  }

  return {
    find,
    /** Refuses (like run would) a state that names what the view does not have or the caller may not see. */
    check(caller: Caller, routeId: string, index: number, query: ReportQuery): void {
      const { view } = find(caller, routeId, index);
      planReport(view, query, callerAccess(policy, entities, accessContext(caller)), entities);
    },
    /** The report for the caller: every row, or one page of them when the query names a page or a page size. */
    async run(caller: Caller, routeId: string, index: number, query: ReportQuery, today = isoDate(new Date())): Promise<ReportRun> {
      const { route, view } = find(caller, routeId, index);
      const plan = planReport(view, query, callerAccess(policy, entities, accessContext(caller)), entities);
      const shaped = await compute(caller, view, plan, today, pageOf(query));
      return {
        route,
        view,
        result: {
          query: { group: plan.group, pivot: plan.pivot, filters: plan.filters, sort: plan.sort, limit: plan.limit, measures: plan.shown },
          ...shaped,
          hidden: plan.hidden,
          dimensions: plan.readable,
        },
      };
    },
    /** The values a dimension takes in the caller's rows (the view's where applies, not the user's filters). */
    async values(caller: Caller, routeId: string, index: number, dimension: string, options: { q?: string; ids?: number[]; limit?: number }, today = isoDate(new Date())): Promise<DimensionValue[]> {
      const { view } = find(caller, routeId, index);
      const access = callerAccess(policy, entities, accessContext(caller));
      // Only the keys matter: one measure the caller may see is enough to list them.
      const first = hiddenMeasures(view.report!.measures, access, entities);
      const measure = view.report!.measures.find((m) => !first.has(m.id) && m.formula === undefined)?.id;
      const plan = planReport(view, { group: [dimension], pivot: null, filters: [], sort: [], limit: null, ...(measure ? { measures: [measure] } : {}) }, access, entities);
      plan.chart = null;
      plan.used = [dimension];
      const shaped = await compute(caller, view, plan, today);
      const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const q = options.q?.trim() ? fold(options.q.trim()) : undefined;
      const found = shaped.rows
        .map((r) => ({ value: r.keys[dimension], ...(r.labels[dimension] !== undefined ? { label: r.labels[dimension] } : {}) }))
        .filter((v) => v.value !== null)
        .filter((v) => !options.ids || options.ids.includes(v.value as number))
        .filter((v) => !q || fold(String(v.label ?? v.value)).includes(q))
        .sort((a, b) => compareValues(a.value, b.value, a.label, b.label));
      return found.slice(0, Math.min(options.limit ?? MAX_VALUES, MAX_VALUES));
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;

const perServer = new WeakMap<object, ReportService>();

/** The one report service of a server (built, and checked, on first use at start-up). */
export function reportServiceFor(services: { config: CompiledConfig; policy: AccessPolicy; db: Queryable; computed: ComputedRegistry }): ReportService {
  let service = perServer.get(services);
  if (!service) {
    service = createReportService(services.config, services.policy, services.db, services.computed);
    perServer.set(services, service);
  }
  return service;
}
