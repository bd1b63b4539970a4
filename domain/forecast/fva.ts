// Forecast value added (PLANNING.md, the metric catalogue "FVA"): the WAPE
// of each step of the forecasting process and what each step added,
// FVA(step) = WAPE(previous step) - WAPE(step), along naive -> statistical
// -> planners' override -> consensus. A positive FVA means the step made
// the forecast better. WAPE = 100 sum|F - A| / sum A, empty (null) when
// nothing was sold, never NaN or Infinity. The report computes the same in
// SQL (server/reports/computed/forecast-value-added.ts plus the route's
// formulas); the API tests hold the two to each other.

export const FVA_STEPS = ['naive', 'statistical', 'override', 'consensus'] as const;
export type FvaStep = (typeof FVA_STEPS)[number];

/** One product x customer x month: what was sold and what each step forecast. */
export interface FvaCell extends Record<FvaStep, number> {
  actual: number;
}

export interface FvaStepResult {
  step: FvaStep;
  /** sum |F - A| */
  absError: number;
  /** In percent; null when nothing was sold. */
  wape: number | null;
  /** WAPE(previous step) - WAPE(this step), in points; null for the first step or when a WAPE is empty. */
  fva: number | null;
}

export interface FvaResult {
  actual: number;
  steps: FvaStepResult[];
}

/** 100 absError / actual, or null when actual is not positive. */
export function wapeOf(absError: number, actual: number): number | null {
  return actual > 0 ? (100 * absError) / actual : null;
}

/** The planners' override of a cell: the approved revision's quantity where one exists, else the statistical forecast. */
export function overrideOf(statistical: number, approved: number | null | undefined): number {
  return approved ?? statistical;
}

/** The WAPE of every step over these cells and the value each step added to the one before. */
export function forecastValueAdded(cells: readonly FvaCell[]): FvaResult {
  const actual = cells.reduce((s, c) => s + c.actual, 0);
  const steps: FvaStepResult[] = [];
  for (const step of FVA_STEPS) {
    const absError = cells.reduce((s, c) => s + Math.abs(c[step] - c.actual), 0);
    const wape = wapeOf(absError, actual);
    const previous = steps.at(-1)?.wape;
    steps.push({ step, absError, wape, fva: previous == null || wape == null ? null : previous - wape });
  }
  return { actual, steps };
}
