// offer-compliance: each offer line against what its customer then bought of
// that product in the months the offer was valid (plain SQL; one index range
// of sales per line).
import type { Computation } from './registry';

export const offerCompliance: Computation = {
  entityId: 'offer-compliance',
  sql: (company, table) => `SELECT l.id, l.company_id, l.id AS line_id, l.offer_id, o.customer_id, l.product_id, o.status, o.issue_date, o.valid_until,
  l.quantity AS offered, l.quantity * l.unit_price * (1 - coalesce(l.discount, 0) / 100) AS offered_value,
  coalesce(s.quantity, 0) AS sold, coalesce(s.value, 0) AS sold_value
FROM ${table('offer-line')} l JOIN ${table('offer')} o ON o.id = l.offer_id AND o.company_id = l.company_id
LEFT JOIN LATERAL (
  SELECT sum(x.quantity) AS quantity, sum(x.value) AS value FROM ${table('sales-line')} x
  WHERE x.company_id = l.company_id AND x.product_id = l.product_id AND x.customer_id = o.customer_id
    AND x.month >= date_trunc('month', o.issue_date) AND x.month <= o.valid_until
) s ON true
WHERE l.company_id = ${company}`,
};
