// One page of a report's rows: the rows [from, to) of the display order,
// the subtotals of the groups whose last shown row is on the page (so the
// table places each after its group's last row, once, across pages), the
// grand total, counts and chart over every row whatever the page, and an
// order that does not depend on the statement's (equal titles fall back to the key).
import { describe, expect, it } from 'vitest';
import type { CompiledMeasure } from '../../../engine/config/compiled';
import { displayRows } from '../../../engine/data/report-table';
import { pageRange, shapeReport, type ShapeInput } from '../../../server/reports/shape';
import { pageOf, everyRow } from '../../../server/reports/service';

const measures: CompiledMeasure[] = [{ id: 'qty', entity: 'sale', field: 'quantity', agg: 'sum', where: [], format: 'integer' }];
const dims = [
  { id: 'region', kind: 'text' as const, field: { entity: 'sale', name: 'region' }, labelled: false },
  { id: 'family', kind: 'ref' as const, field: { entity: 'sale', name: 'family' }, labelled: true },
];
// mask bits: region 2, family 1 (set when rolled up)
const row = (g: number, region: string | null, family: number | null, qty: number, label?: string) => ({ g, d0: region, d1: family, l1: label ?? (family ? `Family ${family}` : null), x0: qty });
const input = (rows: ReturnType<typeof row>[], extra: Partial<ShapeInput> = {}): ShapeInput => ({
  rows, dims, measureColumns: new Map([['qty', 'x0']]), measures, shown: ['qty'], group: ['region', 'family'], pivot: null, sort: [], limit: null, chart: null, ...extra,
});
// North: families 1, 2, 3 (10, 20, 30); South: families 4, 5 (1, 2).
const rows = [
  row(0, 'North', 1, 10), row(0, 'North', 2, 20), row(0, 'North', 3, 30), row(0, 'South', 4, 1), row(0, 'South', 5, 2),
  row(1, 'North', null, 60), row(1, 'South', null, 3), row(3, null, null, 63),
];
const shown = (shaped: ReturnType<typeof shapeReport>) =>
  displayRows({ ...shaped, query: { group: ['region', 'family'] } }).map((d) => `${d.kind}:${d.row.keys.region ?? ''}/${d.row.keys.family ?? ''}`);

describe('report pages', () => {
  it('takes the rows of the page, and the subtotals of the groups that end on it', () => {
    const first = shapeReport(input(rows, { page: { page: 1, pageSize: 2 } }));
    expect(shown(first)).toEqual(['row:North/1', 'row:North/2', 'total:/']);
    const second = shapeReport(input(rows, { page: { page: 2, pageSize: 2 } }));
    expect(shown(second)).toEqual(['row:North/3', 'subtotal:North/', 'row:South/4', 'total:/']);
    const third = shapeReport(input(rows, { page: { page: 3, pageSize: 2 } }));
    expect(shown(third)).toEqual(['row:South/5', 'subtotal:South/', 'total:/']);
    for (const page of [first, second, third]) {
      expect(page.rowCount).toBe(5);
      expect(page.totals.at(-1)!.values.qty).toBe(63);
    }
    expect(first.paging).toEqual({ page: 1, pageSize: 2, total: 5 });
  });

  it('pages the rows in the same order as the whole table, one after the other', () => {
    const all = shapeReport(input(rows, { sort: [{ field: 'qty', desc: true }] }));
    const paged = [1, 2, 3].flatMap((page) => shapeReport(input(rows, { sort: [{ field: 'qty', desc: true }], page: { page, pageSize: 2 } })).rows);
    expect(paged).toEqual(all.rows);
    expect(all.paging).toBeNull();
  });

  it('holds no row past the last page, and pages within the top N', () => {
    const past = shapeReport(input(rows, { page: { page: 9, pageSize: 2 } }));
    expect(past.rows).toEqual([]);
    expect(past.totals.map((t) => t.level)).toEqual([0]);
    const top = shapeReport(input(rows, { limit: 3, page: { page: 2, pageSize: 2 } }));
    expect(shown(top)).toEqual(['row:North/3', 'subtotal:North/', 'total:/']);
    expect(top.paging).toEqual({ page: 2, pageSize: 2, total: 3 });
    expect(top.rowCount).toBe(5);
  });

  it('orders rows of equal titles by their key, whatever order the statement gave them in', () => {
    const twins = [row(0, 'North', 7, 1, 'Same'), row(0, 'North', 3, 1, 'Same'), row(1, 'North', null, 2), row(3, null, null, 2)];
    const a = shapeReport(input(twins)).rows.map((r) => r.keys.family);
    const b = shapeReport(input([...twins].reverse())).rows.map((r) => r.keys.family);
    expect(a).toEqual([3, 7]);
    expect(b).toEqual([3, 7]);
  });

  it('reads the page of a query: a size alone asks for page 1; none: every row', () => {
    expect(pageOf({})).toBeNull();
    expect(pageOf({ pageSize: 25 })).toEqual({ page: 1, pageSize: 25 });
    expect(pageOf({ page: 3 })).toEqual({ page: 3, pageSize: 100 });
    expect(everyRow({ filters: [], sort: [], page: 2, pageSize: 10 })).toEqual({ filters: [], sort: [] });
    expect(pageRange({ page: 2, pageSize: 10 }, 15)).toEqual({ from: 10, to: 15 });
  });
});
