// The report API's contract, shared by the browser and the server: one call
// computes a report view (its rows, subtotals, grand total and the chart's
// series) in one SQL query; export writes exactly that as CSV or XLSX;
// values feeds the filter pickers. A report is named by its route and the
// index of the view in that route (engine/config CompiledView.report).
import type { ReportFormat } from '../config/compiled';
import type { Filter, SortSpec } from './list-query';

export const reportApi = {
  /** ?group=a,b&pivot=c&filter=[JSON Filter[] on dimension ids]&sort=-m,a&limit=N&measures=m1,m2&page=P&pageSize=S -> ReportResult */
  run: 'GET /api/reports/:route/:view',
  /** The same query plus ?format=csv|xlsx -> the file (every row: page and pageSize are ignored); headers in the caller's language. */
  export: 'GET /api/reports/:route/:view/export',
  /** ?q=text&ids=1,2&limit=N -> DimensionValue[]: the values a dimension takes in the caller's rows. */
  values: 'GET /api/reports/:route/:view/values/:dimension',
} as const;

/** What a report request chooses; everything left out takes the view's default. */
export interface ReportQuery {
  /** Dimension ids of the table's rows, outermost first. */
  group?: string[];
  /** A dimension spread into columns; null: none even when the view declares one. */
  pivot?: string | null;
  /** Filters whose field is a dimension id (operators of list-query.ts). */
  filters: Filter[];
  /** Measure or dimension ids. */
  sort: SortSpec[];
  /** Show only the first rows; null: all rows even when the view declares a limit. */
  limit?: number | null;
  /** The measures shown (default: all the caller may see). */
  measures?: string[];
  /** The page of the table's rows (from 1); absent (and no pageSize): every row. Never saved, never exported. */
  page?: number;
  /** Rows per page (default REPORT_PAGE_SIZE when a page is asked). */
  pageSize?: number;
}

/** Rows of a page when the request names a page but not its size, and the largest size a request may ask. */
export const REPORT_PAGE_SIZE = 100;
export const MAX_REPORT_PAGE_SIZE = 1_000;

/** The page a paged result holds: its number and size, and how many rows every page together holds (after the limit). */
export interface ReportPage {
  page: number;
  pageSize: number;
  total: number;
}

/** A dimension value in the wire format: text, number (ref ids, numbers), boolean, or null (no value). */
export type ReportValue = string | number | boolean | null;

/** The kind of value a dimension column holds, for formatting. */
export type DimensionKind = 'text' | 'enum' | 'ref' | 'number' | 'boolean' | 'date' | 'month' | 'quarter' | 'year';

/** How a reference's label reads when its title is a date or month. */
export type LabelKind = 'date' | 'month';

export interface ReportColumn {
  /** 'd:<dimension>' for dimension columns; '<measure>' or '<measure>@<pivot value>' for measures. */
  key: string;
  kind: 'dimension' | 'measure';
  /** The dimension or measure id. */
  id: string;
  /** Measures: how the number reads. */
  format?: ReportFormat;
  /** Dimensions: how the value reads. */
  dimension?: DimensionKind;
  /** Dimensions: the field grouped by (its label is the default header; enum values translate through it). */
  field?: { entity: string; name: string };
  /** Ref dimensions titled by a date or month (a cycle): the label is YYYY-MM-DD or YYYY-MM, formatted like a date or month. */
  labelKind?: LabelKind;
  /** Measure columns under a pivot value (absent on the row-total columns). */
  pivot?: { value: ReportValue; label?: string };
}

export interface ReportRow {
  /** Dimension id -> value, for the dimensions this row is grouped by. */
  keys: Record<string, ReportValue>;
  /** Dimension id -> title of the referenced row (ref dimensions). */
  labels: Record<string, string>;
  /** Column key -> number (null: no value, e.g. a division by zero). */
  values: Record<string, number | null>;
  /** How many row dimensions are set: group.length for a row, less for a subtotal, 0 for the grand total. */
  level: number;
  subtotal?: boolean;
}

export interface ReportChartPoint {
  x: ReportValue;
  xLabel?: string;
  series?: ReportValue;
  seriesLabel?: string;
  /** Measure id -> number. */
  values: Record<string, number | null>;
}

export interface ReportChartData {
  kind: 'line' | 'bar' | 'stacked' | 'pie' | 'heatmap' | 'scatter';
  x: string;
  xKind: DimensionKind;
  xLabelKind?: LabelKind;
  series?: string;
  seriesKind?: DimensionKind;
  seriesLabelKind?: LabelKind;
  /** Measure ids drawn (scatter: x then y). */
  y: string[];
  points: ReportChartPoint[];
  /** More x values (or series) than a chart can show: the first ones in order are drawn. */
  truncated: boolean;
}

export interface ReportResult {
  /** The grouping, pivot, sort and measures actually used (defaults applied). */
  query: Required<Pick<ReportQuery, 'group' | 'filters' | 'sort' | 'measures'>> & { pivot: string | null; limit: number | null };
  columns: ReportColumn[];
  /** The dimension spread into columns, as the headers under it read it. */
  pivot: { id: string; dimension: DimensionKind; field: { entity: string; name: string }; labelKind?: LabelKind } | null;
  /** The rows (full grouping) in display order, at most `limit`; only the page's when paged. */
  rows: ReportRow[];
  /**
   * Subtotals (subtotal: true, level 1..group.length-1) of the groups shown, then the grand total (level 0). Totals count every row, shown or not.
   * Paged: the subtotals of the groups whose last shown row is on the page (a subtotal follows its group's last row).
   */
  totals: ReportRow[];
  /** How many rows there are before the limit (and before paging). */
  rowCount: number;
  /** The page held when the request asked for one, else null (every row). */
  paging: ReportPage | null;
  chart: ReportChartData | null;
  /** Measures left out: the caller may not see what they aggregate. */
  hidden: string[];
  /** Dimensions the caller may group and filter by. */
  dimensions: string[];
}

export interface DimensionValue {
  value: ReportValue;
  label?: string;
}

/** A saved report of a user (custom-reports/:id): a report view and the state it opens with. */
export interface SavedReportState {
  group?: string[];
  pivot?: string | null;
  filters?: Filter[];
  sort?: SortSpec[];
  limit?: number | null;
  measures?: string[];
}
