// The chart series reshaped for each chart kind: one row per x value with a
// key per measure or per series value, pie slices of positive values,
// scatter points grouped by series, and a heatmap grid with its range.
import { describe, expect, it } from 'vitest';
import type { ReportChartData } from '../../../engine/data/report-api';
import { chartModel, heatShare, valueAxisWidth, type CartesianModel } from '../../../engine/data/report-chart';

const labels = { x: (v: unknown, l?: string) => l ?? String(v), series: (v: unknown, l?: string) => l ?? String(v), measure: (id: string) => id.toUpperCase() };
const base = (extra: Partial<ReportChartData>): ReportChartData => ({ kind: 'bar', x: 'month', xKind: 'month', y: ['qty'], points: [], truncated: false, ...extra });

describe('chart models', () => {
  it('bars and lines: a key per measure, or per series value of the first measure', () => {
    const byMeasure = chartModel(base({ y: ['qty', 'value'], points: [{ x: '2024-01', values: { qty: 1, value: 10 } }, { x: '2024-02', values: { qty: 2, value: null } }] }), labels);
    expect(byMeasure).toEqual({
      kind: 'cartesian',
      data: [{ x: '2024-01', m0: 1, m1: 10 }, { x: '2024-02', m0: 2, m1: null }],
      series: [{ name: 'm0', label: 'QTY', color: 'blue.6' }, { name: 'm1', label: 'VALUE', color: 'teal.6' }],
    });
    const bySeries = chartModel(base({ kind: 'stacked', series: 'channel', seriesKind: 'enum', points: [
      { x: '2024-01', series: 'retail', values: { qty: 1 } }, { x: '2024-01', series: 'online', values: { qty: 2 } }, { x: '2024-02', series: 'retail', values: { qty: 3 } },
    ] }), labels);
    expect(bySeries).toMatchObject({ data: [{ x: '2024-01', s0: 1, s1: 2 }, { x: '2024-02', s0: 3 }], series: [{ name: 's0', label: 'retail' }, { name: 's1', label: 'online' }] });
  });

  it('pie: slices of positive values only, by title', () => {
    const pie = chartModel(base({ kind: 'pie', xKind: 'ref', points: [{ x: 1, xLabel: 'Dairy', values: { qty: 5 } }, { x: 2, xLabel: 'Bakery', values: { qty: 0 } }, { x: 3, xLabel: 'Frozen', values: { qty: 2 } }] }), labels);
    expect(pie).toEqual({ kind: 'pie', data: [{ name: 'Dairy', value: 5, color: 'blue.6' }, { name: 'Frozen', value: 2, color: 'teal.6' }] });
  });

  it('scatter: two measures per point, points without both left out', () => {
    const scatter = chartModel(base({ kind: 'scatter', xKind: 'ref', y: ['price', 'qty'], points: [{ x: 1, values: { price: 2, qty: 10 } }, { x: 2, values: { price: null, qty: 3 } }] }), labels);
    expect(scatter).toEqual({ kind: 'scatter', data: [{ name: 'QTY', color: 'blue.6', data: [{ x: 2, y: 10 }] }], xLabel: 'PRICE', yLabel: 'QTY' });
  });

  it('heatmap: series as rows, x as columns, empty cells null, and the range', () => {
    const heat = chartModel(base({ kind: 'heatmap', series: 'region', seriesKind: 'text', points: [
      { x: '2024-01', series: 'North', values: { qty: 4 } }, { x: '2024-02', series: 'North', values: { qty: 8 } }, { x: '2024-01', series: 'South', values: { qty: 2 } },
    ] }), labels);
    expect(heat).toEqual({ kind: 'heatmap', columns: ['2024-01', '2024-02'], rows: [{ label: 'North', cells: [4, 8] }, { label: 'South', cells: [2, null] }], min: 2, max: 8 });
    // Rows and columns in the order of their values (the server sends points by their totals); refs keep the server's order.
    const abc = chartModel(base({ kind: 'heatmap', x: 'xyz', xKind: 'enum', series: 'abc', seriesKind: 'enum', points: [
      { x: 'X', series: 'A', values: { qty: 116 } }, { x: 'Z', series: 'C', values: { qty: 27 } }, { x: 'Y', series: 'B', values: { qty: 13 } }, { x: 'X', series: null, values: { qty: 1 } },
    ] }), labels);
    expect(abc).toMatchObject({ columns: ['X', 'Y', 'Z'], rows: [{ label: 'A' }, { label: 'B' }, { label: 'C' }, { label: 'null' }] });
    const refs = chartModel(base({ kind: 'heatmap', x: 'family', xKind: 'ref', series: 'customer', seriesKind: 'ref', points: [
      { x: 9, xLabel: 'Dairy', series: 5, seriesLabel: 'Zeta', values: { qty: 1 } }, { x: 2, xLabel: 'Bakery', series: 7, seriesLabel: 'Alpha', values: { qty: 1 } },
    ] }), labels);
    expect(refs).toMatchObject({ columns: ['Dairy', 'Bakery'], rows: [{ label: 'Zeta' }, { label: 'Alpha' }] });
    expect(heatShare(5, 2, 8)).toBe(0.5);
    expect(heatShare(3, 3, 3)).toBe(1);
  });
});

describe('valueAxisWidth', () => {
  const en = (v: number) => v.toLocaleString('en-US');
  const model = (rows: Array<Record<string, number | null>>): CartesianModel => ({
    kind: 'cartesian',
    data: rows.map((r, i) => ({ x: `m${i}`, ...r })),
    series: [{ name: 'a', label: 'A', color: 'blue.6' }, { name: 'b', label: 'B', color: 'teal.6' }],
  });

  it('fits the longest tick: ten times the extremes, sign included (-80,000,000 would need 11 characters)', () => {
    // min -8,000,000 -> "-80,000,000" 11 characters: 11 * 7 + 16 = 93 px, over recharts' fixed 60.
    expect(valueAxisWidth(model([{ a: 9_000_000, b: -8_000_000 }, { a: 1, b: null }]), en)).toBe(93);
  });

  it('stacked series add up per x', () => {
    // 600 + 500 = 1,100 -> "11,000" (6 characters) = 58 px; apart, 600 -> "6,000" would be 51.
    expect(valueAxisWidth(model([{ a: 600, b: 500 }]), en, true)).toBe(58);
    expect(valueAxisWidth(model([{ a: 600, b: 500 }]), en)).toBe(51);
  });

  it('stays between 48 and 140 px', () => {
    expect(valueAxisWidth(model([{ a: 3, b: null }]), en)).toBe(48);
    expect(valueAxisWidth(model([{ a: 1e30, b: null }]), en)).toBe(140);
    expect(valueAxisWidth(model([]), en)).toBe(48);
  });
});
