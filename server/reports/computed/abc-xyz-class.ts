// abc-xyz-class: the cached ABC/XYZ class of every product (server/supply/analytics).
import { analyticsCache } from '../../supply/analytics/analytics-cache';
import type { Computation } from './registry';
import { preparing } from './supply-prepare';

export const abcXyzClass: Computation = {
  entityId: 'abc-xyz-class',
  prepare: preparing(analyticsCache),
  sql: (company) => `SELECT product_id AS id, company_id, product_id, rank, value, quantity, share, cumulative_share, abc, xyz, abc || xyz AS segment, cv, months
FROM supply_products WHERE company_id = ${company}`,
};
