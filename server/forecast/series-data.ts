// What a run forecasts, read from the database: the series of a company
// (product x customer with sales in the history window, plus new products
// for the customers of their like product) and, per batch, their monthly
// histories in two statements whatever the batch size.
//
// Both answer a few rows of arrays rather than a row per series or per
// month: on PGlite every row returned is a protocol message decoded in the
// server's one thread, and that decoding (not the query) was ~90% of a
// batch's read (250 series: ~200 ms as 9,000 rows, ~20 ms as 250), time in
// which no request is served.
import { monthIndex, monthKey } from '../../engine/time/calendar';
import type { Queryable } from '../db/adapter';
import type { SeriesInput } from './series-plan';
import { NEW_PRODUCT_MONTHS } from './series-plan';
import { nextChunk } from './slices';

export type SeriesKey = [productId: number, customerId: number];

export interface RunScope {
  /** A node of the product hierarchy: its products and those of the nodes under it. */
  family?: number;
  products?: number[];
}

const monthExpr = (column: string) => `(extract(year FROM ${column})::int * 12 + extract(month FROM ${column})::int - 1)`;

/** The filter of a scope on data_products p, its parameters appended to `params`. */
function scopeFilter(scope: RunScope, params: unknown[]): string {
  let products = '';
  if (scope.family !== undefined) {
    params.push(scope.family);
    products += ` AND p.family_id IN (
      WITH RECURSIVE node AS (
        SELECT id, 1 AS depth FROM data_product_families WHERE company_id = $1 AND id = $${params.length}
        UNION ALL SELECT f.id, node.depth + 1 FROM data_product_families f JOIN node ON f.parent_id = node.id WHERE f.company_id = $1 AND node.depth < 8
      ) SELECT id FROM node)`;
  }
  if (scope.products) {
    params.push(scope.products);
    products += ` AND p.id = ANY($${params.length}::int[])`;
  }
  return products;
}

/** Every series to forecast for a cycle, ordered by product then customer. */
export async function listSeries(db: Queryable, companyId: number, window: { start: string; cycle: string; horizon: number }, scope: RunScope = {}): Promise<SeriesKey[]> {
  const params: unknown[] = [companyId, `${window.start}-01`, `${window.cycle}-01`, `${monthKey(monthIndex(window.cycle) - NEW_PRODUCT_MONTHS)}-01`, `${monthKey(monthIndex(window.cycle) + window.horizon)}-01`];
  const products = scopeFilter(scope, params);
  // The same products on the sales lines' side: their index is read for those products only, not scanned whole and joined.
  const sales = scope.products ? ` AND s.product_id = ANY($${params.length}::int[])` : '';
  const [row] = await db.query<{ p: number[] | null; c: number[] | null }>(
    `SELECT array_agg(k.p ORDER BY k.p, k.c) AS p, array_agg(k.c ORDER BY k.p, k.c) AS c FROM (
       SELECT s.product_id AS p, s.customer_id AS c FROM data_sales_lines s JOIN data_products p ON p.id = s.product_id AND p.company_id = $1
       WHERE s.company_id = $1 AND s.month >= $2::date AND s.month < $3::date${products}${sales}
       GROUP BY s.product_id, s.customer_id
       UNION
       SELECT p.id, s.customer_id FROM data_products p JOIN data_sales_lines s ON s.product_id = p.like_id AND s.company_id = $1
       WHERE p.company_id = $1 AND p.like_id IS NOT NULL AND p.status <> 'discontinued'
         AND p.launch_date >= $4::date AND p.launch_date < $5::date AND s.month >= $2::date AND s.month < $3::date${products}
       GROUP BY p.id, s.customer_id) k`,
    params as never,
  );
  const p = row?.p ?? [];
  const c = row?.c ?? [];
  return p.map((product, i) => [Number(product), Number(c[i])]);
}

/** Series listed per read: ~20 ms on PGlite, whose one connection every request waits for. */
const LIST_SERIES = 500;

/**
 * listSeries a chunk of products at a time, each chunk its own statement
 * with a turn of the event loop between: one statement of the whole
 * company (10,000 series from 360,000 sales lines) held PGlite for ~0.3 s.
 */
export async function listSeriesInChunks(db: Queryable, companyId: number, window: { start: string; cycle: string; horizon: number }, scope: RunScope = {}): Promise<SeriesKey[]> {
  const params: unknown[] = [companyId];
  const filter = scopeFilter(scope, params);
  const ids = (await db.query<{ id: number }>(`SELECT p.id FROM data_products p WHERE p.company_id = $1${filter} ORDER BY p.id`, params as never)).map((r) => Number(r.id));
  const series: SeriesKey[] = [];
  for (let i = 0; i < ids.length; ) {
    const chunk = ids.slice(i, i + nextChunk(LIST_SERIES, series.length, i));
    i += chunk.length;
    series.push(...(await listSeries(db, companyId, window, { products: chunk })));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return series;
}

/** Histories of a batch's series over the window [start, cycle). */
export async function loadBatch(db: Queryable, companyId: number, keys: readonly SeriesKey[], window: { start: string; cycle: string }): Promise<SeriesInput[]> {
  const first = monthIndex(window.start);
  const months = monthIndex(window.cycle) - first;
  const products = [...new Set(keys.map(([p]) => p))];
  const info = await db.query<{ id: number; status: string; like_id: number | null; launch: string | null }>(
    `SELECT id, status, like_id, to_char(launch_date, 'YYYY-MM') AS launch FROM data_products WHERE company_id = $1 AND id = ANY($2::int[])`,
    [companyId, products],
  );
  const byProduct = new Map(info.map((p) => [Number(p.id), p]));
  // The like's series are read beside the batch's own (same customer).
  const likeKeys = keys.map(([p, c]) => [byProduct.get(p)?.like_id ?? null, c] as const).filter((k): k is readonly [number, number] => k[0] !== null);
  const all = [...keys, ...likeKeys];
  const rows = await db.query<{ p: number; c: number; t: number[]; q: number[] }>(
    `SELECT s.product_id AS p, s.customer_id AS c, array_agg(${monthExpr('s.month')}) AS t, array_agg(s.quantity::float8) AS q
     FROM data_sales_lines s JOIN (SELECT DISTINCT * FROM unnest($2::int[], $3::int[]) AS k(p, c)) k ON s.product_id = k.p AND s.customer_id = k.c
     WHERE s.company_id = $1 AND s.month >= $4::date AND s.month < $5::date
     GROUP BY s.product_id, s.customer_id`,
    [companyId, all.map((k) => k[0]), all.map((k) => k[1]), `${window.start}-01`, `${window.cycle}-01`],
  );
  const series = new Map<string, number[]>();
  const of = (p: number, c: number) => {
    const key = `${p}:${c}`;
    let values = series.get(key);
    if (!values) series.set(key, (values = new Array<number>(months).fill(0)));
    return values;
  };
  // t[i] and q[i] are one sales line: a group's aggregates are fed the same rows together.
  for (const r of rows) {
    const values = of(Number(r.p), Number(r.c));
    r.t.forEach((t, i) => (values[Number(t) - first] += Number(r.q[i])));
  }
  return keys.map(([p, c]) => {
    const product = byProduct.get(p);
    const like = product?.like_id ?? null;
    return {
      productId: p,
      customerId: c,
      history: of(p, c),
      status: product?.status ?? 'active',
      launch: product?.launch ?? null,
      likeId: like === null ? null : Number(like),
      likeHistory: like === null ? null : of(Number(like), c),
    };
  });
}
