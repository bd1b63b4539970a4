// A parent's new value split among its leaves: in proportion to their
// baseline, or equally when the baselines are all zero (or missing), rounded
// to the field's decimals so that the shares add up to the total exactly
// (largest remainder: each leaf gets the floor of its exact share in units of
// the last decimal, and the units left go to the largest remainders, ties to
// the first leaf).

export class SpreadError extends Error {}

/** Largest |total| * 10^scale that double arithmetic keeps exact. */
const MAX_UNITS = Number.MAX_SAFE_INTEGER;

export function spreadTotal(total: number, weights: readonly (number | null | undefined)[], scale: number): number[] {
  const n = weights.length;
  if (n === 0) throw new SpreadError('there is no row to spread to');
  if (!Number.isFinite(total)) throw new SpreadError('the total is not a number');
  const factor = 10 ** scale;
  const units = Math.round(Math.abs(total) * factor);
  if (units > MAX_UNITS) throw new SpreadError('the total is too large to split exactly');
  const sign = total < 0 ? -1 : 1;
  const clean = weights.map((w) => (typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : 0));
  const sum = clean.reduce((a, b) => a + b, 0);
  const share = sum > 0 ? clean.map((w) => (units * w) / sum) : clean.map(() => units / n);
  const floors = share.map((s) => Math.floor(s + 1e-9));
  let left = units - floors.reduce((a, b) => a + b, 0);
  if (left > 0) {
    // Only leaves with a share take the units left (a zero baseline stays zero).
    const order = share.map((s, i) => ({ i, rest: s - floors[i] })).filter(({ i }) => sum === 0 || clean[i] > 0)
      .sort((a, b) => b.rest - a.rest || a.i - b.i);
    for (let k = 0; left > 0; k = (k + 1) % order.length, left--) floors[order[k].i] += 1;
  } else if (left < 0) {
    // Only when float noise pushed a floor one unit too high: take it back from the smallest remainders.
    const order = share.map((s, i) => ({ i, rest: s - floors[i] })).sort((a, b) => a.rest - b.rest || b.i - a.i);
    for (let k = 0; left < 0; k = (k + 1) % n) if (floors[order[k].i] > 0) { floors[order[k].i] -= 1; left++; }
  }
  return floors.map((u) => (sign * u) / factor + 0);
}

/** A value rounded to the field's decimals (the one rounding of every edit). */
export function roundTo(value: number, scale: number): number {
  const factor = 10 ** scale;
  return Math.round(value * factor) / factor + 0;
}

/** Two values equal at the field's decimals (empty equals only empty). */
export function sameAtScale(a: number | null, b: number | null, scale: number): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) <= 0.5 / 10 ** scale + 1e-9 * Math.max(1, Math.abs(a));
}
