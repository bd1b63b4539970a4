// Demand pattern per series (Syntetos & Boylan 2005): the average inter-demand
// interval (ADI) and the squared coefficient of variation of the non-zero
// demand sizes (CV2) split series into four classes with cut-offs 1.32 and 0.49.
import type { DemandPattern } from './types';

export const ADI_CUTOFF = 1.32;
export const CV2_CUTOFF = 0.49;

/**
 * ADI is the mean interval between successive periods with demand, the first
 * interval counted from the start of the history (as Croston counts it), i.e.
 * the position of the last demand divided by the number of demands.
 */
export function demandPattern(y: readonly number[]): DemandPattern {
  const sizes: number[] = [];
  let lastPosition = 0;
  y.forEach((v, t) => {
    if (v !== 0) {
      sizes.push(v);
      lastPosition = t + 1;
    }
  });
  if (sizes.length === 0) return { kind: 'none', adi: Number.POSITIVE_INFINITY, cv2: 0 };
  const adi = lastPosition / sizes.length;
  const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
  const variance = sizes.reduce((s, v) => s + (v - mean) ** 2, 0) / sizes.length;
  const cv2 = mean !== 0 ? variance / (mean * mean) : 0;
  const frequent = adi < ADI_CUTOFF;
  const steady = cv2 < CV2_CUTOFF;
  const kind = frequent ? (steady ? 'smooth' : 'erratic') : steady ? 'intermittent' : 'lumpy';
  return { kind, adi, cv2 };
}
