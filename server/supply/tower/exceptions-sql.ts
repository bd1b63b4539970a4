// The control tower's exceptions as one SELECT over the company $1 (the
// cached projection and analytics, and the live purchase orders and
// containers), thresholds from the plugin settings (their declared
// defaults when the company has none):
// - stockout: a series projected below zero within towerStockoutHorizonDays
//   (high when that falls within its lead time);
// - below-safety: below safety stock within the lead time, not a stock-out;
// - late-purchase-order: an open order past its expected date;
// - late-suggestion: a purchase the projection says should have been ordered;
// - late-container: not delivered towerLateContainerDays after its ETA
//   (companies using containers only);
// - forecast-bias: a family whose lag-1 forecast missed its sales of the
//   last three months by more than towerBiasThreshold, either way.
import { OPEN_PURCHASE_STATUSES } from '../load/receipts';

/** The thresholds' declared defaults (config/entities/plugin-settings.yaml), for companies without settings. */
export interface TowerThresholds {
  stockoutDays: number;
  lateContainerDays: number;
  /** percent */
  bias: number;
}

export const TOWER_DEFAULTS: TowerThresholds = { stockoutDays: 30, lateContainerDays: 3, bias: 15 };

const OPEN = `('${OPEN_PURCHASE_STATUSES.join("', '")}')`;

