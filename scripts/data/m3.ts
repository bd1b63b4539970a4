// The M3 monthly series (scripts/data/m3/README.md), read from the gzip copy
// kept in the repository so tests and benchmarks run on any clone.
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

export const M3_MONTHLY = new URL('./m3/monthly.csv.gz', import.meta.url);

/** The CSV text: header series,t,quantity. */
export async function readM3Monthly(): Promise<string> {
  return gunzipSync(await readFile(M3_MONTHLY)).toString('utf8');
}
