// The rows of a report statement shaped into what the view draws: the rows of
// the full grouping in display order (each level of groups sorted by the
// request's sort, leaves within their group, so subtotals follow their rows),
// the subtotals and grand total, the pivot spread into columns, and the
// chart's points. Pure: tested without a database.
import type { DimensionKind, ReportChartData, ReportResult, ReportChartPoint, ReportColumn, ReportRow, ReportValue } from '../../engine/data/report-api';
import type { CompiledMeasure } from '../../engine/config/compiled';
import type { SortSpec } from '../../engine/data/list-query';
import { ApiError } from '../errors/api-error';
import { groupingMask } from './grouping';
import type { ChartPlan } from './plan';
import type { DimensionColumn } from './report-sql';

export const MAX_PIVOT_VALUES = 120;
export const MAX_CHART_X = 60;
export const MAX_CHART_SERIES = 12;
export const MAX_SCATTER_POINTS = 500;

export interface ShapeInput {
  rows: ReadonlyArray<Record<string, unknown>>;
  dims: readonly DimensionColumn[];
  /** Measure id -> column alias. */
  measureColumns: ReadonlyMap<string, string>;
  measures: readonly CompiledMeasure[];
  shown: readonly string[];
  group: readonly string[];
  pivot: string | null;
  sort: readonly SortSpec[];
  limit: number | null;
  chart: ChartPlan | null;
}

export interface Shaped {
  columns: ReportColumn[];
  pivot: ReportResult['pivot'];
  rows: ReportRow[];
  totals: ReportRow[];
  rowCount: number;
  chart: ReportChartData | null;
}

interface Cell {
  mask: number;
  keys: ReportValue[];
  labels: Array<string | undefined>;
  values: Record<string, number | null>;
}

const TEMPORAL = new Set<DimensionKind>(['date', 'month', 'quarter', 'year', 'number']);

function toValue(v: unknown): ReportValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return String(v);
}

function toNumber(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

// One collator for every comparison: localeCompare with options builds one per
// call, which dominated sorting a table of 10,000 products (same order either way).
const COLLATOR = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Dimension values in order: numbers and dates ascending, text by its label in natural order, empty last. */
export function compareValues(a: ReportValue, b: ReportValue, la?: string, lb?: string): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const x = la ?? a;
  const y = lb ?? b;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return COLLATOR.compare(String(x), String(y));
}

/** Numbers with empty ones last whatever the direction. */
function compareNumbers(a: number | null | undefined, b: number | null | undefined, desc: boolean): number {
  const an = a === null || a === undefined;
  const bn = b === null || b === undefined;
  if (an || bn) return an && bn ? 0 : an ? 1 : -1;
  return desc ? b! - a! : a! - b!;
}

const keyOf = (values: readonly ReportValue[]) => JSON.stringify(values);
export const pivotColumnKey = (measure: string, value: ReportValue) => `${measure}@${JSON.stringify(value)}`;