export function exceptionsSql(company: string, d: TowerThresholds = TOWER_DEFAULTS): string {
  const monthOf = (expr: string) => `(s.start_month + ${expr} * interval '1 month')::date`;
  const setting = (column: string, fallback: number) => `coalesce((SELECT ${column} FROM data_plugin_settings WHERE company_id = ${company} ORDER BY id LIMIT 1), ${fallback})`;
  const t = { stockoutDays: '(SELECT stockout_days FROM tower)', lateContainerDays: '(SELECT late_days FROM tower)', bias: '(SELECT bias FROM tower)' };
  return `WITH tower AS MATERIALIZED (SELECT ${setting('tower_stockout_horizon_days', d.stockoutDays)}::int AS stockout_days,
  ${setting('tower_late_container_days', d.lateContainerDays)}::int AS late_days, ${setting('tower_bias_threshold', d.bias)}::float8 AS bias)
SELECT row_number() OVER (ORDER BY severity_rank, date, reference)::int AS id, company_id, reference, kind, severity, product_id, warehouse_id,
  supplier_id, family_id, purchase_order_id, container_id, date, days, quantity, bias
FROM (
  SELECT s.company_id, 'stockout-' || s.product_id || '-' || s.warehouse_id AS reference, 'stockout' AS kind,
    CASE WHEN s.breakage_month IS NOT NULL THEN 'high' ELSE 'medium' END AS severity, CASE WHEN s.breakage_month IS NOT NULL THEN 1 ELSE 2 END AS severity_rank,
    s.product_id, s.warehouse_id, s.supplier_id, NULL::int AS family_id, NULL::int AS purchase_order_id, NULL::int AS container_id,
    greatest(current_date, ${monthOf('s.first_stockout')}) AS date, (greatest(current_date, ${monthOf('s.first_stockout')}) - current_date) AS days,
    -s.projected[s.first_stockout + 1] AS quantity, NULL::float8 AS bias
  FROM supply_series s
  WHERE s.company_id = ${company} AND s.first_stockout IS NOT NULL AND ${monthOf('s.first_stockout')} <= current_date + ${t.stockoutDays}
  UNION ALL
  SELECT s.company_id, 'below-safety-' || s.product_id || '-' || s.warehouse_id, 'below-safety', 'low', 3,
    s.product_id, s.warehouse_id, s.supplier_id, NULL, NULL, NULL,
    greatest(current_date, ${monthOf('s.breakage_month')}), (greatest(current_date, ${monthOf('s.breakage_month')}) - current_date), s.breakage_shortage, NULL
  FROM supply_series s
  WHERE s.company_id = ${company} AND s.breakage_month IS NOT NULL AND (s.first_stockout IS NULL OR ${monthOf('s.first_stockout')} > current_date + ${t.stockoutDays})
  UNION ALL
  SELECT o.company_id, 'late-po-' || o.id, 'late-purchase-order', CASE WHEN current_date - o.expected_date > 7 THEN 'high' ELSE 'medium' END,
    CASE WHEN current_date - o.expected_date > 7 THEN 1 ELSE 2 END,
    NULL, o.warehouse_id, o.supplier_id, NULL, o.id, NULL, o.expected_date, current_date - o.expected_date,
    (SELECT sum(l.quantity) FROM data_purchase_order_lines l WHERE l.company_id = o.company_id AND l.order_id = o.id)::float8, NULL
  FROM data_purchase_orders o
  WHERE o.company_id = ${company} AND o.status IN ${OPEN} AND o.expected_date < current_date
  UNION ALL
  SELECT g.company_id, 'late-suggestion-' || g.reference, 'late-suggestion', CASE WHEN current_date - g.order_date > 14 THEN 'high' ELSE 'medium' END,
    CASE WHEN current_date - g.order_date > 14 THEN 1 ELSE 2 END,
    g.product_id, g.warehouse_id, g.supplier_id, NULL, NULL, NULL, g.need_date, current_date - g.order_date, g.quantity, NULL
  FROM supply_suggestions g
  WHERE g.company_id = ${company} AND g.late AND g.need_date <= current_date + ${t.stockoutDays}
  UNION ALL
  SELECT c.company_id, 'late-container-' || c.id, 'late-container', CASE WHEN current_date - c.eta > 7 THEN 'high' ELSE 'medium' END,
    CASE WHEN current_date - c.eta > 7 THEN 1 ELSE 2 END,
    NULL, c.warehouse_id, c.supplier_id, NULL, NULL, c.id, c.eta, current_date - c.eta,
    (SELECT sum(l.quantity) FROM data_container_lines l WHERE l.company_id = c.company_id AND l.container_id = c.id)::float8, NULL
  FROM data_containers c
  WHERE c.company_id = ${company} AND c.status <> 'delivered' AND c.eta IS NOT NULL AND c.eta + ${t.lateContainerDays} < current_date
    AND EXISTS (SELECT 1 FROM company_plugins cp WHERE cp.company_id = c.company_id AND cp.plugin_id = 'CONTAINERS')
  UNION ALL
  SELECT company_id, 'bias-' || family_id, 'forecast-bias', CASE WHEN abs(bias) > 2 * ${t.bias} THEN 'high' ELSE 'medium' END,
    CASE WHEN abs(bias) > 2 * ${t.bias} THEN 1 ELSE 2 END,
    NULL, NULL, NULL, family_id, NULL, NULL, date_trunc('month', current_date)::date - 1, NULL, forecast - sales, bias
  FROM (
    SELECT i.company_id, f.parent_id AS family_id, sum(c.forecast) AS forecast, sum(c.sales) AS sales,
      (sum(c.forecast) - sum(c.sales)) / nullif(sum(c.sales), 0) * 100 AS bias
    FROM supply_indicators i
    JOIN data_products p ON p.id = i.product_id AND p.company_id = i.company_id
    JOIN data_product_families f ON f.id = p.family_id AND f.company_id = p.company_id
    CROSS JOIN LATERAL unnest(i.forecast[cardinality(i.forecast) - 2:], i.sales[cardinality(i.sales) - 2:]) AS c(forecast, sales)
    WHERE i.company_id = ${company} AND f.parent_id IS NOT NULL
    GROUP BY i.company_id, f.parent_id
    HAVING sum(c.forecast) > 0 AND sum(c.sales) > 0
  ) b
  WHERE abs(bias) > ${t.bias}
) x`;
}
