// The monthly flows of every series (product x warehouse) as set-based SQL,
// each aggregated per series and month and returned as one "t:q" text per
// series (t = months from the horizon's first month): the forecast (planned
// in the warehouse that serves each customer), open sales orders, receipts
// (receipts.ts), the sales history and month-end stock of the last months.
import type { CompiledConfig } from '../../../engine/config/compiled';
import { addMonths, monthIndex } from '../../../engine/planning';
import type { Queryable } from '../../db/adapter';
import type { SupplySettings } from '../settings';
import { receiptSourcesSql } from './receipts';
import { monthIndexSql, pairsSql, servingWarehouseCtes, tableFor } from './sql';

export interface FlowRow {
  p: number;
  w: number;
  /** "t:q,t:q" */
  v: string;
}

/** Open sales orders: drafts and confirmed ones not shipped or cancelled. */
export const OPEN_ORDER_STATUSES = ['draft', 'confirmed'];

/** Groups (p, w, t, q) rows into one "t:q" text per series. */
const perSeries = (inner: string) =>
  `SELECT p, w, ${pairsSql('t', 'q')} AS v FROM (SELECT p, w, t, sum(q) AS q FROM (${inner}) x GROUP BY p, w, t) y WHERE q <> 0 GROUP BY p, w`;

function window(settings: SupplySettings, fromMonths: number, toMonths: number) {
  return { from: `${addMonths(settings.horizon.start, fromMonths)}-01`, to: `${addMonths(settings.horizon.start, toMonths)}-01` };
}

async function run(db: Queryable, sql: string, params: unknown[]): Promise<FlowRow[]> {
  return db.query<FlowRow>(sql, params as never);
}

/** Consensus forecast (override, else statistical) of the horizon's months. */
export async function loadForecast(db: Queryable, config: CompiledConfig, settings: SupplySettings, companyId: number): Promise<FlowRow[]> {
  const table = tableFor(config, 'forecast-value');
  if (!table) return [];
  const { from, to } = window(settings, 0, settings.horizon.months);
  const sql = `WITH ${servingWarehouseCtes(config)}
${perSeries(`SELECT f.product_id AS p, coalesce(cw.warehouse_id, main.id) AS w, ${monthIndexSql('f.month')} - $2 AS t, coalesce(f.override, f.statistical)::float8 AS q
  FROM ${table} f LEFT JOIN cw ON cw.customer_id = f.customer_id CROSS JOIN main
  WHERE f.company_id = $1 AND f.month >= $3::date AND f.month < $4::date AND main.id IS NOT NULL`)}`;
  return run(db, sql, [companyId, monthIndex(settings.horizon.start), from, to]);
}

/** Open order lines by the month they are promised (else requested) for; earlier months keep their negative t. */
export async function loadOrders(db: Queryable, config: CompiledConfig, settings: SupplySettings, companyId: number): Promise<FlowRow[]> {
  const lines = tableFor(config, 'sales-order-line');
  const orders = tableFor(config, 'sales-order');
  if (!lines || !orders) return [];
  const { to } = window(settings, 0, settings.horizon.months);
  const date = 'coalesce(l.promised_date, l.requested_date)';
  const sql = `WITH ${servingWarehouseCtes(config)}
${perSeries(`SELECT l.product_id AS p, coalesce(o.warehouse_id, cw.warehouse_id, main.id) AS w, ${monthIndexSql(date)} - $2 AS t, l.quantity::float8 AS q
  FROM ${lines} l JOIN ${orders} o ON o.id = l.order_id AND o.company_id = l.company_id
  LEFT JOIN cw ON cw.customer_id = o.customer_id CROSS JOIN main
  WHERE l.company_id = $1 AND o.status = ANY($3::text[]) AND ${date} < $4::date`)}`;
  return run(db, sql, [companyId, monthIndex(settings.horizon.start), OPEN_ORDER_STATUSES, to]);
}

/** Receipts of every source, overdue ones keeping their negative t. */
export async function loadReceipts(db: Queryable, config: CompiledConfig, settings: SupplySettings, companyId: number): Promise<FlowRow[]> {
  const sources = receiptSourcesSql(config, settings);
  if (sources.length === 0) return [];
  const { to } = window(settings, 0, settings.horizon.months);
  const sql = `WITH ${servingWarehouseCtes(config)}
${perSeries(`SELECT p, w, ${monthIndexSql('d')} - $2 AS t, q FROM (${sources.join(' UNION ALL ')}) r WHERE d < $3::date AND q > 0 AND w IS NOT NULL`)}`;
  return run(db, sql, [companyId, monthIndex(settings.horizon.start), to]);
}

/** Sales of the `months` months before the horizon, t = 0 for the oldest. */
export async function loadHistory(db: Queryable, config: CompiledConfig, settings: SupplySettings, companyId: number, months: number): Promise<FlowRow[]> {
  const table = tableFor(config, 'sales-line');
  if (!table) return [];
  const { from, to } = window(settings, -months, 0);
  const sql = `WITH ${servingWarehouseCtes(config)}
${perSeries(`SELECT s.product_id AS p, coalesce(cw.warehouse_id, main.id) AS w, ${monthIndexSql('s.month')} - $2 AS t, s.quantity::float8 AS q
  FROM ${table} s LEFT JOIN cw ON cw.customer_id = s.customer_id CROSS JOIN main
  WHERE s.company_id = $1 AND s.month >= $3::date AND s.month < $4::date AND main.id IS NOT NULL`)}`;
  return run(db, sql, [companyId, monthIndex(settings.horizon.start) - months, from, to]);
}

/** Month-end stock of the `months` months before the horizon, t = 0 for the oldest. */
export async function loadSnapshots(db: Queryable, config: CompiledConfig, settings: SupplySettings, companyId: number, months: number): Promise<FlowRow[]> {
  const table = tableFor(config, 'stock-snapshot');
  if (!table) return [];
  const { from, to } = window(settings, -months, 0);
  const sql = perSeries(`SELECT product_id AS p, warehouse_id AS w, ${monthIndexSql('month')} - $2 AS t, quantity::float8 AS q
  FROM ${table} WHERE company_id = $1 AND month >= $3::date AND month < $4::date`);
  return run(db, sql, [companyId, monthIndex(settings.horizon.start) - months, from, to]);
}
