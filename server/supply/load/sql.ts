// SQL pieces the supply loaders share: entity tables by id (an entity the
// config does not declare is a source that does not exist yet), month
// arithmetic relative to the horizon, the warehouse that serves each
// customer, and the compact "t:q,t:q" text one row per series carries its
// monthly figures in (one text per series parses faster than rows per cell).
import type { CompiledConfig } from '../../../engine/config/compiled';
import type { Queryable } from '../../db/adapter';
import { tableOf } from '../../data-engine/sql';

/**
 * The rows of `sql` read as one JSON text (json_agg) parsed natively: on
 * PGlite the adapter's row-by-row decoding cost four to ten times the query
 * (30,000 stock rows: 29 ms of CPU as rows, 7 ms as JSON at a tenth of the
 * full size). Columns keep their names; int, float8 and bool arrive as
 * numbers and booleans as from the adapter, text as text (select dates as
 * text, bigints as int). A non-finite float8 arrives as the text 'NaN' or
 * 'Infinity' (JSON has no such numbers), which readers treat as not finite.
 * `orderBy` (over the columns of supply_row, the rows of `sql`) orders the rows; an ORDER BY inside `sql`
 * would not be guaranteed to survive the aggregation.
 */
export async function queryRows<T>(db: Queryable, sql: string, params: unknown[], orderBy?: string): Promise<T[]> {
  return JSON.parse(await queryJson(db, sql, params, orderBy)) as T[];
}

/** The JSON text queryRows parses. */
export async function queryJson(db: Queryable, sql: string, params: readonly unknown[], orderBy?: string): Promise<string> {
  const order = orderBy ? ` ORDER BY ${orderBy}` : '';
  const [row] = await db.query<{ rows: string }>(`SELECT coalesce(json_agg(supply_row${order}), '[]')::text AS rows FROM (${sql}) supply_row`, params as never);
  return row.rows;
}

/** The table of a declared, stored entity; null when the config does not declare it. */
export function tableFor(config: CompiledConfig, entityId: string): string | null {
  const entity = config.entities.find((e) => e.id === entityId);
  return entity && !entity.computed ? tableOf(entity) : null;
}

export function requireTable(config: CompiledConfig, entityId: string): string {
  const table = tableFor(config, entityId);
  if (!table) throw new Error(`supply planning needs entity "${entityId}" in config/entities`);
  return table;
}

/** Month index (year * 12 + month - 1) of a date or month column, as SQL. */
export const monthIndexSql = (expr: string): string => `(extract(year FROM ${expr})::int * 12 + extract(month FROM ${expr})::int - 1)`;

/** "t:q" pairs aggregated per group, t and q being SQL expressions. */
export const pairsSql = (t: string, q: string): string => `string_agg((${t})::text || ':' || (${q})::float8::text, ',')`;

/**
 * CTEs `cw` (customer_id -> the warehouse most of its orders ship from) and
 * `main` (id: the warehouse most orders ship from, else the first active
 * one): where forecasts and sales, which have no warehouse, are planned.
 * $1 is the company.
 */
export function servingWarehouseCtes(config: CompiledConfig): string {
  const warehouses = requireTable(config, 'warehouse');
  const orders = tableFor(config, 'sales-order');
  const cw = orders
    ? `cw AS MATERIALIZED (
  SELECT DISTINCT ON (customer_id) customer_id, warehouse_id FROM (
    SELECT customer_id, warehouse_id, count(*) AS n FROM ${orders}
    WHERE company_id = $1 AND warehouse_id IS NOT NULL GROUP BY customer_id, warehouse_id) x
  ORDER BY customer_id, n DESC, warehouse_id)`
    : `cw AS (SELECT NULL::int AS customer_id, NULL::int AS warehouse_id WHERE false)`;
  const busiest = orders
    ? `(SELECT warehouse_id FROM ${orders} WHERE company_id = $1 AND warehouse_id IS NOT NULL GROUP BY warehouse_id ORDER BY count(*) DESC, warehouse_id LIMIT 1), `
    : '';
  return `${cw},
main AS MATERIALIZED (SELECT coalesce(${busiest}(SELECT id FROM ${warehouses} WHERE company_id = $1 ORDER BY active DESC, code LIMIT 1)) AS id)`;
}

/** Adds "t:q,t:q" into row `row` of a series-major matrix (t shifted by `offset`, kept when 0 <= t < months). */
export function addPairs(text: string | null, matrix: Float64Array, row: number, months: number, offset = 0, clampPast = false): void {
  if (!text) return;
  let start = 0;
  const base = row * months;
  while (start < text.length) {
    let end = text.indexOf(',', start);
    if (end < 0) end = text.length;
    const colon = text.indexOf(':', start);
    let t = Number(text.slice(start, colon)) + offset;
    const q = Number(text.slice(colon + 1, end));
    if (t < 0 && clampPast) t = 0;
    if (t >= 0 && t < months && Number.isFinite(q)) matrix[base + t] += q;
    start = end + 1;
  }
}
