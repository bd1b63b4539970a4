// A report's chart series (ReportChartData from the server) reshaped for
// the chart components: one row per x value with a key per measure (or per
// series value when a dimension splits the lines or bars), slices for a pie,
// points for a scatter, a grid for a heatmap. Pure: labels come from the
// caller, so the same texts show in the chart, its legend and the table.
import type { DimensionKind, ReportChartData, ReportValue } from './report-api';

export const CHART_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.7', 'lime.8', 'indigo.6', 'pink.6', 'yellow.8', 'violet.6', 'green.7'];

export interface ChartLabels {
  x(value: ReportValue, label?: string): string;
  series(value: ReportValue, label?: string): string;
  measure(id: string): string;
}

export interface CartesianModel {
  kind: 'cartesian';
  /** Rows keyed by 'x' (its text) and each series' name. */
  data: Array<Record<string, string | number | null>>;
  series: Array<{ name: string; label: string; color: string }>;
}
export interface PieModel {
  kind: 'pie';
  data: Array<{ name: string; value: number; color: string }>;
}
export interface ScatterModel {
  kind: 'scatter';
  data: Array<{ name: string; color: string; data: Array<{ x: number; y: number }> }>;
  xLabel: string;
  yLabel: string;
}
export interface HeatmapModel {
  kind: 'heatmap';
  columns: string[];
  rows: Array<{ label: string; cells: Array<number | null> }>;
  min: number;
  max: number;
}
export type ChartModel = CartesianModel | PieModel | ScatterModel | HeatmapModel;

const keyOf = (v: ReportValue) => JSON.stringify(v);

/** The distinct values of a key, in the order the server sent them, with their text. */
function distinct(chart: ReportChartData, pick: 'x' | 'series', text: (v: ReportValue, l?: string) => string) {
  const out = new Map<string, string>();
  for (const p of chart.points) {
    const value = pick === 'x' ? p.x : p.series ?? null;
    const k = keyOf(value);
    if (!out.has(k)) out.set(k, text(value, pick === 'x' ? p.xLabel : p.seriesLabel));
  }
  return out;
}

/**
 * A heatmap's axis in the order of its values (A, B, C; months in time), not
 * in the order the points came (by their totals), so it reads like the table
 * below it. References keep the server's order: their values are ids.
 */
function axisOrder(keys: string[], kind: DimensionKind | undefined): string[] {
  if (kind === 'ref') return keys;
  const value = (k: string) => JSON.parse(k) as ReportValue;
  return [...keys].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x).localeCompare(String(y), undefined, { numeric: true });
  });
}

export function chartModel(chart: ReportChartData, labels: ChartLabels): ChartModel {
  const first = chart.y[0];
  const xs = distinct(chart, 'x', labels.x);
  if (chart.kind === 'pie') {
    return {
      kind: 'pie',
      data: chart.points.filter((p) => (p.values[first] ?? 0) > 0).map((p, i) => ({ name: xs.get(keyOf(p.x))!, value: p.values[first]!, color: CHART_COLORS[i % CHART_COLORS.length] })),
    };
  }
  if (chart.kind === 'scatter') {
    const [xm, ym = first] = chart.y;
    const groups = new Map<string, ScatterModel['data'][number]>();
    for (const p of chart.points) {
      const x = p.values[xm];
      const y = p.values[ym];
      if (x === null || x === undefined || y === null || y === undefined) continue;
      const group = chart.series ? labels.series(p.series ?? null, p.seriesLabel) : labels.measure(ym);
      if (!groups.has(group)) groups.set(group, { name: group, color: CHART_COLORS[groups.size % CHART_COLORS.length], data: [] });
      groups.get(group)!.data.push({ x, y });
    }
    return { kind: 'scatter', data: [...groups.values()], xLabel: labels.measure(xm), yLabel: labels.measure(ym) };
  }
  if (chart.kind === 'heatmap') {
    const series = distinct(chart, 'series', labels.series);
    const columns = axisOrder([...xs.keys()], chart.xKind);
    const rows = axisOrder([...series.keys()], chart.seriesKind).map((s) => ({
      label: series.get(s)!,
      cells: columns.map((x) => chart.points.find((p) => keyOf(p.x) === x && keyOf(p.series ?? null) === s)?.values[first] ?? null),
    }));
    const values = rows.flatMap((r) => r.cells).filter((v): v is number => v !== null);
    return { kind: 'heatmap', columns: columns.map((x) => xs.get(x)!), rows, min: values.length ? Math.min(...values) : 0, max: values.length ? Math.max(...values) : 0 };
  }
  const rows = new Map<string, Record<string, string | number | null>>([...xs].map(([k, text]) => [k, { x: text }]));
  let series: CartesianModel['series'];
  if (chart.series) {
    const values = distinct(chart, 'series', labels.series);
    const names = new Map([...values.keys()].map((k, i) => [k, `s${i}`]));
    series = [...values].map(([k, label], i) => ({ name: names.get(k)!, label, color: CHART_COLORS[i % CHART_COLORS.length] }));
    for (const p of chart.points) rows.get(keyOf(p.x))![names.get(keyOf(p.series ?? null))!] = p.values[first] ?? null;
  } else {
    series = chart.y.map((m, i) => ({ name: `m${i}`, label: labels.measure(m), color: CHART_COLORS[i % CHART_COLORS.length] }));
    for (const p of chart.points) chart.y.forEach((m, i) => { rows.get(keyOf(p.x))![`m${i}`] = p.values[m] ?? null; });
  }
  return { kind: 'cartesian', data: [...rows.values()], series };
}

/** A heatmap cell's share of the range, 0..1 (a flat range is all 1). */
export const heatShare = (value: number, min: number, max: number): number => (max === min ? 1 : (value - min) / (max - min));

/**
 * The value axis's width in pixels, room for its longest tick label: recharts gives the axis 60 px whatever its
 * labels hold, which cut "-80,000,000" down to "0,000,000". The ticks are round numbers at or beyond the data's
 * extremes, never a digit longer than ten times them, so the extremes are measured at ten times. Stacked series
 * add up, so their extremes are per x. Labels are 12 px text (about 7 px a character) moved 10 px off the axis.
 */
export function valueAxisWidth(model: CartesianModel, format: (value: number) => string, stacked = false): number {
  let min = 0;
  let max = 0;
  for (const row of model.data) {
    let below = 0;
    let above = 0;
    for (const s of model.series) {
      const v = row[s.name];
      if (typeof v !== 'number') continue;
      if (stacked && v < 0) below += v;
      else if (stacked) above += v;
      else { min = Math.min(min, v); max = Math.max(max, v); }
    }
    if (stacked) { min = Math.min(min, below); max = Math.max(max, above); }
  }
  const longest = Math.max(format(min * 10).length, format(max * 10).length);
  return Math.min(140, Math.max(48, longest * 7 + 16));
}
