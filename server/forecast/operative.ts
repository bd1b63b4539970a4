// The operative forecast (entity operative-forecast): per product x customer
// and month of the operative horizon, the consensus forecast net of the
// confirmed orders that consume it (domain/planning consumeForecast). It is
// materialised, not computed per request: the page pages, sorts, filters and
// exports it like any table. It is recomputed after the events that change
// it here (a run finishing, a cycle opening or closing) and, because orders
// and overrides change through the generic data API and the grid, whenever
// it is read and its sources differ from when it was computed (signature) or
// were written since (the entity hooks of entity-hooks.ts: invalidate on a
// write of a source, refresh before a read).
import { consumeForecast, type ConsumptionOrder } from '../../domain/planning/forecast-consumption';
import { monthIndex, monthKey } from '../../engine/time/calendar';
import type { Db, Queryable } from '../db/adapter';
import { planningMonth } from './cycle-math';
import { readCycles } from './runs';
import { loadSettings, type ForecastSettings } from './settings';
import { nextChunk } from './slices';

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

/**
 * Series read per chunk and rows written per transaction. PGlite runs in the
 * server's process: the whole company's read (10,000 series: ~140 ms of
 * CPU) and each delete-and-insert of 100 products (~15,000 rows: ~1.1-1.3 s)
 * held every request; a chunk's read, its delete and a slice's write now
 * take ~10-30 ms (bench:planning --stalls).
 */
const CHUNK_SERIES = 400;
const SLICE_ROWS = 300;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function computeOperative(db: Db, companyId: number, today: string): Promise<number> {
  const { settings, horizon } = await horizonOf(db, companyId, today);
  const products = (await db.query<{ id: number }>('SELECT id FROM data_products WHERE company_id = $1 ORDER BY id', [companyId])).map((r) => Number(r.id));
  let rowCount = 0;
  let seenSeries = 0;
  // A chunk of products at a time, sized from the series per product seen so far.
  for (let i = 0; i < products.length; ) {
    const chunk = products.slice(i, i + nextChunk(CHUNK_SERIES, seenSeries, i));
    i += chunk.length;
    const series = await readChunk(db, companyId, chunk, settings, horizon);
    seenSeries += series.length;
    const rows = series.flatMap((s) => operativeRows(s, horizon, settings.consumptionBackward, settings.consumptionForward));
    rowCount += rows.length;
    await nextTurn(); // the reads and the delete back to back held PGlite ~50-100 ms
    // The chunk's rows go in one statement (~1,200 rows: ~10 ms), its new ones a slice per short transaction,
    // a turn of the event loop between. Readers do not see the slices: the data API and the reports await this
    // refresh (refresh() below) before they read.
    await db.query('DELETE FROM data_operative_forecasts WHERE company_id = $1 AND product_id = ANY($2::int[])', [companyId, chunk]);
    for (let from = 0; from < rows.length; from += SLICE_ROWS) {
      await nextTurn();
      await db.transaction((tx) => insertRows(tx, companyId, rows.slice(from, from + SLICE_ROWS)));
    }
    await nextTurn();
  }
  return rowCount;
}

/** The forecast and the confirmed orders of a chunk's products, as series: one row per series with its months as arrays (a row per month was most of the read's cost on PGlite). */
async function readChunk(db: Db, companyId: number, chunk: number[], settings: ForecastSettings, horizon: { start: string; months: number }): Promise<OperativeSeries[]> {
  const first = monthIndex(horizon.start);
  const from = `${monthKey(first - settings.consumptionForward)}-01`;
  const to = `${monthKey(first + horizon.months + settings.consumptionBackward)}-01`;
  const forecasts = await db.query<{ p: number; c: number; t: number[]; q: number[] }>(
    `SELECT product_id AS p, customer_id AS c,
            array_agg(extract(year FROM month)::int * 12 + extract(month FROM month)::int - 1) AS t,
            array_agg(coalesce(override, statistical, 0)::float8) AS q
     FROM data_forecast_values WHERE company_id = $1 AND product_id = ANY($4::int[]) AND month >= $2::date AND month < $3::date
     GROUP BY product_id, customer_id`,
    [companyId, `${horizon.start}-01`, `${monthKey(first + horizon.months)}-01`, chunk],
  );
  const orders = await db.query<{ p: number; c: number; id: number; d: string; q: number }>(
    `SELECT l.product_id AS p, o.customer_id AS c, l.id, to_char(coalesce(l.promised_date, l.requested_date), 'YYYY-MM-DD') AS d, l.quantity::float8 AS q
     FROM data_sales_order_lines l JOIN data_sales_orders o ON o.id = l.order_id AND o.company_id = $1
     WHERE l.company_id = $1 AND l.product_id = ANY($4::int[]) AND o.status = 'confirmed'
       AND coalesce(l.promised_date, l.requested_date) >= $2::date AND coalesce(l.promised_date, l.requested_date) < $3::date`,
    [companyId, from, to, chunk],
  );
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
  return [...series.values()];
}

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

  /** A source was written: the next refresh recomputes whatever the signature says. */
  invalidate(companyId: number): void {
    this.signatures.delete(companyId);
  }

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
