// Cells by row and measure, for the rows to look up their own cells in one
// step: `${rowKey}|${measureId}` -> the month indices marked.
export function cellMap(cells: ReadonlyArray<{ key: string; measure: string; month: number | undefined }>): Map<string, Set<number>> {
  const map = new Map<string, Set<number>>();
  for (const c of cells) {
    if (c.month === undefined) continue;
    const k = `${c.key}|${c.measure}`;
    let set = map.get(k);
    if (!set) map.set(k, (set = new Set()));
    set.add(c.month);
  }
  return map;
}
