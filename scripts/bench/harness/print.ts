// How the benches write their figures: durations, sizes, the p50 / p95 pair
// and aligned table rows. Pure string formatting.
import type { Quantiles } from './stats';

/** A duration: one decimal under 10 ms, whole milliseconds above. */
export const ms = (n: number): string => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;

/** Bytes as whole megabytes. */
export const mb = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;

/** `p50 X, p95 Y`, each duration right-aligned to `width` characters. */
export const p50p95 = (q: Quantiles, width: number): string => `p50 ${ms(q.p50).padStart(width)}, p95 ${ms(q.p95).padStart(width)}`;

/** A table row: the first cell left-aligned, the others right-aligned, to the widths given. */
export function row(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
}
