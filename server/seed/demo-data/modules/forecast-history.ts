// The demand review's past: the last six monthly S&OP cycles, closed, each
// with its forecast run (a back-run on the history the cycle had, see
// quick-forecast.ts), the planners' overrides of about one series in ten
// for the next three months, the revisions that carried them (approved, a
// few sent back first) and the snapshot frozen at the close (lags 0-3), so
// accuracy and cycle-change reports show real figures from the start. The
// last cycle's forecast is the current one (forecast-value, with its
// models); this month's cycle is left for the user to open and run.
import { monthIndex, monthKey } from '../../../../engine/time/calendar';
import type { DemoModule, DemoRow } from '../model';
import { roundTo } from '../random';
import { quickForecast } from './quick-forecast';
import { historyBefore, salesSeries } from './sales-series';

export const CLOSED_CYCLES = 6;
/** Lags kept in the seeded snapshots (a real close keeps the whole horizon). */
export const SNAPSHOT_LAGS = 4;
export const HORIZON = 18;
/** Months 1-3 after the cycle's month are where planners override. */
const OVERRIDDEN_LAGS = [1, 2, 3];

const PLANNERS = ['Paula Planner', 'Lucía Fernández'];

const stamp = (month: number, day: number, time: string) => `${monthKey(month)}-${String(day).padStart(2, '0')} ${time}`;
const later = (moment: string, seconds: number) => new Date(Date.parse(`${moment.replace(' ', 'T')}Z`) + seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');

/** The settings' defaults (config/entities/forecast-settings.yaml), written out: the seed does not apply defaults. */
export const DEFAULT_SETTINGS: DemoRow = {
  name: 'default', horizon: HORIZON, historyMonths: 36, seasonLength: 12, seasonality: 'auto', outlierRule: 'clip', outlierThreshold: 5,
  selection: 'combine', selectionMetric: 'auto', backtestOrigins: 3, frozenMonths: 1, operativeMonths: 3, consumptionBackward: 1, consumptionForward: 1,
  methodNaive: true, methodSeasonalNaive: true, methodMovingAverage: true, methodSes: true, methodHoltDamped: true,
  methodHoltWintersAdditive: true, methodHoltWintersMultiplicative: true, methodCrostonSba: true, methodTsb: true,
  methodDecomposition: true, methodTheta: true, methodLinearTrend: true, methodAutoregressive: true, methodCes: true,
};

export const forecastHistoryModule: DemoModule = {
  name: 'forecast-history',
  generate(ctx) {
    const r = ctx.random;
    const current = monthIndex(ctx.today);
    const series = salesSeries(ctx.rows('sales-line'), current - 1);
    const products = new Map(ctx.rows('product').map((p) => [String(p.sku), p]));
    const families = new Map(ctx.rows('product-family').map((f) => [String(f.code), f]));
    const categoryOf = (sku: string) => {
      const sub = families.get(String(products.get(sku)?.family));
      return String(families.get(String(families.get(String(sub?.parent))?.parent))?.name ?? 'Other');
    };
    const cycles: DemoRow[] = [];
    const runs: DemoRow[] = [];
    const snapshots: DemoRow[] = [];
    const values: DemoRow[] = [];
    const models: DemoRow[] = [];
    const revisions: DemoRow[] = [];
    const revisionLines: DemoRow[] = [];

    for (let age = CLOSED_CYCLES; age >= 1; age--) {
      const cycle = current - age;
      const key = monthKey(cycle);
      const run = `FR-${key}-1`;
      const latest = age === 1;
      let frozen = 0;
      let forecast = 0;
      const changed = new Map<string, DemoRow[]>(); // category -> revision lines
      for (const s of series) {
        const history = historyBefore(s, cycle);
        if (history.length === 0) continue;
        forecast++;
        const q = quickForecast(history, HORIZON);
        const factor = r.chance(0.1) ? r.between(0.8, 1.25, 3) : null;
        for (let h = 0; h < HORIZON; h++) {
          const statistical = roundTo(q.forecast[h], 2);
          const override = factor !== null && OVERRIDDEN_LAGS.includes(h) ? roundTo(statistical * factor, 2) : null;
          const consensus = override ?? statistical;
          const month = monthKey(cycle + h);
          if (h < SNAPSHOT_LAGS && (statistical > 0 || consensus > 0)) {
            snapshots.push({ cycle: key, product: s.product, customer: s.customer, month, lag: h, quantity: consensus, statistical });
            frozen++;
          }
          if (latest) values.push({ product: s.product, customer: s.customer, month, statistical, override, run });
          if (override !== null && override !== statistical) {
            const category = categoryOf(s.product);
            changed.set(category, [...(changed.get(category) ?? []), { product: s.product, customer: s.customer, month, from: statistical, to: override }]);
          }
        }
        if (latest) {
          const launched = String(products.get(s.product)?.launchDate ?? '');
          models.push({
            product: s.product, customer: s.customer, run, method: q.method, pattern: q.pattern, seasonal: q.seasonal,
            like: launched && monthIndex(launched) > current - 13 ? (products.get(s.product)?.like ?? null) : null,
            historyMonths: history.length, outliers: '[]', outlierCount: 0, firstMonth: monthKey(s.start), reason: q.reason,
          });
        }
      }
      cycles.push({
        month: key, status: 'closed',
        openedAt: stamp(cycle, 2, '08:30:00'), openedBy: PLANNERS[0],
        closedAt: stamp(cycle, 24, '17:45:00'), closedBy: 'Adrián Admin',
        snapshotRows: frozen, notes: null,
      });
      const seconds = roundTo(forecast * 0.004 + r.between(2, 6), 1);
      runs.push({
        code: run, cycle: key, status: 'done', progress: 100, series: forecast, seriesDone: forecast, failedSeries: 0,
        queuedAt: stamp(cycle, 2, '08:41:02'), startedAt: stamp(cycle, 2, '08:41:03'), finishedAt: later(stamp(cycle, 2, '08:41:03'), seconds),
        seconds, requestedBy: PLANNERS[0], attempts: 1,
        parameters: JSON.stringify({ horizon: HORIZON, seasonLength: 12, history: 'back-run at seed time' }),
        message: `${forecast} series forecast by the seed's back-run (Croston SBA for intermittent series, else Theta and SES).`,
      });
      // One revision per category the planners changed; now and then a first version was sent back.
      let n = 0;
      for (const [category, lines] of [...changed.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const author = PLANNERS[n % PLANNERS.length];
        const revise = (status: 'approved' | 'sent-back', share: number, decision: string) => {
          n++;
          const code = `REV-${key}-${String(n).padStart(2, '0')}`;
          revisions.push({
            code, cycle: key, scope: category, author, status,
            comment: `Overrides of ${category.toLowerCase()} for the next three months.`,
            submittedAt: stamp(cycle, 9 + n, '12:00:00'), decidedAt: stamp(cycle, 10 + n, '09:15:00'), decidedBy: 'Adrián Admin', decision,
          });
          for (const line of lines.slice(0, Math.ceil(lines.length * share))) revisionLines.push({ ...line, revision: code });
        };
        if (r.chance(0.2)) revise('sent-back', 0.5, 'Explain the uplift on the key accounts first.');
        revise('approved', 1, 'Approved in the demand review.');
      }
    }
    return [
      { entity: 'forecast-settings', rows: [DEFAULT_SETTINGS] },
      { entity: 'planning-cycle', rows: cycles },
      { entity: 'forecast-run', rows: runs },
      { entity: 'forecast-value', rows: values },
      { entity: 'forecast-model', rows: models },
      { entity: 'forecast-snapshot', rows: snapshots },
      { entity: 'forecast-revision', rows: revisions },
      { entity: 'forecast-revision-line', rows: revisionLines },
    ];
  },
};
