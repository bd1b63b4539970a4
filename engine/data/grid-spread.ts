// Rounding and comparing a grid value at its field's decimals (the spread
// itself is grid-plan-spread.ts).

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
