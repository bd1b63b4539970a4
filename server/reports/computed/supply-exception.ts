// supply-exception: the control tower's exceptions (server/supply/tower),
// over both supply caches, brought up to date first.
import { analyticsCache } from '../../supply/analytics/analytics-cache';
import { projectionCache } from '../../supply/plan/projection-cache';
import { exceptionsSql } from '../../supply/tower/exceptions-sql';
import type { Computation } from './registry';
import { preparing } from './supply-prepare';

export const supplyException: Computation = {
  entityId: 'supply-exception',
  prepare: preparing(projectionCache, analyticsCache),
  sql: (company) => exceptionsSql(company),
};
