// supplier-delivery: every purchase receipt against its order (plain SQL, no
// cache): days from order to receipt, days late against the line's expected
// date (else the order's), on time or not, and the value received.
import type { Computation } from './registry';

export const supplierDelivery: Computation = {
  entityId: 'supplier-delivery',
  sql: (company, table) => `SELECT r.id, r.company_id, r.id AS receipt_id, r.order_id, o.supplier_id, r.product_id, o.warehouse_id, o.order_date,
  coalesce(l.expected_date, o.expected_date) AS expected_date, r.date, r.quantity,
  (r.date - o.order_date) AS lead_time_days, ((r.date - o.order_date) * (r.date - o.order_date))::float8 AS lead_time_squared,
  (r.date - coalesce(l.expected_date, o.expected_date)) AS delay_days, r.date <= coalesce(l.expected_date, o.expected_date) AS on_time,
  r.quantity * l.unit_price AS value
FROM ${table('purchase-receipt')} r
JOIN ${table('purchase-order')} o ON o.id = r.order_id AND o.company_id = r.company_id
LEFT JOIN ${table('purchase-order-line')} l ON l.order_id = r.order_id AND l.product_id = r.product_id AND l.company_id = r.company_id
WHERE r.company_id = ${company}`,
};
