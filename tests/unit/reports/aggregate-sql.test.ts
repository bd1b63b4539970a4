// An entity's aggregation: two steps (one row per key combination, then the
// grouping sets) when every measure rolls up from partial results, avg as a
// sum over a count; one step as soon as a countDistinct needs every row.
import { describe, expect, it } from 'vitest';
import type { CompiledMeasure } from '../../../engine/config/compiled';
import { aggregateSql, type MeasureInput } from '../../../server/reports/aggregate-sql';

const m = (agg: CompiledMeasure['agg'], value: string | null, filter: string | null = null): MeasureInput => ({ measure: { id: agg, agg, where: [], format: 'number' }, value, filter });

describe('aggregate SQL', () => {
  it('rolls decomposable measures up in two steps', () => {
    expect(aggregateSql('INNER', 2, [true, false], [[0, 1], [0], []], [m('sum', 'v0'), m('count', null, 'w1'), m('avg', 'v2'), m('max', 'v3')])).toBe(
      'SELECT GROUPING(p.d0, p.d1) AS g, p.d0, p.d1, min(p.l0) AS l0, sum(p.a0)::float8 AS m0, sum(p.a1)::float8 AS m1, (sum(p.a2) / NULLIF(sum(p.b2), 0))::float8 AS m2, max(p.a3)::float8 AS m3 '
      + 'FROM (SELECT r.d0, r.d1, min(r.l0) AS l0, sum(r.v0) AS a0, count(*) FILTER (WHERE r.w1) AS a1, sum(r.v2) AS a2, count(r.v2) AS b2, max(r.v3) AS a3 FROM (INNER) r GROUP BY r.d0, r.d1) p '
      + 'GROUP BY GROUPING SETS ((p.d0, p.d1), (p.d0), ())',
    );
  });

  it('keeps every row for a countDistinct', () => {
    expect(aggregateSql('INNER', 1, [false], [[0], []], [m('sum', 'v0'), m('countDistinct', 'v1')])).toBe(
      'SELECT GROUPING(r.d0) AS g, r.d0, sum(r.v0)::float8 AS m0, count(DISTINCT r.v1)::float8 AS m1 FROM (INNER) r GROUP BY GROUPING SETS ((r.d0), ())',
    );
  });

  it('without dimensions: one total row', () => {
    expect(aggregateSql('INNER', 0, [], [[]], [m('count', null)])).toBe('SELECT 0 AS g, count(*)::float8 AS m0 FROM (INNER) r');
  });

  it('groups a date by its stored value and formats it per group, not per row', () => {
    const year = (c: string) => `to_char(${c}, 'YYYY')`;
    expect(aggregateSql('INNER', 2, [false, false], [[0, 1], []], [m('sum', 'v0')], [year, null])).toBe(
      'SELECT GROUPING(p.d0, p.d1) AS g, p.d0, p.d1, sum(p.a0)::float8 AS m0 '
      + 'FROM (SELECT to_char(r.d0, \'YYYY\') AS d0, r.d1, sum(r.v0) AS a0 FROM (INNER) r GROUP BY r.d0, r.d1) p '
      + 'GROUP BY GROUPING SETS ((p.d0, p.d1), ())',
    );
    // One step (a countDistinct): grouped by the key (cut to its grain, so it formats to one text only), formatted per group after.
    expect(aggregateSql('INNER', 1, [false], [[0], []], [m('countDistinct', 'v0')], [year])).toBe(
      'SELECT o.g, to_char(o.d0, \'YYYY\') AS d0, o.m0 FROM (SELECT GROUPING(r.d0) AS g, r.d0, count(DISTINCT r.v0)::float8 AS m0 FROM (INNER) r GROUP BY GROUPING SETS ((r.d0), ())) o',
    );
  });
});
