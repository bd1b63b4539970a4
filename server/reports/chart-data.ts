// The chart's points from the report's cells: the chart's own grouping set,
// x values in order (time ascending, anything else largest first), at most
// MAX_CHART_X of them and MAX_CHART_SERIES series (a heatmap: as many as x),
// the rest left out and said (truncated). Pure, like shape.ts.
import type { DimensionKind, ReportChartData, ReportChartPoint, ReportValue } from '../../engine/data/report-api';
import type { ChartPlan } from './plan';
import type { DimensionColumn } from './report-sql';
import { compareValues } from './compare-values';
import type { Cell } from './shape';

export const MAX_CHART_X = 60;
export const MAX_CHART_SERIES = 12;
export const MAX_SCATTER_POINTS = 500;

const TEMPORAL = new Set<DimensionKind>(['date', 'month', 'quarter', 'year', 'number']);

export function chartOf(chart: ChartPlan, dims: readonly DimensionColumn[], cellsOf: (ids: readonly string[]) => Cell[], index: (id: string) => number): ReportChartData {
  const xi = index(chart.x);
  const si = chart.series ? index(chart.series) : -1;
  const xKind = dims[xi].kind;
  const points: ReportChartPoint[] = cellsOf([chart.x, ...(chart.series ? [chart.series] : [])]).map((c) => ({
    x: c.keys[xi],
    ...(c.labels[xi] !== undefined ? { xLabel: c.labels[xi] } : {}),
    ...(si >= 0 ? { series: c.keys[si], ...(c.labels[si] !== undefined ? { seriesLabel: c.labels[si] } : {}) } : {}),
    values: Object.fromEntries(chart.y.map((m) => [m, c.values[m] ?? null])),
  }));
  const first = chart.y[0];
  // x values in order: time and numbers ascending, anything else by the first measure, largest first.
  const totalsBy = (pick: (p: ReportChartPoint) => ReportValue, label: (p: ReportChartPoint) => string | undefined) => {
    const sums = new Map<string, { value: ReportValue; label?: string; sum: number }>();
    for (const p of points) {
      const k = JSON.stringify(pick(p));
      const entry = sums.get(k) ?? { value: pick(p), label: label(p), sum: 0 };
      entry.sum += Math.abs(p.values[first] ?? 0);
      sums.set(k, entry);
    }
    return [...sums.values()];
  };
  const xs = totalsBy((p) => p.x, (p) => p.xLabel);
  // A reference titled by a date or month (a cycle) is an axis in time too: its labels (YYYY-MM) sort in calendar order.
  if ((TEMPORAL.has(xKind) || dims[xi].labelKind) && chart.kind !== 'pie' && chart.kind !== 'scatter') xs.sort((a, b) => compareValues(a.value, b.value, a.label, b.label));
  else xs.sort((a, b) => b.sum - a.sum || compareValues(a.value, b.value, a.label, b.label));
  const maxX = chart.kind === 'scatter' ? MAX_SCATTER_POINTS : MAX_CHART_X;
  let truncated = xs.length > maxX;
  const keptX = new Map(xs.slice(0, maxX).map((x, i) => [JSON.stringify(x.value), i]));
  let kept = points.filter((p) => keptX.has(JSON.stringify(p.x)));
  if (si >= 0) {
    const series = totalsBy((p) => p.series ?? null, (p) => p.seriesLabel).sort((a, b) => b.sum - a.sum || compareValues(a.value, b.value, a.label, b.label));
    // Kept by their size, shown in time: a series of months or cycles reads in calendar order.
    const inTime = TEMPORAL.has(dims[si].kind) || !!dims[si].labelKind;
    const max = chart.kind === 'heatmap' ? MAX_CHART_X : MAX_CHART_SERIES;
    if (series.length > max) truncated = true;
    const shown = series.slice(0, max);
    if (inTime) shown.sort((a, b) => compareValues(a.value, b.value, a.label, b.label));
    const keptSeries = new Map(shown.map((s, i) => [JSON.stringify(s.value), i]));
    kept = kept.filter((p) => keptSeries.has(JSON.stringify(p.series ?? null)));
    kept.sort((a, b) => keptX.get(JSON.stringify(a.x))! - keptX.get(JSON.stringify(b.x))! || keptSeries.get(JSON.stringify(a.series ?? null))! - keptSeries.get(JSON.stringify(b.series ?? null))!);
  } else kept.sort((a, b) => keptX.get(JSON.stringify(a.x))! - keptX.get(JSON.stringify(b.x))!);
  return {
    kind: chart.kind, x: chart.x, xKind, y: [...chart.y], points: kept, truncated,
    ...(dims[xi].labelKind ? { xLabelKind: dims[xi].labelKind } : {}),
    ...(chart.series ? { series: chart.series, seriesKind: dims[si].kind, ...(dims[si].labelKind ? { seriesLabelKind: dims[si].labelKind } : {}) } : {}),
  };
}
