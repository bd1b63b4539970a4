// Which models the selection tries on a series: every method that suits its
// demand pattern and can be fitted on its history (Holt-Winters only where
// there is a season: without one it is damped Holt again), plus (for seasonal data)
// theta and damped Holt with the opposite seasonality decision, a hedge that
// lets the backtest overrule a borderline autocorrelation test.
import { canFit } from './fit-method';
import { METHODS } from './methods';
import type { DemandPatternKind, MethodName, Model } from './types';

/** Default candidates for smooth and erratic demand. */
export const CONTINUOUS_METHODS: MethodName[] = [
  'naive',
  'seasonalNaive',
  'movingAverage',
  'ses',
  'holtDamped',
  'holtWintersAdditive',
  'holtWintersMultiplicative',
  'decomposition',
  'theta',
  'linearTrend',
  'autoregressive',
  'ces',
];

/** Default candidates for intermittent and lumpy demand (trend and season are rarely visible there). */
export const INTERMITTENT_METHODS: MethodName[] = ['crostonSba', 'tsb', 'ses', 'movingAverage', 'naive'];

const HEDGED: MethodName[] = ['theta', 'holtDamped'];

export function candidateModels(
  y: readonly number[],
  options: { seasonLength: number; seasonal: boolean; pattern: DemandPatternKind; methods?: MethodName[]; seasonalHedge: boolean },
): Model[] {
  const intermittent = options.pattern === 'intermittent' || options.pattern === 'lumpy';
  const names = options.methods ?? (intermittent ? INTERMITTENT_METHODS : CONTINUOUS_METHODS);
  const models: Model[] = [];
  for (const name of names) {
    const method = METHODS[name];
    // Without a season, Holt-Winters is damped Holt: the same forecast twice over.
    if ((name === 'holtWintersAdditive' || name === 'holtWintersMultiplicative') && !(options.seasonal && options.seasonLength > 1) && names.includes('holtDamped')) continue;
    if (canFit(method, y, options.seasonLength, options.seasonal)) models.push({ method: name, seasonal: options.seasonal });
  }
  const m = options.seasonLength;
  if (options.seasonalHedge && !intermittent && m > 1 && y.length >= 2 * m) {
    for (const name of HEDGED) {
      if (names.includes(name) && canFit(METHODS[name], y, m, !options.seasonal)) models.push({ method: name, seasonal: !options.seasonal });
    }
  }
  return models;
}

/** How a model is named to users: the method, and the season when it differs from the series' test. */
export function modelLabel(model: Model, seriesSeasonal: boolean): string {
  if (model.seasonal === seriesSeasonal || METHODS[model.method].seasonality !== 'adjusted') return model.method;
  return `${model.method} (${model.seasonal ? 'seasonally adjusted' : 'not seasonally adjusted'})`;
}