export function shapeReport(input: ShapeInput): Shaped {
  const n = input.dims.length;
  const index = (id: string) => input.dims.findIndex((d) => d.id === id);
  // Plain loops over columns named once: Object.fromEntries and template names per cell were most of shaping 60,000 rows.
  const dCols = input.dims.map((_, i) => `d${i}`);
  const lCols = input.dims.map((d, i) => (d.labelled ? `l${i}` : null));
  const mCols = input.measures.map((m) => [m.id, input.measureColumns.get(m.id)!] as const);
  const cells: Cell[] = input.rows.map((r) => {
    const keys: ReportValue[] = new Array(n);
    const labels: Array<string | undefined> = new Array(n);
    for (let i = 0; i < n; i++) {
      keys[i] = toValue(r[dCols[i]]);
      const l = lCols[i] === null ? null : r[lCols[i]!];
      labels[i] = l != null ? String(l) : undefined;
    }
    const values: Record<string, number | null> = {};
    for (const [id, column] of mCols) values[id] = toNumber(r[column]);
    return { mask: Number(r.g), keys, labels, values };
  });
  const byMask = new Map<number, Cell[]>();
  for (const c of cells) {
    // Appended in place: copying the list per cell was quadratic in the rows (60,000 pairs of look-alikes).
    const list = byMask.get(c.mask);
    if (list) list.push(c);
    else byMask.set(c.mask, [c]);
  }
  const cellsOf = (ids: readonly string[]) => byMask.get(groupingMask(ids.map(index), n)) ?? [];
  const groupIdx = input.group.map(index);
  const pivotIdx = input.pivot ? index(input.pivot) : -1;

  // Pivot values: every value with data, in the dimension's order.
  let pivotValues: Array<{ value: ReportValue; label?: string }> = [];
  if (input.pivot) {
    pivotValues = cellsOf([input.pivot]).map((c) => ({ value: c.keys[pivotIdx], label: c.labels[pivotIdx] }))
      .sort((a, b) => compareValues(a.value, b.value, a.label, b.label));
    if (pivotValues.length > MAX_PIVOT_VALUES) {
      throw new ApiError('VALIDATION_ERROR', `pivot: "${input.pivot}" takes ${pivotValues.length} values; at most ${MAX_PIVOT_VALUES} fit as columns: filter it or spread another dimension`, 'pivot');
    }
  }
  const columns: ReportColumn[] = [
    ...input.group.map((id) => ({ key: `d:${id}`, kind: 'dimension' as const, id, dimension: input.dims[index(id)].kind, field: input.dims[index(id)].field })),
    ...pivotValues.flatMap((p) => input.shown.map((m) => ({
      key: pivotColumnKey(m, p.value), kind: 'measure' as const, id: m, format: input.measures.find((x) => x.id === m)!.format,
      pivot: { value: p.value, ...(p.label !== undefined ? { label: p.label } : {}) },
    }))),
    ...input.shown.map((m) => ({ key: m, kind: 'measure' as const, id: m, format: input.measures.find((x) => x.id === m)!.format })),
  ];

  // One ReportRow per group key at each level, pivot cells merged in.
  const levels: Array<Map<string, ReportRow>> = [];
  for (let level = 0; level <= input.group.length; level++) {
    const prefix = input.group.slice(0, level);
    const rows = new Map<string, ReportRow>();
    for (const c of cellsOf(prefix)) {
      const keys: ReportValue[] = new Array(level);
      const rowKeys: Record<string, ReportValue> = {};
      const labels: Record<string, string> = {};
      for (let j = 0; j < level; j++) {
        keys[j] = c.keys[groupIdx[j]];
        rowKeys[prefix[j]] = keys[j];
        const label = c.labels[groupIdx[j]];
        if (label !== undefined) labels[prefix[j]] = label;
      }
      const values: Record<string, number | null> = {};
      for (const m of input.shown) values[m] = c.values[m];
      const row: ReportRow = { keys: rowKeys, labels, values, level };
      if (level > 0 && level < input.group.length) row.subtotal = true;
      rows.set(keyOf(keys), row);
    }
    if (input.pivot) {
      for (const c of cellsOf([...prefix, input.pivot])) {
        const row = rows.get(keyOf(groupIdx.slice(0, level).map((i) => c.keys[i])));
        if (row) for (const m of input.shown) row.values[pivotColumnKey(m, c.keys[pivotIdx])] = c.values[m];
      }
    }
    levels.push(rows);
  }

  // Display order: siblings sorted by the sort specs that apply at their level, then by their own value.
  const compare = (level: number) => (a: ReportRow, b: ReportRow): number => {
    const own = input.group[level - 1];
    for (const s of input.sort) {
      if (input.shown.includes(s.field)) {
        const d = compareNumbers(a.values[s.field], b.values[s.field], s.desc);
        if (d) return d;
      } else if (s.field === own) {
        const d = compareValues(a.keys[own], b.keys[own], a.labels[own], b.labels[own]);
        if (d) return s.desc ? -d : d;
      }
    }
    return compareValues(a.keys[own], b.keys[own], a.labels[own], b.labels[own]);
  };
  const children = new Map<string, ReportRow[]>();
  for (let level = 1; level <= input.group.length; level++) {
    for (const row of levels[level].values()) {
      const parent = keyOf(input.group.slice(0, level - 1).map((id) => row.keys[id]));
      const list = children.get(`${level}|${parent}`) ?? [];
      list.push(row);
      children.set(`${level}|${parent}`, list);
    }
  }
  const leaves: ReportRow[] = [];
  const subtotals: ReportRow[] = [];
  const walk = (level: number, parentKeys: ReportValue[]) => {
    const list = (children.get(`${level}|${keyOf(parentKeys)}`) ?? []).sort(compare(level));
    for (const row of list) {
      const keys = [...parentKeys, row.keys[input.group[level - 1]]];
      if (level === input.group.length) leaves.push(row);
      else {
        const before = leaves.length;
        walk(level + 1, keys);
        // A subtotal follows the rows of its group; kept only when some of them are shown.
        if (input.limit === null || before < input.limit) subtotals.push(row);
      }
    }
  };
  if (input.group.length) walk(1, []);
  const shownRows = input.limit === null ? leaves : leaves.slice(0, input.limit);
  const grand = levels[0].get(keyOf([])) ?? { keys: {}, labels: {}, values: Object.fromEntries(input.shown.map((m) => [m, null])), level: 0 };
  return {
    columns,
    pivot: input.pivot ? { id: input.pivot, dimension: input.dims[pivotIdx].kind, field: input.dims[pivotIdx].field } : null,
    rows: shownRows,
    totals: [...subtotals, grand],
    rowCount: leaves.length,
    chart: input.chart ? chartOf(input, cellsOf, index) : null,
  };
}

