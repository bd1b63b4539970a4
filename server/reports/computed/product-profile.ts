// product-profile: each product's cached commercial profile (server/supply/analytics).
import { analyticsCache } from '../../supply/analytics/analytics-cache';
import type { Computation } from './registry';
import { preparing } from './supply-prepare';

export const productProfile: Computation = {
  entityId: 'product-profile',
  prepare: preparing(analyticsCache),
  sql: (company) => `SELECT product_id AS id, company_id, product_id, sales12, sales_value12, sales_previous12, change, last_sale, months_since_last_sale,
  forecast12, on_hand, cover_months, age_months, new_release, like_id, like_sales12, like_ratio, obsolete_reason IS NOT NULL AS obsolete_candidate, obsolete_reason
FROM supply_products WHERE company_id = ${company}`,
};
