// What the projection needs to know about products, stock records and
// suppliers, read in three set-based queries: every product (source, cost,
// lead time, launch), every stock record with its replenishment policy, the
// suppliers of bought products (a row or its supplier deactivated counts as
// inactive) and each supplier's lead-time variability from its receipts.
import type { CompiledConfig } from '../../../engine/config/compiled';
import type { SupplierOption } from '../../../domain/planning';
import type { Queryable } from '../../db/adapter';
import { keptRows } from './load-cache';
import { queryJson, requireTable, tableFor } from './sql';

/**
 * The rows of `sql` (queryRows), kept between refreshes like the flows
 * (load-cache.ts) until a table the query reads changes: a refresh follows a
 * change of some input, rarely of products, stock records and suppliers, and
 * reading them again cost PGlite ~180 ms of the 30,000 series' load.
 */
async function keptQuery<T>(db: Queryable, companyId: number, name: string, sql: string, params: unknown[], orderBy?: string): Promise<T[]> {
  const key = orderBy ? `${sql}\n-- ordered by ${orderBy}` : sql;
  const kept = await keptRows(db, companyId, name, key, params, () => queryJson(db, sql, params, orderBy));
  return JSON.parse(kept.rows) as T[];
}

export interface ProductRow {
  id: number;
  source: string;
  status: string;
  unitCost: number | null;
  leadTimeDays: number | null;
  moq: number | null;
  launchDate: string | null;
}

export interface StockRow {
  p: number;
  w: number;
  quantity: number;
  policy: string;
  minQuantity: number | null;
  maxQuantity: number | null;
}

export interface SupplierRow extends SupplierOption {
  productId: number;
  supplierId: number;
  /** The product-supplier row: suppliers are listed per product in its order. */
  linkId?: number;
}

export async function loadProducts(db: Queryable, config: CompiledConfig, companyId: number): Promise<ProductRow[]> {
  return keptQuery<ProductRow>(db, companyId, 'products',
    `SELECT id, source, status, unit_cost::float8 AS "unitCost", lead_time_days AS "leadTimeDays", moq::float8 AS moq,
            to_char(launch_date, 'YYYY-MM-DD') AS "launchDate"
     FROM ${requireTable(config, 'product')} WHERE company_id = $1`,
    [companyId],
  );
}

export async function loadStock(db: Queryable, config: CompiledConfig, companyId: number): Promise<StockRow[]> {
  const table = tableFor(config, 'stock-on-hand');
  if (!table) return [];
  return keptQuery<StockRow>(db, companyId, 'stock',
    `SELECT product_id AS p, warehouse_id AS w, quantity::float8 AS quantity, policy,
            min_quantity::float8 AS "minQuantity", max_quantity::float8 AS "maxQuantity"
     FROM ${table} WHERE company_id = $1`,
    [companyId],
  );
}

export async function loadSuppliers(db: Queryable, config: CompiledConfig, companyId: number): Promise<SupplierRow[]> {
  const links = tableFor(config, 'product-supplier');
  if (!links) return [];
  const suppliers = requireTable(config, 'supplier');
  return keptQuery<SupplierRow>(db, companyId, 'suppliers',
    `SELECT l.product_id AS "productId", l.supplier_id AS "supplierId", l.price::float8 AS price, l.lead_time_days AS "leadTimeDays",
            l.moq::float8 AS moq, l.order_multiple::float8 AS "orderMultiple", coalesce(l.preferred, false) AS preferred,
            (coalesce(l.active, true) AND coalesce(s.active, true)) AS active, l.id AS "linkId"
     FROM ${links} l JOIN ${suppliers} s ON s.id = l.supplier_id AND s.company_id = l.company_id
     WHERE l.company_id = $1`,
    [companyId],
    'supply_row."productId", supply_row."linkId"',
  );
}

/** Standard deviation of the days from order to receipt per supplier, over the last two years of receipts. */
export async function loadLeadTimeDeviation(db: Queryable, config: CompiledConfig, companyId: number, today: string): Promise<Map<number, number>> {
  const receipts = tableFor(config, 'purchase-receipt');
  const orders = tableFor(config, 'purchase-order');
  if (!receipts || !orders) return new Map();
  const rows = await db.query<{ supplier: number; sd: number | null }>(
    `SELECT o.supplier_id AS supplier, stddev_samp(r.date - o.order_date)::float8 AS sd
     FROM ${receipts} r JOIN ${orders} o ON o.id = r.order_id AND o.company_id = r.company_id
     WHERE r.company_id = $1 AND r.date >= $2::date - 730 GROUP BY o.supplier_id`,
    [companyId, today],
  );
  return new Map(rows.filter((r) => r.sd !== null).map((r) => [r.supplier, r.sd as number]));
}

export interface FirmRow {
  productId: number;
  /** 'YYYY-MM' */
  month: string;
  quantity: number;
}

/** The MPS quantities the planner fixed (config/entities/mps-firm.yaml); none when the config has no such entity. */
export async function loadFirmed(db: Queryable, config: CompiledConfig, companyId: number): Promise<FirmRow[]> {
  const table = tableFor(config, 'mps-firm');
  if (!table) return [];
  return db.query<FirmRow>(
    `SELECT product_id AS "productId", to_char(month, 'YYYY-MM') AS month, quantity::float8 AS quantity FROM ${table} WHERE company_id = $1`,
    [companyId],
  );
}
