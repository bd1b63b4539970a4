// The rows of a report statement shaped into what the view draws: the rows of
// the full grouping in display order (each level of groups sorted by the
// request's sort, leaves within their group, so subtotals follow their rows),
// the subtotals and grand total, the pivot spread into columns, one page of
// the rows when asked (subtotals of the groups that end on it), and the
// chart's points (chart-data.ts). Pure: tested without a database.
import type { ReportChartData, ReportColumn, ReportPage, ReportResult, ReportRow, ReportValue } from '../../engine/data/report-api';
import type { CompiledMeasure } from '../../engine/config/compiled';
import type { SortSpec } from '../../engine/data/list-query';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import { groupingMask } from './grouping';
import type { ChartPlan } from './plan';
import type { DimensionColumn } from './report-sql';
import { chartOf } from './chart-data';
import { typedText } from '../data-engine/typed-text';
import { compareValues } from './compare-values';

export { compareValues };

export const MAX_PIVOT_VALUES = 120;
export { MAX_CHART_SERIES, MAX_CHART_X, MAX_SCATTER_POINTS } from './chart-data';

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
  /** One page of the rows (number from 1), or null: every row. */
  page?: { page: number; pageSize: number } | null;
  chart: ChartPlan | null;
  /**
   * Leaf rows per group of the last level but one (keyOf its keys), when the
   * rows hold the leaves of some of those groups only (paged-groups.ts): a
   * group without its leaves counts that many rows, so positions, counts and
   * pages are those of the whole table.
   */
  leafCounts?: ReadonlyMap<string, number>;
}

export interface Shaped {
  columns: ReportColumn[];
  pivot: ReportResult['pivot'];
  rows: ReportRow[];
  totals: ReportRow[];
  rowCount: number;
  paging: ReportPage | null;
  chart: ReportChartData | null;
  /** With leafCounts: the keys of the groups (last level but one) whose leaves the page shows but the rows do not hold. */
  missing?: ReportValue[][];
}

export interface Cell {
  mask: number;
  keys: ReportValue[];
  labels: Array<string | undefined>;
  values: Record<string, number | null>;
}

