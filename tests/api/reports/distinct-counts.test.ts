// countDistinct without count(DISTINCT): aggregate-sql.ts counts distinct
// values per grouping set by grouping (set, value) first. Checked on a real
// database against the plain count(DISTINCT) under GROUPING SETS over the
// same rows: empty dimension values, empty values, a measure's where that is
// true, false or unknown, two distinct measures beside a sum and an average.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledMeasure } from '../../../engine/config/compiled';
import { aggregateSql, type MeasureInput } from '../../../server/reports/aggregate-sql';
import { realConfig } from '../helpers/config';
import { databaseKinds, openTestDb, type TestDb } from '../helpers/database';

const input = (agg: CompiledMeasure['agg'], value: string | null, filter: string | null = null): MeasureInput => ({ measure: { id: `${agg}-${value}`, agg, where: [], format: 'number' }, value, filter });

// 3,000 rows: d0 one of 7 values or empty, d1 one of 5 or empty, v0 one of 40 or empty, v1 one of 9, w1 true/false/unknown.
const ROWS = `SELECT CASE WHEN i % 11 = 0 THEN NULL ELSE 'k' || (i * 7 % 7 + i % 7) END AS d0, CASE WHEN i % 13 = 0 THEN NULL ELSE i % 5 END AS d1,
  'L' || (i % 3) AS l0, (i % 17)::float8 AS v0, CASE WHEN i % 19 = 0 THEN NULL ELSE i * 31 % 40 END AS v2,
  i * 5 % 9 AS v3, CASE WHEN i % 23 = 0 THEN NULL ELSE i % 4 < 2 END AS w3 FROM generate_series(1, 3000) i`;
const SETS = [[0, 1], [0], [1], []];
const MEASURES = [input('sum', 'v0'), input('avg', 'v0'), input('countDistinct', 'v2'), input('countDistinct', 'v3', 'w3')];

describe.each(databaseKinds())('distinct counts on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind, await realConfig(), { seed: false });
  });
  afterAll(() => t?.dispose());

  const key = (r: Record<string, unknown>) => `${r.g}|${r.d0}|${r.d1}`;
  const byKey = (rows: Array<Record<string, unknown>>) => new Map(rows.map((r) => [key(r), r]));

  it('match count(DISTINCT) in every grouping set, the other measures unchanged', async () => {
    const ours = await t.db.query<Record<string, unknown>>(aggregateSql(ROWS, 2, [true, false], SETS, MEASURES));
    const reference = await t.db.query<Record<string, unknown>>(`SELECT GROUPING(r.d0, r.d1) AS g, r.d0, r.d1, min(r.l0) AS l0, sum(r.v0) AS m0, avg(r.v0) AS m1,
      count(DISTINCT r.v2) AS m2, count(DISTINCT r.v3) FILTER (WHERE r.w3) AS m3 FROM (${ROWS}) r GROUP BY GROUPING SETS ((r.d0, r.d1), (r.d0), (r.d1), ())`);
    expect(ours.length).toBe(reference.length);
    expect(reference.length).toBeGreaterThan(40);
    const mine = byKey(ours);
    for (const ref of reference) {
      const row = mine.get(key(ref));
      expect(row, key(ref)).toBeDefined();
      expect(row!.l0).toBe(ref.l0);
      for (const m of ['m0', 'm1', 'm2', 'm3']) expect(Number(row![m]), `${m} at ${key(ref)}`).toBeCloseTo(Number(ref[m]), 9);
    }
    // The grand total counts each value once across groups, not the sum of the groups' counts.
    const total = ours.find((r) => Number(r.g) === 3)!;
    expect(Number(total.m2)).toBe(40);
  });

  it('a group none of whose rows pass the where counts zero, not empty', async () => {
    const rows = await t.db.query<Record<string, unknown>>(aggregateSql(`SELECT i % 2 AS d0, i AS v0, i % 2 = 0 AS w0 FROM generate_series(1, 10) i`, 1, [false], [[0], []], [input('countDistinct', 'v0', 'w0')]));
    expect(rows.map((r) => [Number(r.g), r.d0 === null ? null : Number(r.d0), Number(r.m0)]).sort()).toEqual([[0, 0, 5], [0, 1, 0], [1, null, 5]]);
  });
});
