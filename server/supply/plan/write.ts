// The projection and its suggestions into the company's cache tables
// (migration 061), replacing what was there, in the caller's transaction.
import { monthKey, monthIndex } from '../../../domain/planning';
import type { Queryable } from '../../db/adapter';
import type { WriteContext } from '../cache';
import { analyzeAfterWrite } from '../../db/statistics';
import { rounded, type BulkType } from '../bulk';
import { replaceChanged, type CachedColumn, type Cell, type ReplaceResult } from '../replace-changed';
import type { ProductRow } from '../load/master';
import type { AssembledSeries } from './assemble';
import { stockoutMonths, type SeriesFigures } from './compute';
import type { SuggestionRow } from './suggestions';
import type { SupplyRun } from './netting';

const kebab = (code: string) => code.toLowerCase().replace(/_/g, '-');
const orNull = (v: number, decimals = 3) => rounded(v, decimals);

export interface PlanWritten {
  series: ReplaceResult;
  suggestions: ReplaceResult;
  /** Tables given new planner statistics. */
  analysed: string[];
  /** Milliseconds writing the series, and in all. */
  seriesMs: number;
  totalMs: number;
}

/**
 * Replaces the company's series and suggestions, rewriting only the rows
 * that changed (replace-changed.ts): a refresh after an edit touches the
 * series it moved, not the 30,000 of a company. Then new planner statistics
 * for the tables when the write moved enough of their rows
 * (server/db/statistics.ts): without them a first computation leaves
 * supply_series analysed while empty (52 rows estimated for 3,000) and the
 * first report after it rebuilds the month totals with a plan made for
 * none. Of the scalar columns only: the planner filters, groups and joins
 * on those, and sampling the month arrays would cost most of it.
 */
export async function writePlan(
  tx: Queryable, companyId: number, s: AssembledSeries, f: SeriesFigures, supply: SupplyRun, suggestions: readonly SuggestionRow[], how: WriteContext = { exclusive: false },
): Promise<PlanWritten> {
  const started = performance.now();
  const columns = seriesColumns(s, f, supply);
  const series = await replaceChanged(tx, 'supply_series', companyId, ['product_id', 'warehouse_id'], columns, s.index.size, how);
  const seriesMs = performance.now() - started;
  const written = await writeSuggestions(tx, companyId, suggestions, how);
  const moved = (r: ReplaceResult) => r.written + r.deleted;
  const analysed = await analyzeAfterWrite(tx, [
    { table: 'supply_series', moved: moved(series), columns: columns.filter((c) => !('matrix' in c)).map((c) => c.name) },
    { table: 'supply_suggestions', moved: moved(written) },
  ]);
  return { series, suggestions: written, analysed, seriesMs: Math.round(seriesMs), totalMs: Math.round(performance.now() - started) };
}

/** The columns of supply_series, one row per series. */
export function seriesColumns(s: AssembledSeries, f: SeriesFigures, supply: SupplyRun): CachedColumn[] {
  const { run } = supply;
  const months = s.batch.months;
  const first = monthIndex(s.batch.horizon.start);
  const col = (name: string, type: Exclude<BulkType, 'float8[]' | 'int[]'>, value: (r: number) => Cell): CachedColumn => ({ name, type, value });
  const cells = (name: string, matrix: ArrayLike<number>, decimals = 3, omit?: (r: number) => boolean): CachedColumn =>
    ({ name, type: 'float8[]', matrix, width: months, decimals, ...(omit ? { omit } : {}) });
  const { result, batch } = { result: f.result, batch: s.batch };
  // Infinite cover (no demand ahead) stored NULL. A loop: Float64Array.from with a mapping walks an iterator (~170 ms for 720,000 figures).
  const cover = new Float64Array(result.coverDays.length);
  for (let i = 0; i < cover.length; i++) { const d = result.coverDays[i]; cover[i] = Number.isFinite(d) ? d : NaN; }
  // Each series' product looked up once, not once per column that reads it.
  const products: ProductRow[] = [];
  for (let r = 0; r < s.index.size; r++) products.push(s.products.get(s.index.productIds[r] as number)!);
  const product = (r: number) => products[r];
  return [
    col('id', 'int', (r) => r + 1),
    col('product_id', 'int', (r) => s.index.productIds[r] as number),
    col('warehouse_id', 'int', (r) => s.index.warehouseIds[r] as number),
    col('start_month', 'date', () => `${batch.horizon.start}-01`),
    col('on_hand', 'float8', (r) => orNull(batch.opening[r]) ?? 0),
    col('has_stock', 'bool', (r) => s.stock[r] !== undefined),
    col('unit_cost', 'float8', (r) => product(r).unitCost),
    col('policy', 'text', (r) => s.stock[r]?.policy ?? 'reorder-point'),
    col('min_quantity', 'float8', (r) => s.stock[r]?.minQuantity ?? null),
    col('max_quantity', 'float8', (r) => s.stock[r]?.maxQuantity ?? null),
    col('safety_stock', 'float8', (r) => orNull(batch.safetyStock[r]) ?? 0),
    col('reorder_point', 'float8', (r) => orNull(f.reorderPoint[r]) ?? 0),
    col('max_stock', 'float8', (r) => s.stock[r]?.maxQuantity ?? null),
    col('lead_time_days', 'int', (r) => (Number.isFinite(f.leadTimeDays[r]) ? Math.round(f.leadTimeDays[r]) : null)),
    col('demand_mean', 'float8', (r) => orNull(f.demandMean[r]) ?? 0),
    col('demand_sd', 'float8', (r) => orNull(f.demandSd[r]) ?? 0),
    col('history_months', 'int', (r) => f.historyMonths[r]),
    col('cover_days', 'float8', (r) => orNull(result.openingCoverDays[r], 1)),
    col('cover_months', 'float8', (r) => orNull(result.openingCoverDays[r] / (365.25 / 12), 2)),
    col('first_stockout', 'int', (r) => (result.firstStockout[r] >= 0 ? result.firstStockout[r] : null)),
    col('first_below', 'int', (r) => (result.firstBelowSafety[r] >= 0 ? result.firstBelowSafety[r] : null)),
    col('stockout_months', 'int', (r) => stockoutMonths(result, r, months)),
    col('breakage_month', 'int', (r) => (f.breakage[r] >= 0 ? f.breakage[r] : null)),
    col('breakage_shortage', 'float8', (r) => (f.breakage[r] >= 0 ? orNull(f.breakageShortage[r]) : null)),
    col('obsolescence_reason', 'text', (r) => f.obsolescence[r]),
    col('last_sale', 'date', (r) => (f.lastSale[r] >= 0 ? `${monthKey(f.lastSale[r])}-01` : null)),
    col('months_since_last_sale', 'int', (r) => (f.lastSale[r] >= 0 ? first - f.lastSale[r] : null)),
    col('turnover', 'float8', (r) => orNull(f.turnover[r], 2)),
    col('days_of_inventory', 'float8', (r) => orNull(f.daysOfInventory[r], 1)),
    col('supplier_id', 'int', (r) => (f.supplier[r]?.supplier?.supplierId as number | undefined) ?? null),
    col('problem', 'text', (r) => (f.problems[r].length ? kebab(f.problems[r][0]) : null)),
    // NULL for a series' months all zero (no receipts for nine series in ten of the bench, no orders nor forecast for one in three),
    // and net forecast NULL where it is the forecast: the stock-projection rows read them back as zeros and as the forecast.
    cells('receipts', batch.receipts, 3, (r) => zeroRow(batch.receipts, r * months, months)),
    cells('orders', s.orders, 3, (r) => zeroRow(s.orders, r * months, months)),
    cells('forecast', s.forecast, 3, (r) => zeroRow(s.forecast, r * months, months)),
    cells('net_forecast', f.net, 3, (r) => sameRow(f.net, s.forecast, r * months, months)),
    cells('projected', result.projected),
    cells('cover', cover, 1),
    { name: 'flags', type: 'int[]', matrix: result.flags, width: months, decimals: 0 },
    // The projection counts the planned receipts now: 'planned' (the projection with suggestions, migration 061) is always it, so NULL.
    cells('planned', result.projected, 3, () => true),
    // The run's planned receipts (by the month they land) and net requirements; NULL where all zero.
    cells('planned_receipts', run.planned, 3, (r) => zeroRow(run.planned, r * months, months)),
    cells('net_requirement', run.net, 3, (r) => zeroRow(run.net, r * months, months)),
    col('shortage_reason', 'text', (r) => run.reasons[r]),
  ];
}

