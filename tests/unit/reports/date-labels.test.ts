// A reference titled by a date or month (a forecast cycle by its month):
// shaping turns the driver's Date into YYYY-MM, the chart keeps its axis and
// series in calendar order, and the browser reads the label as a month in
// the user's language, like a month dimension.
import { describe, expect, it } from 'vitest';
import type { CompiledMeasure } from '../../../engine/config/compiled';
import { dimensionText, type CellContext } from '../../../engine/data/report-table';
import { shapeReport, type ShapeInput } from '../../../server/reports/shape';

const measures: CompiledMeasure[] = [{ id: 'qty', entity: 'snap', field: 'quantity', agg: 'sum', where: [], format: 'integer' }];
const dims = [
  { id: 'cycle', kind: 'ref' as const, field: { entity: 'snap', name: 'cycle' }, labelled: true, labelKind: 'month' as const },
  { id: 'month', kind: 'month' as const, field: { entity: 'snap', name: 'month' }, labelled: false },
];
const utc = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1));
// Cycles 7 (2026-10), 8 (2026-02), 9 (2025-12): ids and sizes in neither calendar nor label-text order of Date strings.
const cycles: Array<[number, Date, number]> = [[7, utc(2026, 10), 50], [8, utc(2026, 2), 10], [9, utc(2025, 12), 30]];
const rows = [
  ...cycles.map(([id, month, qty]) => ({ g: 1, d0: id, l0: month, d1: null, x0: qty })),
  ...cycles.map(([id, month, qty]) => ({ g: 0, d0: id, l0: month, d1: '2026-11', x0: qty })),
  { g: 3, d0: null, l0: null, d1: null, x0: 90 },
];
const input = (extra: Partial<ShapeInput>): ShapeInput => ({
  rows, dims, measureColumns: new Map([['qty', 'x0']]), measures, shown: ['qty'], group: ['cycle'], pivot: null, sort: [], limit: null, chart: null, ...extra,
});

describe('labels of a month-titled reference', () => {
  it('rows are labelled YYYY-MM and sort by it in calendar order', () => {
    const shaped = shapeReport(input({ sort: [{ field: 'cycle', desc: false }] }));
    expect(shaped.rows.map((r) => r.labels.cycle)).toEqual(['2025-12', '2026-02', '2026-10']);
    expect(shaped.columns[0]).toMatchObject({ id: 'cycle', labelKind: 'month' });
  });

  it('a chart by cycle runs in calendar order, not by size', () => {
    const shaped = shapeReport(input({ chart: { kind: 'bar', x: 'cycle', y: ['qty'] } }));
    expect(shaped.chart!.points.map((p) => p.xLabel)).toEqual(['2025-12', '2026-02', '2026-10']);
    expect(shaped.chart!.xLabelKind).toBe('month');
  });

  it('chart series by cycle are in calendar order', () => {
    const shaped = shapeReport(input({ group: ['month'], chart: { kind: 'line', x: 'month', y: ['qty'], series: 'cycle' } }));
    expect(shaped.chart!.points.map((p) => p.seriesLabel)).toEqual(['2025-12', '2026-02', '2026-10']);
    expect(shaped.chart!.seriesLabelKind).toBe('month');
  });

  it('the browser reads the label as a month or a day in the language', () => {
    const ctx = (locale: string): CellContext => ({ locale, currency: 'EUR', t: () => undefined });
    const month = (locale: string) => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(utc(2026, 7));
    expect(dimensionText('ref', 7, '2026-07', undefined, ctx('es'), 'month')).toBe(month('es'));
    expect(dimensionText('ref', 7, '2026-07', undefined, ctx('en'), 'month')).toBe(month('en'));
    expect(dimensionText('ref', 7, '2026-07-01', undefined, ctx('en'), 'date')).not.toMatch(/GMT|2026-07-01/);
    expect(dimensionText('ref', 7, 'Lácteos', undefined, ctx('es'))).toBe('Lácteos');
  });
});
