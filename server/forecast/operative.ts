// The operative forecast (entity operative-forecast): per product x customer
// and month of the operative horizon, the consensus forecast net of the
// confirmed orders that consume it (engine/planning consumeForecast). It is
// materialised, not computed per request: the page pages, sorts, filters and
// exports it like any table. It is recomputed after the events that change
// it here (a run finishing, a cycle opening or closing) and, because orders
// and overrides change through the generic data API and the grid, whenever
// it is read and its sources differ from when it was computed (signature).
import { consumeForecast, type ConsumptionOrder } from '../../engine/planning/forecast-consumption';
import { monthIndex, monthKey } from '../../engine/planning/calendar';
import type { Db, Queryable } from '../db/adapter';
import { planningMonth } from './cycle-math';
import { readCycles } from './runs';
import { loadSettings } from './settings';

export interface OperativeSeries {
  productId: number;
  customerId: number;
  forecast: number[];
  orders: ConsumptionOrder[];
}

export interface OperativeRow {
  productId: number;
  customerId: number;
  month: string;
  forecast: number;
  orders: number;
  consumed: number;
  netForecast: number;
  unforecastOrders: number;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/** Pure: one series' rows over the horizon. */
export function operativeRows(series: OperativeSeries, horizon: { start: string; months: number }, backward: number, forward: number): OperativeRow[] {
  const result = consumeForecast({ horizon, forecast: series.forecast, orders: series.orders, backwardBuckets: backward, forwardBuckets: forward });
  const first = monthIndex(horizon.start);
  const ordered = new Array<number>(horizon.months).fill(0);
  const beyond = new Array<number>(horizon.months).fill(0);
  series.orders.forEach((order, i) => {
    const t = monthIndex(order.date) - first;
    if (t < 0 || t >= horizon.months) return;
    ordered[t] += order.quantity;
    beyond[t] += result.orders[i].unconsumed;
  });
  return Array.from({ length: horizon.months }, (_, t) => ({
    productId: series.productId,
    customerId: series.customerId,
    month: monthKey(first + t),
    forecast: round(series.forecast[t] ?? 0),
    orders: round(ordered[t]),
    consumed: round(result.consumed[t]),
    netForecast: round(result.netForecast[t]),
    unforecastOrders: round(beyond[t]),
  })).filter((row) => row.forecast !== 0 || row.orders !== 0);
}

async function horizonOf(db: Queryable, companyId: number, today: string) {
  const settings = await loadSettings(db, companyId);
  const start = planningMonth(await readCycles(db, companyId), today);
  return { settings, horizon: { start, months: settings.operativeMonths } };
}

/** What the operative forecast depends on, in one cheap row: equal signatures, equal results. */
async function signature(db: Queryable, companyId: number, today: string): Promise<string> {
  const { horizon } = await horizonOf(db, companyId, today);
  const end = `${monthKey(monthIndex(horizon.start) + horizon.months)}-01`;
  const [row] = await db.query<{ s: string }>(
    `SELECT concat_ws('|', $2::text, $3::text,
       (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM data_forecast_values WHERE company_id = $1 AND month >= $2::date AND month < $3::date),
       (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM data_sales_orders WHERE company_id = $1),
       (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM data_sales_order_lines WHERE company_id = $1),
       (SELECT coalesce(max(updated_at)::text, '') FROM data_forecast_settings WHERE company_id = $1)) AS s`,
    [companyId, `${horizon.start}-01`, end],
  );
  return row.s;
}

export async function computeOperative(db: Db, companyId: number, today: string): Promise<number> {
  const { settings, horizon } = await horizonOf(db, companyId, today);
  const first = monthIndex(horizon.start);
  const from = `${monthKey(first - settings.consumptionForward)}-01`;
  const to = `${monthKey(first + horizon.months + settings.consumptionBackward)}-01`;
  // One row per series with its months as arrays: decoding a row per month was most of the read's cost on PGlite.
  const [forecasts, orders] = await Promise.all([
    db.query<{ p: number; c: number; t: number[]; q: number[] }>(
      `SELECT product_id AS p, customer_id AS c,
              array_agg(extract(year FROM month)::int * 12 + extract(month FROM month)::int - 1) AS t,
              array_agg(coalesce(override, statistical, 0)::float8) AS q
       FROM data_forecast_values WHERE company_id = $1 AND month >= $2::date AND month < $3::date
       GROUP BY product_id, customer_id`,
      [companyId, `${horizon.start}-01`, `${monthKey(first + horizon.months)}-01`],
    ),
    db.query<{ p: number; c: number; id: number; d: string; q: number }>(
      `SELECT l.product_id AS p, o.customer_id AS c, l.id, to_char(coalesce(l.promised_date, l.requested_date), 'YYYY-MM-DD') AS d, l.quantity::float8 AS q
       FROM data_sales_order_lines l JOIN data_sales_orders o ON o.id = l.order_id AND o.company_id = $1
       WHERE l.company_id = $1 AND o.status = 'confirmed' AND coalesce(l.promised_date, l.requested_date) >= $2::date AND coalesce(l.promised_date, l.requested_date) < $3::date`,
      [companyId, from, to],
    ),
  ]);
  const series = new Map<string, OperativeSeries>();
  const of = (p: number, c: number) => {
    const key = `${p}:${c}`;
    let s = series.get(key);
    if (!s) series.set(key, (s = { productId: Number(p), customerId: Number(c), forecast: new Array(horizon.months).fill(0), orders: [] }));
    return s;
  };
  for (const f of forecasts) {
    const target = of(f.p, f.c).forecast;
    f.t.forEach((t, i) => (target[Number(t) - first] = Number(f.q[i])));
  }
  for (const o of orders) of(o.p, o.c).orders.push({ orderId: Number(o.id), date: o.d, quantity: Number(o.q) });
  const byProduct = new Map<number, OperativeSeries[]>();
  for (const s of series.values()) {
    const list = byProduct.get(s.productId);
    if (list) list.push(s);
    else byProduct.set(s.productId, [s]);
  }
  const products = [...byProduct.keys()];
  let rowCount = 0;
  // Replaced a slice of products at a time, each its own short transaction with
  // a turn of the event loop between: PGlite runs in the server's process, and
  // one delete-and-insert of the whole company held every request for seconds
  // at the end of a forecast run. Readers do not see the slices: the data API
  // and the reports await this refresh (refresh() below) before they read.
  for (let i = 0; i < products.length; i += PRODUCTS_PER_SLICE) {
    const slice = products.slice(i, i + PRODUCTS_PER_SLICE);
    const rows = slice.flatMap((p) => byProduct.get(p)!.flatMap((s) => operativeRows(s, horizon, settings.consumptionBackward, settings.consumptionForward)));
    rowCount += rows.length;
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM data_operative_forecasts WHERE company_id = $1 AND product_id = ANY($2::int[])', [companyId, slice]);
      if (rows.length > 0) await insertRows(tx, companyId, rows);
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Products left without forecast or orders keep no rows.
  await db.query('DELETE FROM data_operative_forecasts WHERE company_id = $1 AND NOT (product_id = ANY($2::int[]))', [companyId, products]);
  return rowCount;
}

const PRODUCTS_PER_SLICE = 100;

async function insertRows(tx: Queryable, companyId: number, rows: OperativeRow[]): Promise<void> {
  const records = rows.map((r) => ({ p: r.productId, c: r.customerId, m: `${r.month}-01`, f: r.forecast, o: r.orders, k: r.consumed, n: r.netForecast, u: r.unforecastOrders }));
  await tx.query(
    `INSERT INTO data_operative_forecasts (company_id, product_id, customer_id, month, forecast, orders, consumed, net_forecast, unforecast_orders, computed_at)
     SELECT $1, r.p, r.c, r.m, r.f, r.o, r.k, r.n, r.u, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')
     FROM jsonb_to_recordset($2::jsonb) AS r(p integer, c integer, m date, f numeric, o numeric, k numeric, n numeric, u numeric)`,
    [companyId, JSON.stringify(records)],
  );
}

/** Recomputes when the sources changed since this instance last computed (or never did). */
export class OperativeForecast {
  private readonly signatures = new Map<number, string>();
  private readonly pending = new Map<number, Promise<void>>();

  constructor(private readonly db: Db) {}

  async refresh(companyId: number, today: string, force = false): Promise<void> {
    const running = this.pending.get(companyId);
    if (running) return running;
    const work = (async () => {
      const current = await signature(this.db, companyId, today);
      if (!force && this.signatures.get(companyId) === current) return;
      await computeOperative(this.db, companyId, today);
      this.signatures.set(companyId, current);
    })().finally(() => this.pending.delete(companyId));
    this.pending.set(companyId, work);
    return work;
  }
}

const perDb = new WeakMap<object, OperativeForecast>();

/** The one cache of a database handle: the data API's reads and the reports' refresh share it, so a change is recomputed once, never by two writers at a time. */
export function operativeForecastOf(db: Db): OperativeForecast {
  let cache = perDb.get(db);
  if (!cache) perDb.set(db, (cache = new OperativeForecast(db)));
  return cache;
}
