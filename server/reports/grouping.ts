// The grouping sets of one report query. With rows grouped by [a, b] and a
// pivot p, the table needs (a, b, p), (a, p), (p) for its cells, subtotals
// and grand total per pivot value, and (a, b), (a), () across pivot values;
// the chart adds its own (x, series) when the table does not already have
// it. Each set is identified in the result by GROUPING(d0, d1, ...): a bit per
// dimension, set when that dimension is rolled up (d0 is the highest bit).
export interface GroupingPlan {
  /** Every dimension grouped by, in column order d0, d1, ... */
  dims: readonly string[];
  /** Sets of indices into dims, without repeats. */
  sets: number[][];
}

export function groupingMask(set: readonly number[], count: number): number {
  let mask = 0;
  for (let i = 0; i < count; i++) if (!set.includes(i)) mask |= 1 << (count - 1 - i);
  return mask;
}

export function groupingSets(dims: readonly string[], group: readonly string[], pivot: string | null, chart: readonly string[] | null): GroupingPlan {
  const index = (id: string) => dims.indexOf(id);
  const sets: number[][] = [];
  const seen = new Set<number>();
  const add = (ids: readonly string[]) => {
    const set = ids.map(index).sort((a, b) => a - b);
    const mask = groupingMask(set, dims.length);
    if (seen.has(mask)) return;
    seen.add(mask);
    sets.push(set);
  };
  for (let level = group.length; level >= 0; level--) {
    const prefix = group.slice(0, level);
    if (pivot) add([...prefix, pivot]);
    add(prefix);
  }
  if (chart) add(chart);
  return { dims, sets };
}
