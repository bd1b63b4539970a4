// A parent's new plan split among its children: locked children keep their
// value, the others share what is left in proportion to a basis the planner
// picks (current plan, statistical, last year, budget), equally when that
// basis is zero or missing for all of them. Shares are rounded to the plan's
// decimals so that they add up to the total exactly (largest remainder: each
// child gets the floor of its exact share in units of the last decimal; the
// units left go to the largest remainders, ties to the first child).

export class SpreadRefused extends Error {
  constructor(readonly reason: 'no-children' | 'all-locked' | 'locked-exceed' | 'not-a-number' | 'too-large', message: string) {
    super(message);
  }
}

export interface SpreadChild {
  /** The spread's weight; null, negative or not finite count as none. */
  basis: number | null;
  /** A locked child's value: it keeps it. Absent: the child takes a share. */
  locked?: number | null;
}

const MAX_UNITS = Number.MAX_SAFE_INTEGER;

/** Units of the last decimal split in proportion to the weights (all zero: equally), adding up exactly. */
export function splitUnits(units: number, weights: readonly number[]): number[] {
  const n = weights.length;
  const sum = weights.reduce((a, b) => a + b, 0);
  const share = sum > 0 ? weights.map((w) => (units * w) / sum) : weights.map(() => units / n);
  const floors = share.map((s) => Math.floor(s + 1e-9));
  let left = units - floors.reduce((a, b) => a + b, 0);
  // Only children with a share take the units left (a zero basis stays zero).
  const order = share.map((s, i) => ({ i, rest: s - floors[i] })).filter(({ i }) => sum === 0 || weights[i] > 0)
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) floors[order[k].i] += 1;
  // Float noise may push a floor one unit too high: taken back from the smallest remainders.
  for (let k = order.length - 1; left < 0; k = (k - 1 + order.length) % order.length) {
    if (floors[order[k].i] > 0) { floors[order[k].i] -= 1; left++; }
  }
  return floors;
}

/**
 * The children's values after the parent is set to `total`: locked ones
 * unchanged, the rest sharing `total - locked` by their basis. `min` (the
 * plan's lower bound, 0 for quantities) refuses a rest below it.
 */
export function spreadPlan(total: number, children: readonly SpreadChild[], scale: number, min: number | null = 0): number[] {
  if (children.length === 0) throw new SpreadRefused('no-children', 'there is no row to spread to');
  if (!Number.isFinite(total)) throw new SpreadRefused('not-a-number', 'the total is not a number');
  const factor = 10 ** scale;
  const lockedUnits = children.reduce((a, c) => a + (c.locked !== undefined ? Math.round((c.locked ?? 0) * factor) : 0), 0);
  const open = children.map((c, i) => ({ c, i })).filter(({ c }) => c.locked === undefined);
  const rest = Math.round(total * factor) - lockedUnits;
  if (open.length === 0) {
    if (rest !== 0) throw new SpreadRefused('all-locked', 'every row below is locked');
    return children.map((c) => c.locked ?? 0);
  }
  if (min !== null && rest < Math.round(min * factor) * open.length) throw new SpreadRefused('locked-exceed', 'the locked rows add up to more than the new total');
  if (Math.abs(rest) > MAX_UNITS) throw new SpreadRefused('too-large', 'the total is too large to split exactly');
  const weights = open.map(({ c }) => (typeof c.basis === 'number' && Number.isFinite(c.basis) && c.basis > 0 ? c.basis : 0));
  const units = splitUnits(Math.abs(rest), weights);
  const sign = rest < 0 ? -1 : 1;
  const out = children.map((c) => (c.locked ?? 0) + 0);
  open.forEach(({ i }, k) => { out[i] = (sign * units[k]) / factor + 0; });
  return out;
}

/** A plan changed by a percentage, rounded to the plan's decimals (+10 % of 263,669 is 290,035.9). */
export function byPercent(plan: number, percent: number, scale: number): number {
  const factor = 10 ** scale;
  return Math.round(plan * (1 + percent / 100) * factor) / factor + 0;
}
