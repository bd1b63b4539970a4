// similar-product: the cached look-alikes of each product (server/supply/analytics).
import { analyticsCache } from '../../supply/analytics/analytics-cache';
import type { Computation } from './registry';
import { preparing } from './supply-prepare';

export const similarProduct: Computation = {
  entityId: 'similar-product',
  prepare: preparing(analyticsCache),
  sql: (company) => `SELECT product_id * 10 + rank AS id, company_id, product_id, similar_id, rank, score, same_subfamily, shared_attributes, correlation, sales, similar_sales
FROM supply_similar WHERE company_id = ${company}`,
};
