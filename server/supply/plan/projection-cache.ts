// The stock projection as a cache (../cache.ts): what it reads, and its
// refresh: load (inputs.ts), lay out (assemble.ts), compute (compute.ts,
// suggestions.ts), write (write.ts). The computed entities stock-projection,
// stock-position, purchase-suggestion and available-to-promise read it.
import type { SupplyCache } from '../cache';
import { loadSettings } from '../settings';
import { assembleSeries } from './assemble';
import { computeSeries } from './compute';
import { loadProjectionInputs } from './inputs';
import { plannedStock } from './planned';
import { computeSuggestions } from './suggestions';
import { writePlan } from './write';

export const PROJECTION_ENTITIES = [
  'product', 'warehouse', 'supplier', 'stock-on-hand', 'stock-snapshot', 'product-supplier', 'purchase-order', 'purchase-order-line',
  'purchase-receipt', 'sales-order', 'sales-order-line', 'forecast-value', 'sales-line', 'container', 'container-line',
  'plugin-settings', 'forecast-settings', 'production-order',
];

export const projectionCache: SupplyCache = {
  id: 'projection',
  version: 2,
  entities: PROJECTION_ENTITIES,
  systemTables: ['company_plugins'],
  // supply_series and supply_suggestions are UNLOGGED (migration 069): no write-ahead log for a rewrite of 55 MB.
  unlogged: true,
  async compute(db, ctx) {
    const timings: Record<string, number> = {};
    let mark = performance.now();
    const lap = (name: string) => { const now = performance.now(); timings[name] = Math.round(now - mark); mark = now; };
    const settings = await loadSettings(db, ctx.config, ctx.companyId, ctx.today);
    const inputs = await loadProjectionInputs(db, ctx.config, settings, ctx.companyId);
    lap('loadMs');
    const series = assembleSeries(inputs);
    const figures = computeSeries(inputs, series);
    const suggestions = computeSuggestions(inputs, series, figures);
    const planned = plannedStock(series, figures, suggestions);
    lap('computeMs');
    const summary: Record<string, unknown> = { series: series.index.size, months: settings.horizon.months, start: settings.horizon.start, suggestions: suggestions.length, timings };
    return {
      summary,
      async write(tx, how) {
        const { series: seriesWritten, suggestions: suggestionsWritten, analysed, seriesMs, totalMs } = await writePlan(tx, ctx.companyId, series, figures, planned, suggestions, how);
        // Rows rewritten (the others were unchanged and stay), and the tables given new statistics.
        summary.written = { series: seriesWritten, suggestions: suggestionsWritten };
        if (analysed.length > 0) summary.analysed = analysed;
        timings.writeMs = totalMs;
        timings.writeSeriesMs = seriesMs;
      },
    };
  },
};
