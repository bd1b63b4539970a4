// stock-position: where each cached series stands today (server/supply/plan):
// stock, targets, cover, first months short (as months), risks, turnover and
// the first thing missing to plan it.
import { projectionCache } from '../../supply/plan/projection-cache';
import { EXCESS_COVER_MONTHS } from '../../supply/settings';
import type { Computation } from './registry';
import { preparing } from './supply-prepare';

const monthAt = (t: string) => `CASE WHEN ${t} IS NULL THEN NULL ELSE (s.start_month + ${t} * interval '1 month')::date END`;

export const stockPosition: Computation = {
  entityId: 'stock-position',
  prepare: preparing(projectionCache),
  sql: (company) => `SELECT s.id, s.company_id, s.product_id, s.warehouse_id, s.on_hand, greatest(s.on_hand, 0) * s.unit_cost AS stock_value, s.policy,
  s.safety_stock, s.reorder_point, s.max_stock, s.lead_time_days, s.demand_mean AS demand_per_month, s.demand_sd, s.history_months,
  s.cover_days, s.cover_months,
  CASE WHEN s.on_hand <= 0 THEN 'no-stock' WHEN s.first_stockout IS NOT NULL THEN 'stockout' WHEN s.on_hand < s.safety_stock THEN 'below-safety'
       WHEN (s.max_stock IS NOT NULL AND s.on_hand > s.max_stock) OR (s.max_stock IS NULL AND (s.cover_months IS NULL OR s.cover_months > ${EXCESS_COVER_MONTHS})) THEN 'excess'
       ELSE 'ok' END AS status,
  ${monthAt('s.first_stockout')} AS first_stockout, ${monthAt('s.first_below')} AS first_below_safety, s.stockout_months,
  s.breakage_month IS NOT NULL AS breakage_risk, ${monthAt('s.breakage_month')} AS breakage_month, s.breakage_shortage,
  s.obsolescence_reason IS NOT NULL AS obsolescence_risk, s.obsolescence_reason, s.last_sale, s.months_since_last_sale,
  greatest(s.on_hand - coalesce(s.max_stock, s.on_hand), 0) AS excess_quantity, s.turnover, s.days_of_inventory, s.supplier_id, s.problem
FROM supply_series s WHERE s.company_id = ${company}`,
};
