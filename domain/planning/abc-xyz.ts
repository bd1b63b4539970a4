// ABC by value and XYZ by demand variability, and their 3 x 3 matrix.
// ABC (DOMAIN.md): rank by 12-month value; cumulative share <= 80 % is A,
// <= 95 % B, else C (cut-offs configurable). The top-ranked item is A even
// when it alone passes 80 %: otherwise a business with one dominant product
// would file it as B or C. Items without value are C.
// XYZ: coefficient of variation (population sd / mean) of monthly demand;
// <= 0.5 X, <= 1.0 Y, else Z (configurable); no demand at all is Z.
import { seriesStats } from './statistics';
import { problem, type Id, type PlanningProblem } from './types';

export type AbcClass = 'A' | 'B' | 'C';
export type XyzClass = 'X' | 'Y' | 'Z';

export interface AbcXyzItem {
  id: Id;
  /** Value of the last 12 months (revenue or cost, one currency). */
  value: number;
  /** Monthly demand quantities of the same 12 months. */
  monthlyQuantity: ArrayLike<number>;
}

export interface AbcXyzOptions {
  /** Cumulative value shares closing A and B; default [0.8, 0.95]. */
  abcCutoffs?: readonly [number, number];
  /** Coefficients of variation closing X and Y; default [0.5, 1.0]. */
  xyzCutoffs?: readonly [number, number];
}

export interface AbcXyzClassified {
  id: Id;
  /** 1 = highest value. */
  rank: number;
  value: number;
  share: number;
  cumulativeShare: number;
  abc: AbcClass;
  /** null when the item had no demand. */
  cv: number | null;
  xyz: XyzClass;
}

export interface MatrixCell {
  count: number;
  value: number;
  /** Share of the total value. */
  valueShare: number;
}

export type AbcXyzMatrix = Record<AbcClass, Record<XyzClass, MatrixCell>>;

export interface AbcXyzResult {
  items: AbcXyzClassified[];
  matrix: AbcXyzMatrix;
  total: { count: number; value: number };
  problems: PlanningProblem<'NO_VALUE' | 'NO_DEMAND_HISTORY'>[];
}

const EPS = 1e-12;

export function classifyAbcXyz(input: readonly AbcXyzItem[], options: AbcXyzOptions = {}): AbcXyzResult {
  const [cutA, cutB] = options.abcCutoffs ?? [0.8, 0.95];
  const [cutX, cutY] = options.xyzCutoffs ?? [0.5, 1.0];
  const problems: AbcXyzResult['problems'] = [];
  const values = input.map((item) => (Number.isFinite(item.value) && item.value > 0 ? item.value : 0));
  const total = values.reduce((sum, v) => sum + v, 0);
  if (input.length > 0 && total === 0) problems.push(problem('NO_VALUE', 'warning'));
  // Stable sort: equal values keep the input order, so ranks are reproducible.
  const order = input.map((_, i) => i).sort((a, b) => values[b] - values[a]);

  const matrix = {} as AbcXyzMatrix;
  for (const a of ['A', 'B', 'C'] as const) matrix[a] = { X: { count: 0, value: 0, valueShare: 0 }, Y: { count: 0, value: 0, valueShare: 0 }, Z: { count: 0, value: 0, valueShare: 0 } };

  let cumulative = 0;
  const items = order.map((i, position): AbcXyzClassified => {
    const item = input[i];
    const value = values[i];
    const share = total > 0 ? value / total : 0;
    cumulative += share;
    let abc: AbcClass = 'C';
    if (value > 0) abc = position === 0 || cumulative <= cutA + EPS ? 'A' : cumulative <= cutB + EPS ? 'B' : 'C';
    const stats = seriesStats(item.monthlyQuantity);
    if (stats.count === 0) problems.push(problem('NO_DEMAND_HISTORY', 'warning', item.id));
    const cv = stats.count > 0 && stats.mean > 0 ? stats.populationSd / stats.mean : null;
    const xyz: XyzClass = cv === null ? 'Z' : cv <= cutX + EPS ? 'X' : cv <= cutY + EPS ? 'Y' : 'Z';
    const cell = matrix[abc][xyz];
    cell.count++;
    cell.value += value;
    return { id: item.id, rank: position + 1, value, share, cumulativeShare: Math.min(1, cumulative), abc, cv, xyz };
  });
  for (const a of ['A', 'B', 'C'] as const) for (const x of ['X', 'Y', 'Z'] as const) matrix[a][x].valueShare = total > 0 ? matrix[a][x].value / total : 0;
  return { items, matrix, total: { count: input.length, value: total }, problems };
}
