// Keyboard selection in the searcher's results (specification section 2):
// starts at 0, bounded by the result count, no wrap-around. Pure so the
// first-item skip users reported in Mantine (mantine#5992) cannot creep in.

/** The new selected index after moving by delta; 0 when there are no results. */
export function moveSelection(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  const next = (Number.isFinite(current) ? Math.trunc(current) : 0) + Math.trunc(delta);
  return Math.min(Math.max(next, 0), count - 1);
}
