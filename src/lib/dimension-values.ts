// A dimension's values as the editor hands them over: trimmed, without empty
// entries or repeats (the first spelling wins), in the order entered.

export const DIMENSION_NAME_MAX = 80;
export const DIMENSION_VALUE_MAX = 120;
export const DIMENSION_VALUES_MAX = 2000;

export function cleanValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    out.push(value);
  }
  return out;
}

/** Same values in the same order. */
export function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
