// What the product analytics read, one set-based query each: monthly sales
// of the last 24 months per product ("t:quantity:value" texts), each
// product's last sale ever, the forecast of the next 12 months, stock on
// hand, attribute values, and per product and past month the lag-1
// forecast, month-end stock, and shipped order lines (on time or not).
import type { CompiledConfig } from '../../../engine/config/compiled';
import { addMonths, monthIndex } from '../../../domain/planning';
import type { Queryable } from '../../db/adapter';
import { monthIndexSql, pairsSql, requireTable, tableFor } from '../load/sql';
import type { SupplySettings } from '../settings';

export const ANALYTICS_MONTHS = 24;

export interface AnalyticsProduct {
  id: number;
  subfamily: number | null;
  family: number | null;
  status: string;
  launchDate: string | null;
  like: number | null;
  lastSale: string | null;
  forecast12: number;
  onHand: number;
}

export interface PerProduct {
  p: number;
  v: string;
}

export interface AnalyticsInputs {
  settings: SupplySettings;
  products: AnalyticsProduct[];
  /** "t:q" of the 24 months before the horizon (t = 0 the oldest), quantities and values. */
  salesQuantity: PerProduct[];
  salesValue: PerProduct[];
  attributes: Array<{ p: number; a: number; v: string }>;
  forecastLag1: PerProduct[];
  stock: PerProduct[];
  orderLines: PerProduct[];
  onTimeLines: PerProduct[];
}

export async function loadAnalyticsInputs(db: Queryable, config: CompiledConfig, settings: SupplySettings, companyId: number): Promise<AnalyticsInputs> {
  const products = requireTable(config, 'product');
  const families = requireTable(config, 'product-family');
  const sales = tableFor(config, 'sales-line');
  const forecasts = tableFor(config, 'forecast-value');
  const stock = tableFor(config, 'stock-on-hand');
  const attributes = tableFor(config, 'product-attribute-value');
  const snapshots = tableFor(config, 'forecast-snapshot');
  const stockSnapshots = tableFor(config, 'stock-snapshot');
  const orderLines = tableFor(config, 'sales-order-line');
  const orders = tableFor(config, 'sales-order');
  const start = monthIndex(settings.horizon.start) - ANALYTICS_MONTHS;
  const from = `${addMonths(settings.horizon.start, -ANALYTICS_MONTHS)}-01`;
  const to = `${settings.horizon.start}-01`;
  const ahead = `${addMonths(settings.horizon.start, 12)}-01`;
  const params = [companyId, start, from, to];
  const pairs = (table: string | null, select: string, where = 'TRUE'): Promise<PerProduct[]> =>
    table
      ? db.query<PerProduct>(
        `SELECT p, ${pairsSql('t', 'q')} AS v FROM (${select}) x WHERE q <> 0 AND ${where} GROUP BY p`, params)
      : Promise.resolve([]);
  const month = (expr: string) => `${monthIndexSql(expr)} - $2`;
  const inWindow = (expr: string) => `${expr} >= $3::date AND ${expr} < $4::date`;

  const [productRows, salesQuantity, salesValue, attributeRows, forecastLag1, stockRows, lines, onTime] = await Promise.all([
    // Each per-product figure grouped once and joined, not a subquery per product (10,000 index scans of the sales lines).
    db.query<AnalyticsProduct>(
      `SELECT p.id, p.family_id AS subfamily, f.parent_id AS family, p.status, to_char(p.launch_date, 'YYYY-MM-DD') AS "launchDate", p.like_id AS like,
         to_char(ls.last, 'YYYY-MM') AS "lastSale", coalesce(fc.q, 0)::float8 AS "forecast12", coalesce(oh.q, 0)::float8 AS "onHand"
       FROM ${products} p LEFT JOIN ${families} f ON f.id = p.family_id AND f.company_id = p.company_id
       LEFT JOIN ${sales ? `(SELECT product_id, max(month) AS last FROM ${sales} WHERE company_id = $1 GROUP BY product_id)` : '(SELECT NULL::int AS product_id, NULL::date AS last)'} ls ON ls.product_id = p.id
       LEFT JOIN ${forecasts ? `(SELECT product_id, sum(coalesce(override, statistical)) AS q FROM ${forecasts} WHERE company_id = $1 AND month >= $2::date AND month < $3::date GROUP BY product_id)` : '(SELECT NULL::int AS product_id, NULL::numeric AS q)'} fc ON fc.product_id = p.id
       LEFT JOIN ${stock ? `(SELECT product_id, sum(quantity) AS q FROM ${stock} WHERE company_id = $1 GROUP BY product_id)` : '(SELECT NULL::int AS product_id, NULL::numeric AS q)'} oh ON oh.product_id = p.id
       WHERE p.company_id = $1 ORDER BY p.id`,
      [companyId, to, ahead],
    ),
    pairs(sales, `SELECT product_id AS p, ${month('month')} AS t, sum(quantity)::float8 AS q FROM ${sales} WHERE company_id = $1 AND ${inWindow('month')} GROUP BY 1, 2`),
    pairs(sales, `SELECT product_id AS p, ${month('month')} AS t, sum(coalesce(value, 0))::float8 AS q FROM ${sales} WHERE company_id = $1 AND ${inWindow('month')} GROUP BY 1, 2`),
    attributes ? db.query<{ p: number; a: number; v: string }>(`SELECT product_id AS p, attribute_id AS a, lower(value) AS v FROM ${attributes} WHERE company_id = $1`, [companyId]) : Promise.resolve([]),
    pairs(snapshots, `SELECT product_id AS p, ${month('month')} AS t, sum(quantity)::float8 AS q FROM ${snapshots} WHERE company_id = $1 AND lag = 1 AND ${inWindow('month')} GROUP BY 1, 2`),
    pairs(stockSnapshots, `SELECT product_id AS p, ${month('month')} AS t, sum(quantity)::float8 AS q FROM ${stockSnapshots} WHERE company_id = $1 AND ${inWindow('month')} GROUP BY 1, 2`),
    pairs(orderLines && orders, `SELECT l.product_id AS p, ${month('l.requested_date')} AS t, count(*)::float8 AS q FROM ${orderLines} l JOIN ${orders} o ON o.id = l.order_id AND o.company_id = l.company_id
      WHERE l.company_id = $1 AND o.status = 'shipped' AND ${inWindow('l.requested_date')} GROUP BY 1, 2`),
    pairs(orderLines && orders, `SELECT l.product_id AS p, ${month('l.requested_date')} AS t, count(*)::float8 AS q FROM ${orderLines} l JOIN ${orders} o ON o.id = l.order_id AND o.company_id = l.company_id
      WHERE l.company_id = $1 AND o.status = 'shipped' AND coalesce(l.promised_date, l.requested_date) <= l.requested_date AND ${inWindow('l.requested_date')} GROUP BY 1, 2`),
  ]);
  return { settings, products: productRows, salesQuantity, salesValue, attributes: attributeRows, forecastLag1, stock: stockRows, orderLines: lines, onTimeLines: onTime };
}
