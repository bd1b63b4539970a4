// The monthly flows of every series (product x warehouse) as set-based SQL:
// the forecast (planned in the warehouse that serves each customer), open
// sales orders, receipts (receipts.ts), the sales history and month-end
// stock of the last months. Each query groups its rows per series only, one
// "d:q" text per series (d = the row's date in days after the window's
// first day); day-pairs.ts turns the days into months and sums them. One
// aggregation level and no date functions per row: the SQL costs half of
// grouping per series and month with extract() (measured on PGlite). The
// rows travel as one JSON text; their month sums are kept between refreshes
// (flow-text.ts) until a table the query reads changes (load-cache.ts).
import type { CompiledConfig } from '../../../engine/config/compiled';
import { addMonths } from '../../../domain/planning';
import type { Queryable } from '../../db/adapter';
import type { SupplySettings } from '../settings';
import { DayMonths, monthSums } from './day-pairs';
import { decodeFlows, encodeFlows, flowsOf, type FlowRow, type Flows } from './flow-text';
import { receiptSourcesSql } from './receipts';
import { keptRows } from './load-cache';
import { queryJson, servingWarehouseCtes, tableFor } from './sql';

export type { Flows };

/** Open sales orders: drafts and confirmed ones not shipped or cancelled. */
export const OPEN_ORDER_STATUSES = ['draft', 'confirmed'];

/**
 * "d:q" of a date and a quantity, d in days after $2 (the window's first
 * day): q as its own text (a numeric's is cheaper to print than a float8's
 * and parses to the same number).
 */
const dayPair = (date: string, quantity: string) => `string_agg((${date} - $2::date)::text || ':' || (${quantity})::text, ',')`;

function window(settings: SupplySettings, fromMonths: number, toMonths: number) {
  const first = addMonths(settings.horizon.start, fromMonths);
  return { first, from: `${first}-01`, to: `${addMonths(settings.horizon.start, toMonths)}-01` };
}

/**
 * Runs a query answering (p, w, v "d:q"), sums each series per month of the
 * window starting `first`, and keeps the sums (flow-text.ts); or reads them
 * as kept at the last refresh when none of its tables changed since
 * (load-cache.ts).
 */
async function run(db: Queryable, name: string, sql: string, params: unknown[], first: string): Promise<Flows> {
  const companyId = params[0] as number;
  let read: Flows | null = null;
  // The kept text's form is part of its key: rows kept in another form are read afresh.
  const kept = await keptRows(db, companyId, name, `${sql}\n-- kept as month sums`, params, async () => {
    const rows = JSON.parse(await queryJson(db, sql, params)) as Array<{ p: number; w: number; v: string | null }>;
    const months = new DayMonths(first);
    const sums: FlowRow[] = [];
    for (const row of rows) {
      const pairs = monthSums(row.v, months);
      if (pairs.length > 0) sums.push({ p: row.p, w: row.w, pairs });
    }
    read = flowsOf(sums);
    return encodeFlows(read);
  });
  return read ?? decodeFlows(kept.rows);
}

/** Consensus forecast (override, else statistical) of the horizon's months. */
export async function loadForecast(db: Queryable, config: CompiledConfig, settings: SupplySettings, companyId: number): Promise<Flows> {
  const table = tableFor(config, 'forecast-value');
  if (!table) return flowsOf([]);
  const { first, from, to } = window(settings, 0, settings.horizon.months);
  const sql = `WITH ${servingWarehouseCtes(config)}
SELECT f.product_id AS p, coalesce(cw.warehouse_id, main.id) AS w, ${dayPair('f.month', 'coalesce(f.override, f.statistical)')} AS v
  FROM ${table} f LEFT JOIN cw ON cw.customer_id = f.customer_id CROSS JOIN main
  WHERE f.company_id = $1 AND f.month >= $2::date AND f.month < $3::date AND main.id IS NOT NULL GROUP BY 1, 2`;
  return run(db, 'forecast', sql, [companyId, from, to], first);
}

/** Open order lines by the month they are promised (else requested) for; earlier months keep their negative t. */
export async function loadOrders(db: Queryable, config: CompiledConfig, settings: SupplySettings, companyId: number): Promise<Flows> {
  const lines = tableFor(config, 'sales-order-line');
  const orders = tableFor(config, 'sales-order');
  if (!lines || !orders) return flowsOf([]);
  const { first, from, to } = window(settings, 0, settings.horizon.months);
  const date = 'coalesce(l.promised_date, l.requested_date)';
  const sql = `WITH ${servingWarehouseCtes(config)}
SELECT l.product_id AS p, coalesce(o.warehouse_id, cw.warehouse_id, main.id) AS w, ${dayPair(date, 'l.quantity')} AS v
  FROM ${lines} l JOIN ${orders} o ON o.id = l.order_id AND o.company_id = l.company_id
  LEFT JOIN cw ON cw.customer_id = o.customer_id CROSS JOIN main
  WHERE l.company_id = $1 AND o.status = ANY($4::text[]) AND ${date} < $3::date GROUP BY 1, 2`;
  return run(db, 'orders', sql, [companyId, from, to, OPEN_ORDER_STATUSES], first);
}

/** Receipts of every source, overdue ones keeping their negative t. */
export async function loadReceipts(db: Queryable, config: CompiledConfig, settings: SupplySettings, companyId: number): Promise<Flows> {
  const sources = receiptSourcesSql(config, settings);
  if (sources.length === 0) return flowsOf([]);
  const { first, from, to } = window(settings, 0, settings.horizon.months);
  const sql = `WITH ${servingWarehouseCtes(config)}
SELECT p, w, ${dayPair('d', 'q')} AS v FROM (${sources.join(' UNION ALL ')}) r WHERE d < $3::date AND q > 0 AND w IS NOT NULL GROUP BY 1, 2`;
  return run(db, 'receipts', sql, [companyId, from, to], first);
}

/** Sales of the `months` months before the horizon, t = 0 for the oldest. */
export async function loadHistory(db: Queryable, config: CompiledConfig, settings: SupplySettings, companyId: number, months: number): Promise<Flows> {
  const table = tableFor(config, 'sales-line');
  if (!table) return flowsOf([]);
  const { first, from, to } = window(settings, -months, 0);
  const sql = `WITH ${servingWarehouseCtes(config)}
SELECT s.product_id AS p, coalesce(cw.warehouse_id, main.id) AS w, ${dayPair('s.month', 's.quantity')} AS v
  FROM ${table} s LEFT JOIN cw ON cw.customer_id = s.customer_id CROSS JOIN main
  WHERE s.company_id = $1 AND s.month >= $2::date AND s.month < $3::date AND main.id IS NOT NULL GROUP BY 1, 2`;
  return run(db, 'history', sql, [companyId, from, to], first);
}

/** Month-end stock of the `months` months before the horizon, t = 0 for the oldest. */
export async function loadSnapshots(db: Queryable, config: CompiledConfig, settings: SupplySettings, companyId: number, months: number): Promise<Flows> {
  const table = tableFor(config, 'stock-snapshot');
  if (!table) return flowsOf([]);
  const { first, from, to } = window(settings, -months, 0);
  const sql = `SELECT product_id AS p, warehouse_id AS w, ${dayPair('month', 'quantity')} AS v
  FROM ${table} WHERE company_id = $1 AND month >= $2::date AND month < $3::date GROUP BY 1, 2`;
  return run(db, 'snapshots', sql, [companyId, from, to], first);
}
