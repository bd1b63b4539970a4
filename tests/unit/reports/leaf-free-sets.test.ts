// The groups of a paged request without its leaves (paged-groups.ts): a
// dimension in none of the grouping sets is not grouped by, comes back empty
// and its bit in g stays set, so g means the same as with every set; and a
// month is grouped as stored when a second step groups its text again, cut
// to its grain only for a one-step aggregation.
import { describe, expect, it } from 'vitest';
import type { CompiledMeasure } from '../../../engine/config/compiled';
import { aggregateSql, type MeasureInput } from '../../../server/reports/aggregate-sql';
import { dimensionKeySql } from '../../../server/reports/dimension-sql';
import { groupingMask } from '../../../server/reports/grouping';
import type { ReportPath } from '../../../server/reports/paths';

const m = (agg: CompiledMeasure['agg'], value: string | null): MeasureInput => ({ measure: { id: agg, agg, where: [], format: 'number' }, value, filter: null });

describe('grouping sets without a dimension', () => {
  it('two steps: the partial rows leave it out, g maps each set to its mask over every dimension', () => {
    // Dimensions product (0), similar (1), rank (2); the sets (product), (), (rank) without the leaves (product, similar).
    const sets = [[0], [], [2]];
    const sql = aggregateSql('INNER', 3, [true, true, false], sets, [m('sum', 'v0')]);
    const cases = sets.map((s) => `WHEN ${groupingMask(s.map((i) => [0, 2].indexOf(i)), 2)} THEN ${groupingMask(s, 3)}`).join(' ');
    expect(sql).toBe(
      `SELECT CASE GROUPING(p.d0, p.d2) ${cases} END AS g, p.d0, NULL AS d1, p.d2, min(p.l0) AS l0, NULL::text AS l1, sum(p.a0)::float8 AS m0 `
      + 'FROM (SELECT r.d0, r.d2, min(r.l0) AS l0, sum(r.v0) AS a0 FROM (INNER) r GROUP BY r.d0, r.d2) p GROUP BY GROUPING SETS ((p.d0), (), (p.d2))',
    );
    expect(cases).toBe('WHEN 1 THEN 3 WHEN 3 THEN 7 WHEN 2 THEN 6');
  });

  it('one step, and only the grand total', () => {
    expect(aggregateSql('INNER', 2, [false, false], [[0], []], [m('countDistinct', 'v0')])).toBe(
      'SELECT CASE GROUPING(r.d0) WHEN 0 THEN 1 WHEN 1 THEN 3 END AS g, r.d0, NULL AS d1, count(DISTINCT r.v0)::float8 AS m0 FROM (INNER) r GROUP BY GROUPING SETS ((r.d0), ())',
    );
    expect(aggregateSql('INNER', 1, [false], [[]], [m('sum', 'v0')])).toBe(
      'SELECT 1 AS g, NULL AS d0, sum(p.a0)::float8 AS m0 FROM (SELECT sum(r.v0) AS a0 FROM (INNER) r) p GROUP BY GROUPING SETS (())',
    );
  });
});

describe('a month key', () => {
  const month = { expr: 't.month', field: { name: 'month', type: 'month' } } as unknown as ReportPath;
  it('is the stored month when the groups meet again, the month or year cut when they do not', () => {
    expect(dimensionKeySql(month, { grain: 'year' }).key).toBe('(t.month)');
    expect(dimensionKeySql(month, {}).key).toBe('(t.month)');
    expect(dimensionKeySql(month, { grain: 'year' }, { exact: true }).key).toBe("date_trunc('year', (t.month)::timestamp)");
    expect(dimensionKeySql(month, {}, { exact: true }).key).toBe("date_trunc('month', (t.month)::timestamp)");
    expect(dimensionKeySql(month, { grain: 'year' }).format!('x')).toBe(`to_char((x)::timestamp, 'YYYY') COLLATE "C"`);
  });
});
