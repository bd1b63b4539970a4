// The production review's computed entities (config/entities
// master-schedule and line-load): SELECTs over the cached plan
// (server/production/plan/cache.ts), shaped like stored tables (id,
// company_id, the declared fields' columns). Before a report reads one, the
// plan is brought up to date with the data (recomputed only when an input
// changed).
import type { Queryable } from '../../db/adapter';
import { ensureProductionPlan } from '../../production/plan/cache';
import type { TransactionalDb } from '../../supply/cache';
import type { Computation, ComputeRequest } from './registry';

async function prepare(db: Queryable, request: ComputeRequest): Promise<void> {
  if (typeof (db as Partial<TransactionalDb>).transaction !== 'function') throw new Error('the production plan needs a database with transactions');
  await ensureProductionPlan(db as TransactionalDb, request);
}

/**
 * One row per product and month: element t + 1 of the arrays is month t of the horizon. The id is the product's and
 * the month's number (a horizon is far below 1,000 months), not a row_number() window: a window keeps a report's
 * conditions (the page's products of a paged MPS, a filter on the product) out of the subquery, so every product's
 * arrays were unnested for a page of 50.
 */
export const masterSchedule: Computation = {
  entityId: 'master-schedule',
  prepare,
  sql: (company) => `SELECT s.product_id::bigint * 1000 + u.t AS id, s.company_id, s.product_id,
  (s.start_month + make_interval(months => (u.t - 1)::int))::date AS month,
  CASE WHEN u.t = 1 THEN s.opening END AS opening, u.orders, u.forecast, u.demand, u.scheduled, u.net_requirement, u.planned, u.projected,
  s.safety_stock, CASE WHEN u.projected < s.safety_stock - 1e-9 THEN 1 ELSE 0 END AS below_safety, s.lot_rule, s.problem
FROM production_mps s
CROSS JOIN LATERAL unnest(s.orders, s.forecast, s.demand, s.scheduled, s.net_requirement, s.planned, s.projected)
  WITH ORDINALITY AS u(orders, forecast, demand, scheduled, net_requirement, planned, projected, t)
WHERE s.company_id = ${company}`,
};

export const lineLoad: Computation = {
  entityId: 'line-load',
  prepare,
  sql: (company) => `SELECT (row_number() OVER (ORDER BY line_id, month))::int AS id, company_id, line_id, month,
  orders_hours, planned_hours, load_hours, capacity_hours, overload_hours, utilization, over_capacity, working_days, problem
FROM production_line_load WHERE company_id = ${company}`,
};

export const PRODUCTION_COMPUTATIONS: readonly Computation[] = [masterSchedule, lineLoad];
