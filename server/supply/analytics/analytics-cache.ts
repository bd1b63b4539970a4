// The product analytics as a cache (../cache.ts): ABC/XYZ classes, product
// profiles, look-alikes and monthly indicators, recomputed when sales,
// forecasts, stock, orders, attributes or the settings change. The computed
// entities abc-xyz-class, product-profile, similar-product and
// planning-indicator read it.
import { addMonths } from '../../../domain/planning';
import type { SupplyCache } from '../cache';
import { loadSettings } from '../settings';
import { computeAnalytics } from './compute';
import { ANALYTICS_MONTHS, loadAnalyticsInputs } from './inputs';
import { similarProducts } from './similar';
import { writeAnalytics } from './write';

export const analyticsCache: SupplyCache = {
  id: 'analytics',
  version: 1,
  entities: [
    'product', 'product-family', 'product-attribute-value', 'sales-line', 'forecast-value', 'forecast-snapshot', 'stock-on-hand', 'stock-snapshot',
    'sales-order', 'sales-order-line', 'plugin-settings', 'forecast-settings',
  ],
  async compute(db, ctx) {
    const started = performance.now();
    const settings = await loadSettings(db, ctx.config, ctx.companyId, ctx.today);
    const inputs = await loadAnalyticsInputs(db, ctx.config, settings, ctx.companyId);
    const loadMs = Math.round(performance.now() - started);
    const figures = computeAnalytics(inputs);
    const similar = similarProducts(inputs, figures.sales, figures.rowOf);
    const timings: Record<string, number> = { loadMs, computeMs: Math.round(performance.now() - started) - loadMs };
    return {
      summary: { products: figures.products.length, similar: similar.length, timings },
      async write(tx) {
        const t = performance.now();
        await writeAnalytics(tx, ctx.companyId, addMonths(settings.horizon.start, -ANALYTICS_MONTHS), figures, similar);
        timings.writeMs = Math.round(performance.now() - t);
      },
    };
  },
};
