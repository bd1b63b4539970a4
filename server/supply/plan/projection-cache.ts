// The stock projection as a cache (../cache.ts): what it reads, and its
// refresh: load (inputs.ts), lay out (assemble.ts), compute (compute.ts,
// suggestions.ts), write (write.ts). The computed entities stock-projection,
// stock-position, purchase-suggestion and available-to-promise read it.
import type { SupplyCache } from '../cache';
import { loadSettings } from '../settings';
import { assembleSeries } from './assemble';
import { computeSeries } from './compute';
import { loadProjectionInputs } from './inputs';
import { planSupply, type SupplyRun } from './netting';
import { plannedPurchases } from './planned-purchases';
import { writePlan } from './write';

export const PROJECTION_ENTITIES = [
  'product', 'warehouse', 'supplier', 'stock-on-hand', 'stock-snapshot', 'product-supplier', 'purchase-order', 'purchase-order-line',
  'purchase-receipt', 'sales-order', 'sales-order-line', 'forecast-value', 'sales-line', 'container', 'container-line',
  'plugin-settings', 'forecast-settings', 'production-order', 'recipe', 'production-policy', 'mps-firm',
];

export const projectionCache: SupplyCache = {
  id: 'projection',
  version: 4,
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
    // One run: planned orders and the projection together (the projection counts the planned receipts).
    let supply: SupplyRun | undefined;
    const figures = computeSeries(inputs, series, (f) => (supply = planSupply(inputs, series, f.leadTimeDays, f.supplier)).run.planned);
    const suggestions = plannedPurchases(inputs, series, figures, supply!);
    lap('computeMs');
    const summary: Record<string, unknown> = {
      series: series.index.size, months: settings.horizon.months, start: settings.horizon.start, suggestions: suggestions.length,
      run: runSummary(supply!), timings,
    };
    return {
      summary,
      async write(tx, how) {
        const { series: seriesWritten, suggestions: suggestionsWritten, analysed, seriesMs, totalMs } = await writePlan(tx, ctx.companyId, series, figures, supply!, suggestions, how);
        // Rows rewritten (the others were unchanged and stay), and the tables given new statistics.
        summary.written = { series: seriesWritten, suggestions: suggestionsWritten };
        if (analysed.length > 0) summary.analysed = analysed;
        timings.writeMs = totalMs;
        timings.writeSeriesMs = seriesMs;
      },
    };
  },
};

/** What the run planned, for the cache's state: totals and rows short with their reason. */
function runSummary({ rows, run }: SupplyRun): Record<string, unknown> {
  let purchases = 0;
  let production = 0;
  let late = 0;
  for (const o of run.orders) {
    if (rows[o.row].source === 'made') production += o.quantity;
    else purchases += o.quantity;
    if (o.late) late++;
  }
  const reasons: Record<string, number> = {};
  for (const r of run.reasons) if (r) reasons[r] = (reasons[r] ?? 0) + 1;
  return { orders: run.orders.length, late, purchases: Math.round(purchases), production: Math.round(production), reasons };
}
