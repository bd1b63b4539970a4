// Stored entities whose rows the server rewrites when their sources change
// (the operative forecast: consensus net of confirmed orders). They are
// tables, so not computations, but a report that reads one must bring it up
// to date first, as the data API's read does (server/routes/forecasting.ts).
import type { Db } from '../../db/adapter';
import { operativeForecastOf } from '../../forecast/operative';
import type { StoredRefresh } from '../computation';

export const operativeForecastRefresh: StoredRefresh = {
  entityId: 'operative-forecast',
  // The same cache the data API's read refreshes (server/forecast/operative.ts).
  prepare: (db, request) => operativeForecastOf(db as Db).refresh(request.companyId, request.today),
};

export const STORED_REFRESHES: readonly StoredRefresh[] = [operativeForecastRefresh];