/** Whether a's and b's figures [from, from + width) are written the same (3 decimals, as cells() rounds them). */
function sameRow(a: ArrayLike<number>, b: ArrayLike<number>, from: number, width: number): boolean {
  for (let i = from; i < from + width; i++) if (a[i] !== b[i] && rounded(a[i]) !== rounded(b[i])) return false;
  return true;
}

/** Whether a's figures [from, from + width) are all written 0. */
function zeroRow(a: ArrayLike<number>, from: number, width: number): boolean {
  for (let i = from; i < from + width; i++) if (a[i] !== 0 && rounded(a[i]) !== 0) return false;
  return true;
}

/** The suggestions, keyed by reference, rewriting only those that changed. */
function writeSuggestions(tx: Queryable, companyId: number, rows: readonly SuggestionRow[], how: WriteContext): Promise<ReplaceResult> {
  return replaceChanged(tx, 'supply_suggestions', companyId, ['reference'], suggestionColumns(rows), rows.length, how);
}

/** The columns of supply_suggestions, one row per suggestion. */
export function suggestionColumns(rows: readonly SuggestionRow[]): CachedColumn[] {
  const col = (name: string, type: Exclude<BulkType, 'float8[]' | 'int[]'>, value: (r: SuggestionRow, i: number) => Cell): CachedColumn =>
    ({ name, type, value: (i) => value(rows[i], i) });
  return [
    col('id', 'int', (_, i) => i + 1),
    col('reference', 'text', (r) => r.reference),
    col('product_id', 'int', (r) => r.productId),
    col('warehouse_id', 'int', (r) => r.warehouseId),
    col('supplier_id', 'int', (r) => r.supplierId),
    col('preferred_supplier_id', 'int', (r) => r.preferredSupplierId),
    col('supplier_choice', 'text', (r) => r.supplierChoice),
    col('policy', 'text', (r) => r.policy),
    col('month', 'date', (r) => `${r.month}-01`),
    col('need_date', 'date', (r) => r.needDate),
    col('order_date', 'date', (r) => r.orderDate),
    col('expected_date', 'date', (r) => r.expectedDate),
    col('late', 'bool', (r) => r.late),
    col('requirement', 'float8', (r) => rounded(r.requirement)),
    col('quantity', 'float8', (r) => rounded(r.quantity)),
    col('moq', 'float8', (r) => r.moq),
    col('lead_time_days', 'int', (r) => r.leadTimeDays),
    col('projected_before', 'float8', (r) => rounded(r.projectedBefore)),
    col('projected_after', 'float8', (r) => rounded(r.projectedAfter)),
    col('unit_price', 'float8', (r) => r.unitPrice),
    col('value', 'float8', (r) => rounded(r.value ?? NaN, 2)),
    col('problem', 'text', (r) => r.problem),
  ];
}
