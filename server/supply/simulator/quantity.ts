// How finely the order simulator may promise a product: in the product's
// unit of measure (config/entities/unit.yaml: kind and decimals). A product
// counted in units, cases or pallets is promised in whole ones; one that is
// weighed, measured or poured keeps its unit's decimals. What is promised is
// floored to that step, never rounded up: a promise must not exceed what the
// projection leaves available.
import type { AtpPoint } from '../../../domain/planning';

export interface UnitOfMeasure {
  /** unit.yaml's kind: count, weight, volume or length. */
  kind: string | null;
  decimals: number | null;
}

/** Decimals of a product without a unit, or of a unit without decimals: what the simulator showed before units counted. */
export const DEFAULT_DECIMALS = 3;
const MAX_DECIMALS = 6;
/**
 * Float sums (a stock of 0.1 + 0.2 ...) land a hair below a step they
 * reach; a millionth of a step is noise, not stock that is missing.
 */
const NOISE = 1e-6;

/** Decimals a product's promises are counted in. */
export function promiseDecimals(unit: UnitOfMeasure | null): number {
  if (!unit || unit.kind === null) return DEFAULT_DECIMALS;
  if (unit.kind === 'count') return 0;
  const d = unit.decimals ?? DEFAULT_DECIMALS;
  return Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(d)));
}

/** The largest multiple of 10^-decimals that is not above `quantity` (beyond float noise). */
export function floorTo(quantity: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.floor(quantity * f + NOISE) / f;
}

/** `quantity` on its step with the float noise removed, for display. */
export function roundTo(quantity: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(quantity * f) / f;
}

/** Whether `quantity` can be asked for in a unit of `decimals` decimals. */
export function fitsDecimals(quantity: number, decimals: number): boolean {
  return Math.abs(floorTo(quantity, decimals) - quantity) * 10 ** decimals < NOISE * 2;
}

/**
 * ATP points whose cumulative availability is floored to the unit's step;
 * the rises between them are recomputed, so they are whole steps too
 * (availability never falls with the date, nor does its floor).
 */
export function quantizePoints(points: readonly AtpPoint[], decimals: number): AtpPoint[] {
  let before = 0;
  return points.map((p) => {
    const available = floorTo(p.available, decimals);
    const point = { ...p, available, newlyAvailable: roundTo(available - before, decimals) };
    before = available;
    return point;
  });
}
