// Shaping a page from the groups and the leaves of some of them only
// (paged-groups.ts): a group without its leaves counts as many rows as
// leafCounts says, so the page, its subtotals, the counts and the totals are
// those of the whole table, and `missing` names the groups the page shows
// whose leaves are not there yet.
import { describe, expect, it } from 'vitest';
import type { CompiledMeasure } from '../../../engine/config/compiled';
import { keyOf, shapeReport, type ShapeInput } from '../../../server/reports/shape';

const measures: CompiledMeasure[] = [{ id: 'qty', entity: 'sale', field: 'quantity', agg: 'sum', where: [], format: 'integer' }];
const dims = [
  { id: 'region', kind: 'text' as const, field: { entity: 'sale', name: 'region' }, labelled: false },
  { id: 'family', kind: 'ref' as const, field: { entity: 'sale', name: 'family' }, labelled: true },
];
const row = (g: number, region: string | null, family: number | null, qty: number) => ({ g, d0: region, d1: family, l1: family ? `Family ${family}` : null, x0: qty });
const input = (rows: ReturnType<typeof row>[], extra: Partial<ShapeInput> = {}): ShapeInput => ({
  rows, dims, measureColumns: new Map([['qty', 'x0']]), measures, shown: ['qty'], group: ['region', 'family'], pivot: null, sort: [], limit: null, chart: null, ...extra,
});
// East (3 families), North (3), South (2), West (1): the groups, the leaves of each region apart.
const leaves = {
  East: [row(0, 'East', 6, 5), row(0, 'East', 7, 6), row(0, 'East', 8, 7)],
  North: [row(0, 'North', 1, 10), row(0, 'North', 2, 20), row(0, 'North', 3, 30)],
  South: [row(0, 'South', 4, 1), row(0, 'South', 5, 2)],
  West: [row(0, 'West', 9, 4)],
};
const groups = [row(1, 'East', null, 18), row(1, 'North', null, 60), row(1, 'South', null, 3), row(1, 'West', null, 4), row(3, null, null, 85)];
const leafCounts = new Map(Object.entries(leaves).map(([region, rows]) => [keyOf([region]), rows.length]));
const every = [...groups, ...Object.values(leaves).flat()];

describe('report pages from counted leaves', () => {
  for (const sort of [[], [{ field: 'qty', desc: true }]]) {
    for (const [pageSize, limit] of [[2, null], [4, null], [3, 5], [20, null]] as const) {
      it(`page by page the same as the whole table (sort ${JSON.stringify(sort)}, page size ${pageSize}, limit ${limit})`, () => {
        const pages = Math.ceil(Math.min(9, limit ?? 9) / pageSize) + 1;
        for (let page = 1; page <= pages; page++) {
          const base = { sort, limit, page: { page, pageSize } };
          const whole = shapeReport(input(every, base));
          const counted = shapeReport(input(groups, { ...base, leafCounts }));
          // The groups the page shows, then their leaves only.
          const wanted = new Set(counted.missing!.map((k) => k[0] as keyof typeof leaves));
          const held = shapeReport(input([...groups, ...[...wanted].flatMap((r) => leaves[r])], { ...base, leafCounts }));
          expect(held.missing).toEqual([]);
          const { missing: _missing, ...same } = held;
          expect(same).toEqual(whole);
          expect(counted.rowCount).toBe(9);
          expect(counted.totals.at(-1)).toEqual(whole.totals.at(-1));
        }
      });
    }
  }

  it('names only the groups whose leaves the page shows', () => {
    const counted = shapeReport(input(groups, { page: { page: 2, pageSize: 2 }, leafCounts }));
    // East holds leaves 0-2, North 3-5: page 2 (leaves 2, 3) needs both.
    expect(counted.missing).toEqual([['East'], ['North']]);
    expect(counted.rows).toEqual([]);
  });
});
