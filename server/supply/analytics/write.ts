// The product analytics into the company's cache tables (migration 061).
import type { Queryable } from '../../db/adapter';
import { analyzeAfterWrite } from '../../db/statistics';
import { arrayLiteral, bulkInsert, rounded, type BulkColumn } from '../bulk';
import type { AnalyticsFigures, ProductFigures } from './compute';
import { ANALYTICS_MONTHS } from './inputs';
import type { SimilarRow } from './similar';

const M = ANALYTICS_MONTHS;

function columns<T>(rows: readonly T[], spec: Array<[string, BulkColumn['type'], (row: T, i: number) => string | number | boolean | null]>): BulkColumn[] {
  return spec.map(([name, type, value]) => ({ name, type, values: rows.map((r, i) => value(r, i)) }));
}

export async function writeAnalytics(tx: Queryable, companyId: number, start: string, f: AnalyticsFigures, similar: readonly SimilarRow[]): Promise<void> {
  for (const table of ['supply_products', 'supply_similar', 'supply_indicators']) await tx.query(`DELETE FROM ${table} WHERE company_id = $1`, [companyId]);
  const r3 = (v: number | null) => (v === null ? null : rounded(v));
  await bulkInsert(tx, 'supply_products', companyId, columns<ProductFigures>(f.products, [
    ['product_id', 'int', (p) => p.id], ['rank', 'int', (p) => p.rank], ['value', 'float8', (p) => rounded(p.value, 2)], ['quantity', 'float8', (p) => r3(p.quantity)],
    ['share', 'float8', (p) => rounded(p.share, 3)], ['cumulative_share', 'float8', (p) => rounded(p.cumulativeShare, 2)], ['abc', 'text', (p) => p.abc],
    ['xyz', 'text', (p) => p.xyz], ['cv', 'float8', (p) => (p.cv === null ? null : rounded(p.cv))], ['months', 'int', (p) => p.months],
    ['sales12', 'float8', (p) => r3(p.sales12)], ['sales_value12', 'float8', (p) => rounded(p.salesValue12, 2)], ['sales_previous12', 'float8', (p) => r3(p.salesPrevious12)],
    ['change', 'float8', (p) => (p.change === null ? null : rounded(p.change, 1))], ['last_sale', 'date', (p) => (p.lastSale ? `${p.lastSale}-01` : null)],
    ['months_since_last_sale', 'int', (p) => p.monthsSinceLastSale], ['forecast12', 'float8', (p) => r3(p.forecast12)], ['on_hand', 'float8', (p) => r3(p.onHand)],
    ['cover_months', 'float8', (p) => (p.coverMonths === null ? null : rounded(p.coverMonths, 1))], ['age_months', 'int', (p) => p.ageMonths],
    ['new_release', 'bool', (p) => p.newRelease], ['like_id', 'int', (p) => p.like], ['like_sales12', 'float8', (p) => r3(p.likeSales12)],
    ['like_ratio', 'float8', (p) => (p.likeRatio === null ? null : rounded(p.likeRatio, 1))], ['obsolete_reason', 'text', (p) => p.obsoleteReason],
  ]));
  await bulkInsert(tx, 'supply_similar', companyId, columns<SimilarRow>(similar, [
    ['product_id', 'int', (s) => s.product], ['similar_id', 'int', (s) => s.similar], ['rank', 'int', (s) => s.rank], ['score', 'float8', (s) => rounded(s.score, 1)],
    ['same_subfamily', 'bool', (s) => s.sameSubfamily], ['shared_attributes', 'int', (s) => s.sharedAttributes],
    ['correlation', 'float8', (s) => (s.correlation === null ? null : rounded(s.correlation))], ['sales', 'float8', (s) => rounded(s.sales)], ['similar_sales', 'float8', (s) => rounded(s.similarSales)],
  ]));
  const cells = (m: Float64Array, decimals = 3) => (_: ProductFigures, i: number) => arrayLiteral(m, i * M, (i + 1) * M, decimals);
  await bulkInsert(tx, 'supply_indicators', companyId, columns<ProductFigures>(f.products, [
    ['product_id', 'int', (p) => p.id], ['start_month', 'date', () => `${start}-01`],
    ['sales', 'float8[]', cells(f.sales)], ['forecast', 'float8[]', cells(f.forecast)], ['abs_error', 'float8[]', cells(f.absError)],
    ['stock', 'float8[]', cells(f.stock)], ['order_lines', 'int[]', cells(f.orderLines, 0)], ['on_time_lines', 'int[]', cells(f.onTimeLines, 0)],
  ]));
  // Every row was replaced: without new statistics the reports' planner kept the estimate of the
  // table's first analysis (26 look-alike rows where the bench company has 5,000 products' worth).
  await analyzeAfterWrite(tx, [
    { table: 'supply_products', moved: f.products.length },
    { table: 'supply_similar', moved: similar.length },
    { table: 'supply_indicators', moved: f.products.length, columns: ['company_id', 'product_id', 'start_month'] },
  ]);
}
