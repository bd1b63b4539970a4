// An entity's aggregation: two steps (one row per key combination, then the
// grouping sets) when every measure rolls up from partial results, avg as a
// sum over a count; a countDistinct per
// grouping set from (set, value) rows, joined to the others on the key.
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

  it('counts distinct values per set without count(DISTINCT): (set, value) rows counted, joined on the key', () => {
    const sql = aggregateSql('INNER', 1, [false], [[0], []], [m('sum', 'v0'), m('countDistinct', 'v1', 'w1')]);
    expect(sql).toBe(
      'WITH r AS (INNER), '
      + 'b AS (SELECT GROUPING(p.d0) AS g, p.d0, sum(p.a0)::float8 AS m0 FROM (SELECT r.d0, sum(r.v0) AS a0 FROM r r GROUP BY r.d0) p GROUP BY GROUPING SETS ((p.d0), ())), '
      + 'c0 AS (SELECT q.g, q.d0, count(*) FILTER (WHERE q.f) AS n FROM (SELECT GROUPING(s.d0) AS g, s.d0, bool_or(s.f) AS f '
      + 'FROM (SELECT r.d0, r.v1 AS v, bool_or(r.w1) AS f FROM r WHERE r.v1 IS NOT NULL GROUP BY r.d0, r.v1) s GROUP BY GROUPING SETS ((s.d0, s.v), (s.v))) q GROUP BY q.g, q.d0) '
      + "SELECT b.g, b.d0, b.m0, coalesce(c0.n, 0)::float8 AS m1 FROM b LEFT JOIN c0 ON c0.g = b.g AND coalesce(c0.d0::text, '') = coalesce(b.d0::text, '') AND (c0.d0 IS NULL) = (b.d0 IS NULL)",
    );
    expect(sql).not.toContain('DISTINCT');
  });

  it('without dimensions: one total row', () => {
    expect(aggregateSql('INNER', 0, [], [[]], [m('count', null)])).toBe('SELECT 0 AS g, count(*)::float8 AS m0 FROM (INNER) r');
  });
});
