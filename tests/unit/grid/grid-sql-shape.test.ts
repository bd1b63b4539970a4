// The grid's aggregation of one entity's rows (groupedSql): ONE grouping
// step under the grid's sets, with the reports' measure expressions. The
// figures themselves are checked against the reports' two steps on both
// databases in tests/api/grid/grid-read.test.ts.
import { describe, expect, it } from 'vitest';
import type { CompiledMeasure } from '../../../engine/config/compiled';
import { groupedSql } from '../../../server/grid/grid-sql';
import type { MeasureInput } from '../../../server/reports/aggregate-sql';

const measure = (agg: string) => ({ id: agg, agg, where: [] }) as unknown as CompiledMeasure;
const inner = 'SELECT t.a AS d0, t.m AS d1, t.v::float8 AS v0, t.w AS w1 FROM x t';

describe('grid aggregation step', () => {
  it('groups the rows once, under the rows and month-total sets', () => {
    const inputs: MeasureInput[] = [{ measure: measure('sum'), value: 'v0', filter: null }, { measure: measure('count'), value: null, filter: 'w1' }];
    const sql = groupedSql(inner, 2, [[0, 1], [1]], inputs);
    expect(sql.match(/GROUP BY/g)).toHaveLength(1);
    expect(sql).toBe(`SELECT GROUPING(r.d0, r.d1) AS g, r.d0, r.d1, sum(r.v0)::float8 AS m0, count(*) FILTER (WHERE r.w1)::float8 AS m1 FROM (${inner}) r GROUP BY GROUPING SETS ((r.d0, r.d1), (r.d1))`);
  });

  it('keeps a distinct count distinct', () => {
    const sql = groupedSql(inner, 2, [[0, 1]], [{ measure: measure('countDistinct'), value: 'v0', filter: null }]);
    expect(sql).toContain('count(DISTINCT r.v0)::float8 AS m0');
    expect(sql.match(/GROUP BY/g)).toHaveLength(1);
  });
});
