// The production plan as a cache of the supply review's kind
// (server/supply/cache.ts): it names what it reads, and a read of the
// master schedule or the line load first makes sure it reflects the current
// data (recomputing both in one transaction when any input changed).
// Compute = load (set-based SQL) -> domain/planning; write replaces the
// company's cached rows inside the refresh transaction.
import { monthIndex } from '../../../domain/planning';
import type { Queryable } from '../../db/adapter';
import { ensureFresh, type CacheContext, type CacheState, type SupplyCache, type TransactionalDb } from '../../supply/cache';
import { loadProductionReceipts } from '../load/flows';
import { PROJECTION_ENTITIES, projectionCache } from '../../supply/plan/projection-cache';
import { loadLines, loadMadeProducts, loadNonWorkingDays, loadRoutings } from '../load/master';
import { loadProductionSettings } from '../settings';
import { planLineLoad, type LineLoadRow } from './line-load';
import type { MpsPlan } from './mps';
import { loadRunSeries, mpsFromRun } from './mps-from-run';

/** Rows per INSERT: keeps each statement's JSON a few MB at most. */
const BATCH = 2000;

const round = (v: number) => Math.round(v * 1000) / 1000;
const list = (a: ArrayLike<number>) => Array.from(a, round);

async function writeMps(tx: Queryable, companyId: number, start: string, plans: readonly MpsPlan[]) {
  await tx.query('DELETE FROM production_mps WHERE company_id = $1', [companyId]);
  for (let i = 0; i < plans.length; i += BATCH) {
    const records = plans.slice(i, i + BATCH).map((p) => ({
      product_id: p.productId, opening: p.opening, safety_stock: p.safetyStock, lot_rule: p.lotRule, problem: p.problem,
      orders: list(p.orders), forecast: list(p.forecast), demand: list(p.demand), scheduled: list(p.scheduled),
      net_requirement: list(p.netRequirement), planned: list(p.planned), projected: list(p.projected),
    }));
    await tx.query(
      `INSERT INTO production_mps (company_id, product_id, start_month, opening, safety_stock, lot_rule, problem, orders, forecast, demand, scheduled, net_requirement, planned, projected)
       SELECT $1, product_id, $2::date, opening, safety_stock, lot_rule, problem, orders, forecast, demand, scheduled, net_requirement, planned, projected
       FROM jsonb_to_recordset($3::jsonb) AS r(product_id int, opening float8, safety_stock float8, lot_rule text, problem text,
         orders float8[], forecast float8[], demand float8[], scheduled float8[], net_requirement float8[], planned float8[], projected float8[])`,
      [companyId, `${start}-01`, JSON.stringify(records)],
    );
  }
}

async function writeLineLoad(tx: Queryable, companyId: number, first: number, load: readonly LineLoadRow[]) {
  await tx.query('DELETE FROM production_line_load WHERE company_id = $1', [companyId]);
  if (load.length === 0) return;
  await tx.query(
    `INSERT INTO production_line_load (company_id, line_id, month, orders_hours, planned_hours, load_hours, capacity_hours, overload_hours, utilization, over_capacity, working_days, problem)
     SELECT $1, line_id, make_date(m / 12, m % 12 + 1, 1), orders_hours, planned_hours, load_hours, capacity_hours, overload_hours, utilization, over_capacity, working_days, problem
     FROM jsonb_to_recordset($2::jsonb) AS r(line_id int, m int, orders_hours float8, planned_hours float8, load_hours float8, capacity_hours float8,
       overload_hours float8, utilization float8, over_capacity int, working_days int, problem text)`,
    [companyId, JSON.stringify(load.map((r) => ({
      line_id: r.lineId, m: first + r.t, orders_hours: r.ordersHours, planned_hours: r.plannedHours, load_hours: r.loadHours,
      capacity_hours: r.capacityHours, overload_hours: r.overloadHours, utilization: r.utilization, over_capacity: r.overCapacity ? 1 : 0,
      working_days: r.workingDays, problem: r.problem,
    })))],
  );
}

export const productionPlanCache: SupplyCache = {
  id: 'production-plan',
  version: 3,
  // The projection's inputs too: the MPS is the planning run's planned production (mps-from-run.ts).
  entities: [...new Set([
    'product', 'recipe', 'production-policy', 'process-step', 'production-line', 'factory', 'non-working-day',
    'stock-on-hand', 'forecast-value', 'forecast-settings', 'sales-order', 'sales-order-line', 'production-order', ...PROJECTION_ENTITIES,
  ])],
  systemTables: projectionCache.systemTables,
  async compute(db, ctx) {
    const { config, companyId } = ctx;
    // The run first (recomputed only when its inputs changed): its series hold the planned production.
    const run = await ensureFresh(db as TransactionalDb, projectionCache, ctx);
    const settings = await loadProductionSettings(db, config, companyId, ctx.today);
    const horizon = { start: String(run.summary?.start ?? settings.horizon.start), months: Number(run.summary?.months ?? settings.horizon.months) };
    const [products, series, receipts, lines, routings, holidays] = await Promise.all([
      loadMadeProducts(db, config, companyId),
      loadRunSeries(db, companyId),
      loadProductionReceipts(db, config, companyId, horizon),
      loadLines(db, config, companyId),
      loadRoutings(db, config, companyId),
      loadNonWorkingDays(db, config, companyId, `${horizon.start}-01`),
    ]);
    const routed = new Set(routings.map((r) => r.productId));
    const plans = mpsFromRun(horizon.months, products, series, routed);
    const load = planLineLoad({ horizon, today: ctx.today, lines, holidays, routings, orders: receipts, planned: plans });
    return {
      summary: {
        horizon: `${horizon.start}+${horizon.months}`, products: plans.length, lines: lines.length,
        overCapacity: load.filter((r) => r.overCapacity).length, problems: plans.filter((p) => p.problem !== null).length,
      },
      async write(tx) {
        await writeMps(tx, companyId, horizon.start, plans);
        await writeLineLoad(tx, companyId, monthIndex(horizon.start), load);
      },
    };
  },
};

/** Makes the production plan current for the company (recomputing it when any input changed). */
export function ensureProductionPlan(db: TransactionalDb, ctx: CacheContext, force = false): Promise<CacheState> {
  return ensureFresh(db, productionPlanCache, ctx, force);
}
