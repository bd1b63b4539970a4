// What the master schedule plans against, per product, each one
// set-based query over the company $1: stock on hand (all warehouses), the
// consensus forecast per month of the horizon, open sales order lines by
// the day they are promised (else requested) and open production orders by
// the day their output is expected. Months are returned as t = month index
// - the horizon's first month (overdue dates keep their negative t).
import type { CompiledConfig } from '../../../engine/config/compiled';
import { addMonths, monthIndex, type Horizon } from '../../../domain/planning';
import type { Queryable } from '../../db/adapter';
import { expectedDateSql, monthIndexSql, OPEN_PRODUCTION_STATUSES, OPEN_SALES_STATUSES, tableFor } from '../tables';

export interface MonthQuantity {
  productId: number;
  t: number;
  quantity: number;
}

export interface DatedOrder {
  id: number;
  productId: number;
  /** YYYY-MM-DD */
  date: string;
  quantity: number;
}

export interface ProductionReceipt extends DatedOrder {
  /**
   * Its due day: its line load lands in that month (rough-cut capacity: what
   * the month must make, whether or not the schedule manages it; a finite
   * schedule would only push the excess into later months).
   */
  loadDate: string;
}

const end = (horizon: Horizon) => `${addMonths(horizon.start, horizon.months)}-01`;

/** product id -> stock on hand over every warehouse; a product without any stock record is absent. */
export async function loadStock(db: Queryable, config: CompiledConfig, companyId: number): Promise<Map<number, number>> {
  const table = tableFor(config, 'stock-on-hand');
  if (!table) return new Map();
  const rows = await db.query<{ p: number; q: number }>(
    `SELECT product_id AS p, sum(quantity)::float8 AS q FROM ${table} WHERE company_id = $1 GROUP BY product_id`,
    [companyId],
  );
  return new Map(rows.map((r) => [r.p, r.q]));
}

/** Consensus forecast (override, else statistical) summed over customers, per product and month of the horizon. */
export async function loadForecast(db: Queryable, config: CompiledConfig, companyId: number, horizon: Horizon): Promise<MonthQuantity[]> {
  const table = tableFor(config, 'forecast-value');
  if (!table) return [];
  return db.query<MonthQuantity>(
    `SELECT product_id AS "productId", ${monthIndexSql('month')} - $2 AS t, sum(coalesce(override, statistical))::float8 AS quantity
     FROM ${table} WHERE company_id = $1 AND month >= $3::date AND month < $4::date
     GROUP BY product_id, month HAVING sum(coalesce(override, statistical)) > 0`,
    [companyId, monthIndex(horizon.start), `${horizon.start}-01`, end(horizon)],
  );
}

/** Open sales order lines due before the horizon's end (overdue ones included). */
export async function loadSalesOrders(db: Queryable, config: CompiledConfig, companyId: number, horizon: Horizon): Promise<DatedOrder[]> {
  const lines = tableFor(config, 'sales-order-line');
  const orders = tableFor(config, 'sales-order');
  if (!lines || !orders) return [];
  const date = 'coalesce(l.promised_date, l.requested_date)';
  return db.query<DatedOrder>(
    `SELECT l.id, l.product_id AS "productId", to_char(${date}, 'YYYY-MM-DD') AS date, l.quantity::float8 AS quantity
     FROM ${lines} l JOIN ${orders} o ON o.id = l.order_id AND o.company_id = l.company_id
     WHERE l.company_id = $1 AND o.status = ANY($2::text[]) AND ${date} < $3::date`,
    [companyId, OPEN_SALES_STATUSES, end(horizon)],
  );
}

/** Open production orders: what each still has to make, on the day it is expected. */
export async function loadProductionReceipts(db: Queryable, config: CompiledConfig, companyId: number, horizon: Horizon): Promise<ProductionReceipt[]> {
  const table = tableFor(config, 'production-order');
  if (!table) return [];
  return db.query<ProductionReceipt>(
    `SELECT o.id, o.product_id AS "productId", ${expectedDateSql('o')} AS date, to_char(o.due_date, 'YYYY-MM-DD') AS "loadDate",
            greatest(o.quantity - coalesce(o.produced_quantity, 0), 0)::float8 AS quantity
     FROM ${table} o
     WHERE o.company_id = $1 AND o.status = ANY($2::text[]) AND ${expectedDateSql('o')} < $3
       AND o.quantity > coalesce(o.produced_quantity, 0)`,
    [companyId, OPEN_PRODUCTION_STATUSES, end(horizon)],
  );
}
