// The forecasting feature's behaviour of declared entities, registered into
// the data engine's hook registry at start-up (server/api.ts): the frozen
// months of forecast-value, and the operative forecast recomputed before it
// is read once its sources (forecast values, confirmed orders) were written.
import type { HookRegistry } from '../data-engine/hooks/registry';
import { frozenMonthsHook } from './frozen-guard';
import type { ForecastService } from './service';

/** Names of the hooks, for tests that start a server without one (BuildOptions.skipEntityHooks). */
export const FORECAST_HOOKS = {
  frozenMonths: 'forecast.frozen-months',
  operativeRefresh: 'forecast.operative-refresh',
  operativeSources: 'forecast.operative-sources',
} as const;

const OPERATIVE_SOURCES = ['forecast-value', 'sales-order', 'sales-order-line'];

export function registerForecastingHooks(hooks: HookRegistry, forecasting: Pick<ForecastService, 'today' | 'operative'>): void {
  hooks.register('forecast-value', FORECAST_HOOKS.frozenMonths, frozenMonthsHook(() => forecasting.today()));
  hooks.register('operative-forecast', FORECAST_HOOKS.operativeRefresh, {
    beforeRead: ({ companyId }) => forecasting.operative.refresh(companyId, forecasting.today()),
  });
  for (const entity of OPERATIVE_SOURCES) {
    hooks.register(entity, FORECAST_HOOKS.operativeSources, { afterWrite: async ({ companyId }) => forecasting.operative.invalidate(companyId) });
  }
}
