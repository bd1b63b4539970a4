// The product analytics from their inputs: ABC/XYZ classes (domain/planning
// abc-xyz.ts, cut-offs of the plugin settings), each product's commercial
// profile (sales this year against last, last sale, forecast, stock and
// cover, how a new release sells against its "like" product, why it may be
// obsolete), and monthly indicators per product. Shaping only: the figures
// come from domain/planning or are plain sums.
import { classifyAbcXyz, monthIndex, monthKey } from '../../../domain/planning';
import { addPairs } from '../load/sql';
import { NO_SALES_MONTHS, OBSOLETE_COVER_MONTHS } from '../settings';
import { ANALYTICS_MONTHS, type AnalyticsInputs, type PerProduct } from './inputs';

export interface ProductFigures {
  id: number;
  rank: number;
  value: number;
  quantity: number;
  share: number;
  cumulativeShare: number;
  abc: string;
  xyz: string;
  cv: number | null;
  months: number;
  sales12: number;
  salesValue12: number;
  salesPrevious12: number;
  change: number | null;
  lastSale: string | null;
  monthsSinceLastSale: number | null;
  forecast12: number;
  onHand: number;
  coverMonths: number | null;
  ageMonths: number | null;
  newRelease: boolean;
  like: number | null;
  likeSales12: number | null;
  likeRatio: number | null;
  obsoleteReason: string | null;
}

export interface AnalyticsFigures {
  products: ProductFigures[];
  /** Row of each product in the matrices (inputs.products order). */
  rowOf: Map<number, number>;
  /** Per product x ANALYTICS_MONTHS months (row-major). */
  sales: Float64Array;
  forecast: Float64Array;
  absError: Float64Array;
  stock: Float64Array;
  orderLines: Float64Array;
  onTimeLines: Float64Array;
}

const M = ANALYTICS_MONTHS;

function matrix(rows: readonly PerProduct[], rowOf: Map<number, number>, n: number): Float64Array {
  const out = new Float64Array(n * M);
  for (const r of rows) {
    const row = rowOf.get(r.p);
    if (row !== undefined) addPairs(r.v, out, row, M);
  }
  return out;
}

const sum = (a: Float64Array, from: number, to: number) => { let s = 0; for (let i = from; i < to; i++) s += a[i]; return s; };

export function computeAnalytics(inputs: AnalyticsInputs): AnalyticsFigures {
  const { settings } = inputs;
  const n = inputs.products.length;
  const rowOf = new Map(inputs.products.map((p, i) => [p.id, i]));
  const sales = matrix(inputs.salesQuantity, rowOf, n);
  const values = matrix(inputs.salesValue, rowOf, n);
  const forecast = matrix(inputs.forecastLag1, rowOf, n);
  const stock = matrix(inputs.stock, rowOf, n);
  const orderLines = matrix(inputs.orderLines, rowOf, n);
  const onTimeLines = matrix(inputs.onTimeLines, rowOf, n);
  const absError = new Float64Array(n * M);
  for (let i = 0; i < n * M; i++) if (forecast[i] > 0 || sales[i] > 0) absError[i] = forecast[i] > 0 ? Math.abs(forecast[i] - sales[i]) : 0;

  // ABC on the value of the last 12 months, XYZ on their quantities.
  const abc = classifyAbcXyz(
    inputs.products.map((p, r) => ({ id: p.id, value: sum(values, r * M + 12, r * M + M), monthlyQuantity: sales.subarray(r * M + 12, r * M + M) })),
    { abcCutoffs: settings.abcCutoffs, xyzCutoffs: settings.xyzCutoffs },
  );
  const classOf = new Map(abc.items.map((c) => [c.id as number, c]));
  const first = monthIndex(settings.horizon.start);
  const today = monthIndex(settings.today);
  const sales12Of = (r: number) => sum(sales, r * M + 12, r * M + M);

  const products = inputs.products.map((p, r): ProductFigures => {
    const c = classOf.get(p.id)!;
    const sales12 = sales12Of(r);
    const previous = sum(sales, r * M, r * M + 12);
    let months = 0;
    for (let t = 12; t < M; t++) if (sales[r * M + t] > 0) months++;
    const launch = p.launchDate ? monthIndex(p.launchDate) : NaN;
    const age = Number.isNaN(launch) ? null : today - launch;
    const newRelease = age !== null && age <= 12 && age >= -6;
    const last = p.lastSale ? monthIndex(p.lastSale) : NaN;
    const since = Number.isNaN(last) ? null : first - last;
    const cover = p.forecast12 > 0 ? p.onHand / (p.forecast12 / 12) : null;
    const likeRow = p.like !== null ? rowOf.get(p.like) : undefined;
    const likeSales12 = likeRow === undefined ? null : sales12Of(likeRow);
    // A new product's monthly rate since launch against its like product's monthly rate of the last year.
    const sold = age !== null && age > 0 ? sum(sales, r * M + Math.max(0, M - Math.min(age, M)), r * M + M) / Math.min(age, M) : null;
    const likeRatio = newRelease && sold !== null && likeSales12 ? (sold / (likeSales12 / 12)) * 100 : null;
    let obsoleteReason: string | null = null;
    if (!newRelease && p.status !== 'discontinued') {
      if (since === null || since > NO_SALES_MONTHS) obsoleteReason = 'no-recent-sales';
      else if (previous > 0 && sales12 <= previous * 0.5) obsoleteReason = 'steep-decline';
      else if (cover !== null && cover > OBSOLETE_COVER_MONTHS) obsoleteReason = 'high-cover';
      else if (p.onHand > 0 && p.forecast12 === 0) obsoleteReason = 'no-forecast';
    }
    return {
      id: p.id, rank: c.rank, value: c.value, quantity: sales12, share: c.share * 100, cumulativeShare: c.cumulativeShare * 100,
      abc: c.abc.toLowerCase(), xyz: c.xyz.toLowerCase(), cv: c.cv, months,
      sales12, salesValue12: c.value, salesPrevious12: previous, change: previous > 0 ? ((sales12 - previous) / previous) * 100 : null,
      lastSale: p.lastSale, monthsSinceLastSale: since, forecast12: p.forecast12, onHand: p.onHand, coverMonths: cover,
      ageMonths: age, newRelease, like: p.like, likeSales12, likeRatio, obsoleteReason,
    };
  });
  return { products, rowOf, sales, forecast, absError, stock, orderLines, onTimeLines };
}

export const monthOfColumn = (settings: { horizon: { start: string } }, t: number): string => monthKey(monthIndex(settings.horizon.start) - M + t);
