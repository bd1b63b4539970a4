// available-to-promise: per series and month, the lowest planned stock (the
// projection with its purchase suggestions received, plan/planned.ts) from
// that month to the end of the horizon (domain/planning atp.ts's rule on the
// monthly plan), never below zero, and its rise that month.
import { projectionCache } from '../../supply/plan/projection-cache';
import type { Computation } from './registry';
import { preparing } from './supply-prepare';

export const availableToPromise: Computation = {
  entityId: 'available-to-promise',
  prepare: preparing(projectionCache),
  sql: (company) => `SELECT id, company_id, product_id, warehouse_id, month, projected, available,
  available - coalesce(lag(available) OVER (PARTITION BY product_id, warehouse_id ORDER BY month), 0) AS newly_available
FROM (
  SELECT s.id * 100 + c.t AS id, s.company_id, s.product_id, s.warehouse_id, (s.start_month + (c.t - 1) * interval '1 month')::date AS month,
    c.projected, greatest(min(c.projected) OVER (PARTITION BY s.id ORDER BY c.t DESC), 0) AS available
  FROM supply_series s CROSS JOIN LATERAL unnest(coalesce(s.planned, s.projected)) WITH ORDINALITY AS c(projected, t)
  WHERE s.company_id = ${company}
) a`,
};