function chartOf(input: ShapeInput, cellsOf: (ids: readonly string[]) => Cell[], index: (id: string) => number): ReportChartData {
  const chart = input.chart!;
  const xi = index(chart.x);
  const si = chart.series ? index(chart.series) : -1;
  const xKind = input.dims[xi].kind;
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
  if (TEMPORAL.has(xKind) && chart.kind !== 'pie' && chart.kind !== 'scatter') xs.sort((a, b) => compareValues(a.value, b.value));
  else xs.sort((a, b) => b.sum - a.sum || compareValues(a.value, b.value, a.label, b.label));
  const maxX = chart.kind === 'scatter' ? MAX_SCATTER_POINTS : MAX_CHART_X;
  let truncated = xs.length > maxX;
  const keptX = new Map(xs.slice(0, maxX).map((x, i) => [JSON.stringify(x.value), i]));
  let kept = points.filter((p) => keptX.has(JSON.stringify(p.x)));
  if (si >= 0) {
    const series = totalsBy((p) => p.series ?? null, (p) => p.seriesLabel).sort((a, b) => b.sum - a.sum || compareValues(a.value, b.value, a.label, b.label));
    const max = chart.kind === 'heatmap' ? MAX_CHART_X : MAX_CHART_SERIES;
    if (series.length > max) truncated = true;
    const keptSeries = new Map(series.slice(0, max).map((s, i) => [JSON.stringify(s.value), i]));
    kept = kept.filter((p) => keptSeries.has(JSON.stringify(p.series ?? null)));
    kept.sort((a, b) => keptX.get(JSON.stringify(a.x))! - keptX.get(JSON.stringify(b.x))! || keptSeries.get(JSON.stringify(a.series ?? null))! - keptSeries.get(JSON.stringify(b.series ?? null))!);
  } else kept.sort((a, b) => keptX.get(JSON.stringify(a.x))! - keptX.get(JSON.stringify(b.x))!);
  return {
    kind: chart.kind, x: chart.x, xKind, y: [...chart.y], points: kept, truncated,
    ...(chart.series ? { series: chart.series, seriesKind: input.dims[si].kind } : {}),
  };
}
