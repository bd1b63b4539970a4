// How reads on PGlite are cut so no statement holds its one connection (and
// every request behind it) for long: pure arithmetic, shared by the listing
// of a run's series (series-data.ts) and the operative forecast's refresh
// (operative.ts).

/**
 * Products to read in the next chunk so it holds about `targetSeries` series,
 * from the series per product seen so far (one product first, at least one).
 */
export function nextChunk(targetSeries: number, seenSeries: number, seenProducts: number): number {
  if (seenProducts === 0 || seenSeries === 0) return seenProducts === 0 ? 1 : Math.max(1, targetSeries);
  return Math.max(1, Math.floor(targetSeries / (seenSeries / seenProducts)));
}
