// stock-projection: one row per product x warehouse x month of the cached
// projection (server/supply/plan), its monthly figures unnested from the
// series' arrays; status and flags from the projection's FLAG_* bits. Its
// rollup keeps them summed by subfamily, source, warehouse, month and status
// (migration 067), rebuilt whenever the projection cache was recomputed: the
// report by family and month reads that instead of every row.
import { projectionCache } from '../../supply/plan/projection-cache';
import type { Computation } from './registry';
import { storedRollup } from './stored-rollup';
import { preparing } from './supply-prepare';

// A negative projected stock has no value (PLANNING.md: it is a shortage, shown as one).
// The projection stores a series' all-zero months (receipts, orders, forecast) as NULL, and its net forecast as NULL where it
// is the forecast (server/supply/plan/write.ts): fewer bytes to write on every recomputation.
const zeros = `array_fill(0::float8, ARRAY[cardinality(s.projected)])`;

const rows = (company: string) => `SELECT s.id * 100 + c.t AS id, s.company_id, s.product_id, s.warehouse_id,
  (s.start_month + (c.t - 1) * interval '1 month')::date AS month,
  CASE WHEN c.t = 1 THEN s.on_hand ELSE s.projected[c.t - 1] END AS opening,
  c.receipts, c.planned_receipts, c.net_requirement, c.orders, c.forecast, c.net_forecast, c.orders + c.net_forecast AS demand, c.projected,
  s.safety_stock, s.reorder_point, s.max_stock, greatest(s.safety_stock - c.projected, 0) AS shortage, c.cover AS cover_days,
  CASE WHEN c.flags & 1 <> 0 THEN 'stockout' WHEN c.flags & 2 <> 0 THEN 'below-safety' WHEN c.flags & 4 <> 0 THEN 'excess' ELSE 'ok' END AS status,
  c.flags & 1 <> 0 AS stockout, c.flags & 2 <> 0 AS below_safety, c.flags & 4 <> 0 AS excess,
  CASE WHEN c.flags & 1 <> 0 THEN s.shortage_reason END AS reason,
  greatest(c.projected, 0) * s.unit_cost AS projected_value
FROM supply_series s
CROSS JOIN LATERAL unnest(coalesce(s.receipts, ${zeros}), coalesce(s.planned_receipts, ${zeros}), coalesce(s.net_requirement, ${zeros}),
  coalesce(s.orders, ${zeros}), coalesce(s.forecast, ${zeros}), coalesce(s.net_forecast, s.forecast, ${zeros}), s.projected, s.cover, s.flags)
  WITH ORDINALITY AS c(receipts, planned_receipts, net_requirement, orders, forecast, net_forecast, projected, cover, flags, t)
WHERE s.company_id = ${company}`;

export const stockProjectionMonths = storedRollup({
  entityId: 'stock-projection',
  table: 'report_projection_months',
  keys: [
    { path: 'product.family', name: 'family', column: 'family_id' },
    { path: 'product.source', name: 'source', column: 'source' },
    { path: 'warehouse', name: 'warehouse', column: 'warehouse_id' },
    { path: 'month', name: 'month', column: 'month' },
    { path: 'status', name: 'status', column: 'status' },
    { path: 'stockout', name: 'stockout', column: 'stockout' },
    { path: 'belowSafety', name: 'belowSafety', column: 'below_safety' },
    { path: 'excess', name: 'excess', column: 'excess' },
  ],
  sums: ['opening', 'receipts', 'plannedReceipts', 'orders', 'forecast', 'netForecast', 'demand', 'projected', 'safetyStock', 'reorderPoint', 'maxStock', 'shortage', 'coverDays', 'projectedValue'],
  rows,
  // Recomputed (even to the same figures) means rebuilt: computed_at moves on every refresh.
  sourceKey: `SELECT mark || '|' || computed_at::text AS key FROM supply_cache_state WHERE company_id = $1 AND cache = '${projectionCache.id}'`,
});

export const stockProjection: Computation = {
  entityId: 'stock-projection',
  prepare: preparing(projectionCache),
  sql: rows,
  rollup: stockProjectionMonths,
};
