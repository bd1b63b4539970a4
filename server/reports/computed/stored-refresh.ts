// Stored entities whose rows the server rewrites when their sources change
// (the operative forecast: consensus net of confirmed orders). They are
// tables, so not computations, but a report that reads one must bring it up
// to date first, as the data API's read does (server/routes/forecasting.ts).
import type { Db, Queryable } from '../../db/adapter';
import { OperativeForecast } from '../../forecast/operative';
import type { ComputeRequest } from './registry';

export interface StoredRefresh {
  entityId: string;
  prepare(db: Queryable, request: ComputeRequest): Promise<void>;
}

/** One cache per database handle: it remembers the sources it last computed from. */
const operativeByDb = new WeakMap<object, OperativeForecast>();

export const operativeForecastRefresh: StoredRefresh = {
  entityId: 'operative-forecast',
  async prepare(db, request) {
    let cache = operativeByDb.get(db);
    if (!cache) operativeByDb.set(db, (cache = new OperativeForecast(db as Db)));
    await cache.refresh(request.companyId, request.today);
  },
};

export const STORED_REFRESHES: readonly StoredRefresh[] = [operativeForecastRefresh];
