// purchase-suggestion: the cached suggestions of the projection (server/supply/plan).
import { projectionCache } from '../../supply/plan/projection-cache';
import type { Computation } from './registry';
import { preparing } from './supply-prepare';

export const purchaseSuggestion: Computation = {
  entityId: 'purchase-suggestion',
  prepare: preparing(projectionCache),
  sql: (company) => `SELECT id, company_id, reference, product_id, warehouse_id, supplier_id, preferred_supplier_id, supplier_choice, policy, month,
  need_date, order_date, expected_date, late, requirement, quantity, moq, lead_time_days, projected_before, projected_after, unit_price, value, problem
FROM supply_suggestions WHERE company_id = ${company}`,
};