export function toValue(v: unknown): ReportValue {
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

/** Numbers with empty ones last whatever the direction. */
function compareNumbers(a: number | null | undefined, b: number | null | undefined, desc: boolean): number {
  const an = a === null || a === undefined;
  const bn = b === null || b === undefined;
  if (an || bn) return an && bn ? 0 : an ? 1 : -1;
  return desc ? b! - a! : a! - b!;
}

// A map key of dimension values: texts quoted (JSON), anything else as written, so 1 and "1" stay apart. Cheaper than
// JSON.stringify of the array, which ran twice per row (levels, parents).
export const keyOf = (values: readonly ReportValue[]) => {
  let key = '';
  for (const v of values) key += `${typeof v === 'string' ? JSON.stringify(v) : String(v)}|`;
  return key;
};

/** Last resort between sibling keys the collator finds equal ('a' and 'A'): their text, byte by byte. */
const byteOrder = (a: ReportValue, b: ReportValue) => {
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Rows [from, to) of a page among `total` (a page past the last holds none). */
export function pageRange(page: { page: number; pageSize: number } | null, total: number): { from: number; to: number } {
  if (!page) return { from: 0, to: total };
  const from = Math.min(total, (page.page - 1) * page.pageSize);
  return { from, to: Math.min(total, from + page.pageSize) };
}
export const pivotColumnKey = (measure: string, value: ReportValue) => `${measure}@${JSON.stringify(value)}`;

export function shapeReport(input: ShapeInput): Shaped {
  const n = input.dims.length;
  const index = (id: string) => input.dims.findIndex((d) => d.id === id);
  // Plain loops over columns named once: Object.fromEntries and template names per cell were most of shaping 60,000 rows.
  const dCols = input.dims.map((_, i) => `d${i}`);
  const lCols = input.dims.map((d, i) => (d.labelled ? `l${i}` : null));
  const lKinds = input.dims.map((d) => d.labelKind);
  const mCols = input.measures.map((m) => [m.id, input.measureColumns.get(m.id)!] as const);
  const cells: Cell[] = input.rows.map((r) => {
    const keys: ReportValue[] = new Array(n);
    const labels: Array<string | undefined> = new Array(n);
    for (let i = 0; i < n; i++) {
      keys[i] = toValue(r[dCols[i]]);
      const l = lCols[i] === null ? null : r[lCols[i]!];
      labels[i] = typedText(l, lKinds[i]) ?? undefined;
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
      throw new ApiError('VALIDATION_ERROR', serverText('reports.pivotTooWide', { count: pivotValues.length, max: MAX_PIVOT_VALUES }), 'pivot');
    }
  }
  const columns: ReportColumn[] = [
    ...input.group.map((id) => {
      const d = input.dims[index(id)];
      return { key: `d:${id}`, kind: 'dimension' as const, id, dimension: d.kind, field: d.field, ...(d.labelKind ? { labelKind: d.labelKind } : {}) };
    }),
    ...pivotValues.flatMap((p) => input.shown.map((m) => ({
      key: pivotColumnKey(m, p.value), kind: 'measure' as const, id: m, format: input.measures.find((x) => x.id === m)!.format,
      pivot: { value: p.value, ...(p.label !== undefined ? { label: p.label } : {}) },
    }))),
    ...input.shown.map((m) => ({ key: m, kind: 'measure' as const, id: m, format: input.measures.find((x) => x.id === m)!.format })),
  ];

  // One ReportRow per group key at each level, pivot cells merged in. A row shares its cell's values when they are
  // exactly the shown measures and no pivot adds to them (a copy per row was a fifth of shaping 60,000 rows).
  const shareValues = !input.pivot && input.shown.length === input.measures.length;
  const levels: Array<Map<string, ReportRow>> = [];
  const pivotCells = new Map<ReportRow, Cell[]>();
  const spread = (row: ReportRow) => {
    for (const c of pivotCells.get(row) ?? []) for (const m of input.shown) row.values[pivotColumnKey(m, c.keys[pivotIdx])] = c.values[m];
    return row;
  };
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
      let values = c.values;
      if (!shareValues) {
        values = {};
        for (const m of input.shown) values[m] = c.values[m];
      }
      const row: ReportRow = { keys: rowKeys, labels, values, level };
      if (level > 0 && level < input.group.length) row.subtotal = true;
      rows.set(keyOf(keys), row);
    }
    if (input.pivot) {
      // Kept beside the row, spread into its values only when it is shown (below): the MPS's 10,000 products x 24 months
      // wrote 960,000 values (and as many keys) of which a page of 50 rows shows 4,800.
      for (const c of cellsOf([...prefix, input.pivot])) {
        const row = rows.get(keyOf(groupIdx.slice(0, level).map((i) => c.keys[i])));
        if (!row) continue;
        const list = pivotCells.get(row);
        if (list) list.push(c);
        else pivotCells.set(row, [c]);
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
    // Equal titles (two products named alike) fall back to the key itself: the order, and so the pages, never depend on the statement's.
    return compareValues(a.keys[own], b.keys[own], a.labels[own], b.labels[own]) || compareValues(a.keys[own], b.keys[own]) || byteOrder(a.keys[own], b.keys[own]);
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
  // The leaves held, each at its position among every leaf (the same unless leafCounts stands for some).
  const leaves: ReportRow[] = [];
  const at: number[] = [];
  let position = 0;
  // Each subtotal with the leaves [from, to) of its group; the groups whose leaves are counted, not held.
  const groups: Array<{ row: ReportRow; from: number; to: number }> = [];
  const counted: Array<{ keys: ReportValue[]; from: number; to: number }> = [];
  const last = input.group.length;
  const walk = (level: number, parentKeys: ReportValue[]) => {
    const list = (children.get(`${level}|${keyOf(parentKeys)}`) ?? []).sort(compare(level));
    for (const row of list) {
      const keys = [...parentKeys, row.keys[input.group[level - 1]]];
      if (level === last) {
        leaves.push(row);
        at.push(position++);
        continue;
      }
      const from = position;
      if (input.leafCounts && level === last - 1 && !children.has(`${last}|${keyOf(keys)}`)) {
        position += input.leafCounts.get(keyOf(keys)) ?? 0;
        counted.push({ keys, from, to: position });
      } else walk(level + 1, keys);
      groups.push({ row, from, to: position });
    }
  };
  if (input.group.length) walk(1, []);
  const limited = input.limit === null ? position : Math.min(position, input.limit);
  const { from, to } = pageRange(input.page ?? null, limited);
  // A subtotal follows the last shown row of its group: kept when that row is shown (on this page).
  const subtotals = groups.filter((g) => {
    const end = Math.min(g.to, limited) - 1;
    return end >= g.from && end >= from && end < to;
  }).map((g) => g.row);
  const shownRows = from === 0 && to === leaves.length && position === leaves.length ? leaves : leaves.filter((_, k) => at[k] >= from && at[k] < to);
  const grand = levels[0].get(keyOf([])) ?? { keys: {}, labels: {}, values: Object.fromEntries(input.shown.map((m) => [m, null])), level: 0 };
  const totals = [...subtotals, grand];
  if (input.pivot) {
    shownRows.forEach(spread);
    totals.forEach(spread);
  }
  return {
    columns,
    pivot: input.pivot ? { id: input.pivot, dimension: input.dims[pivotIdx].kind, field: input.dims[pivotIdx].field, ...(input.dims[pivotIdx].labelKind ? { labelKind: input.dims[pivotIdx].labelKind } : {}) } : null,
    rows: shownRows,
    totals,
    rowCount: position,
    paging: input.page ? { ...input.page, total: limited } : null,
    chart: input.chart ? chartOf(input.chart, input.dims, cellsOf, index) : null,
    ...(input.leafCounts ? { missing: counted.filter((g) => g.from < to && g.to > from).map((g) => g.keys) } : {}),
  };
}
