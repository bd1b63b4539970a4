// Shaping a report statement's rows (one per grouping set) into the view:
// pivot columns in the dimension's order with cells and row totals, groups
// sorted level by level, subtotals after their rows, top N keeping the
// full totals, and the chart's points ordered and capped.
import { describe, expect, it } from 'vitest';
import type { CompiledMeasure } from '../../../engine/config/compiled';
import { displayRows } from '../../../engine/data/report-table';
import { MAX_CHART_X, shapeReport, type ShapeInput } from '../../../server/reports/shape';

const measures: CompiledMeasure[] = [{ id: 'qty', entity: 'sale', field: 'quantity', agg: 'sum', where: [], format: 'integer' }];
const dims = [
  { id: 'region', kind: 'text' as const, field: { entity: 'sale', name: 'region' }, labelled: false },
  { id: 'family', kind: 'ref' as const, field: { entity: 'sale', name: 'family' }, labelled: true },
  { id: 'month', kind: 'month' as const, field: { entity: 'sale', name: 'month' }, labelled: false },
];
// mask bits: region 4, family 2, month 1 (set when rolled up)
const row = (g: number, region: string | null, family: number | null, month: string | null, qty: number, label?: string) =>
  ({ g, d0: region, d1: family, l1: label ?? (family ? `Family ${family}` : null), d2: month, x0: qty });

const input = (rows: ReturnType<typeof row>[], extra: Partial<ShapeInput> = {}): ShapeInput => ({
  rows, dims, measureColumns: new Map([['qty', 'x0']]), measures, shown: ['qty'], group: ['region', 'family'], pivot: null, sort: [], limit: null, chart: null, ...extra,
});

// Sales: North: family 1 = 10, family 2 = 30; South: family 1 = 5.
const leaves = [row(1, 'North', 1, null, 10, 'Zucchini'), row(1, 'North', 2, null, 30, 'Apples'), row(1, 'South', 1, null, 5, 'Zucchini')];
const subtotals = [row(3, 'North', null, null, 40), row(3, 'South', null, null, 5)];
const grand = row(7, null, null, null, 45);

describe('report shaping', () => {
  it('sorts each level by title, places subtotals after their rows and the grand total last', () => {
    const shaped = shapeReport(input([grand, ...subtotals, ...leaves]));
    expect(shaped.rows.map((r) => [r.keys.region, r.labels.family, r.values.qty])).toEqual([['North', 'Apples', 30], ['North', 'Zucchini', 10], ['South', 'Zucchini', 5]]);
    expect(shaped.totals.map((t) => [t.level, t.keys.region ?? null, t.values.qty, t.subtotal ?? false])).toEqual([[1, 'North', 40, true], [1, 'South', 5, true], [0, null, 45, false]]);
    const shown = displayRows({ ...shaped, query: { group: ['region', 'family'] } });
    expect(shown.map((d) => `${d.kind}:${d.row.keys.region ?? ''}/${d.row.labels.family ?? ''}`)).toEqual([
      'row:North/Apples', 'row:North/Zucchini', 'subtotal:North/', 'row:South/Zucchini', 'subtotal:South/', 'total:/',
    ]);
  });

  it('sorts by a measure at every level: the biggest group first, the biggest row first within it', () => {
    const shaped = shapeReport(input([...leaves, ...subtotals, grand], { sort: [{ field: 'qty', desc: false }] }));
    expect(shaped.rows.map((r) => `${r.keys.region}/${r.values.qty}`)).toEqual(['South/5', 'North/10', 'North/30']);
    const desc = shapeReport(input([...leaves, ...subtotals, grand], { sort: [{ field: 'region', desc: true }] }));
    expect(desc.rows.map((r) => r.keys.region)).toEqual(['South', 'North', 'North']);
  });

  it('a top N shows the first rows and the subtotals of their groups, with totals over every row', () => {
    const shaped = shapeReport(input([...leaves, ...subtotals, grand], { limit: 2 }));
    expect(shaped.rows).toHaveLength(2);
    expect(shaped.rowCount).toBe(3);
    expect(shaped.totals.map((t) => t.values.qty)).toEqual([40, 45]);
  });

  it('spreads the pivot into columns in the dimension\'s order, with the row totals last', () => {
    // Dimensions region (bit 2) and month (bit 1): cells, row totals, column totals, grand total.
    const r2 = (region: string | null, month: string | null, qty: number) => ({ g: (region === null ? 2 : 0) | (month === null ? 1 : 0), d0: region, d1: month, x0: qty });
    const two = [r2('North', '2024-02', 25), r2('North', '2024-01', 15), r2('South', '2024-01', 5), r2(null, '2024-02', 25), r2(null, '2024-01', 20), r2(null, null, 45), r2('North', null, 40), r2('South', null, 5)];
    const shaped = shapeReport({ ...input([]), rows: two, dims: [dims[0], dims[2]], group: ['region'], pivot: 'month' });
    expect(shaped.columns.map((c) => c.key)).toEqual(['d:region', 'qty@"2024-01"', 'qty@"2024-02"', 'qty']);
    expect(shaped.pivot).toEqual({ id: 'month', dimension: 'month', field: { entity: 'sale', name: 'month' } });
    const north = shaped.rows.find((r) => r.keys.region === 'North')!;
    expect(north.values).toEqual({ qty: 40, 'qty@"2024-01"': 15, 'qty@"2024-02"': 25 });
    const south = shaped.rows.find((r) => r.keys.region === 'South')!;
    expect(south.values).toEqual({ qty: 5, 'qty@"2024-01"': 5 });
    expect(shaped.totals[0].values).toEqual({ qty: 45, 'qty@"2024-01"': 20, 'qty@"2024-02"': 25 });
  });

  it('no data: no rows, and a grand total without values', () => {
    const shaped = shapeReport(input([]));
    expect(shaped.rows).toEqual([]);
    expect(shaped.totals).toEqual([{ keys: {}, labels: {}, values: { qty: null }, level: 0 }]);
  });

  it('chart points: time in order, other dimensions by the first measure, largest first, capped', () => {
    const months = Array.from({ length: MAX_CHART_X + 5 }, (_, i) => row(6, null, null, `20${String(10 + Math.floor(i / 12)).padStart(2, '0')}-${String((i % 12) + 1).padStart(2, '0')}`, i));
    const chart = shapeReport(input([grand, ...months], { chart: { kind: 'line', x: 'month', y: ['qty'] } })).chart!;
    expect(chart.points).toHaveLength(MAX_CHART_X);
    expect(chart.truncated).toBe(true);
    expect(chart.points[0].x).toBe('2010-01');
    const families = [row(5, null, 1, null, 10, 'Small'), row(5, null, 2, null, 30, 'Big')];
    const bars = shapeReport(input([grand, ...families], { chart: { kind: 'bar', x: 'family', y: ['qty'] } })).chart!;
    expect(bars.points.map((p) => p.xLabel)).toEqual(['Big', 'Small']);
    expect(bars.truncated).toBe(false);
  });
});
