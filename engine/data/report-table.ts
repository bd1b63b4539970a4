// How a report's table reads, in one place for the browser's table and the
// server's CSV/XLSX export, so a file holds exactly what the page shows: the
// column titles, each cell's text in the user's language, and the rows in
// display order with each subtotal after its group and the grand total last.
import { translationKeys, type ReportFormat } from '../config/compiled';
import { formatDate, formatMoney, formatMonth, formatNumber, formatPercent } from './format';
import type { DimensionKind, LabelKind, ReportColumn, ReportResult, ReportRow, ReportValue } from './report-api';

/** A translation, or undefined when the key has none (then a fallback is used). */
export type Translate = (key: string, vars?: Readonly<Record<string, string | number>>) => string | undefined;

export interface CellContext {
  locale: string;
  /** ISO 4217 code for money; a plain number without it. */
  currency?: string;
  t: Translate;
}

export function measureTitle(t: Translate, route: string, id: string): string {
  return t(translationKeys.reportMeasure(route, id)) ?? id;
}

export function dimensionTitle(t: Translate, route: string, id: string, field?: { entity: string; name: string }): string {
  return t(translationKeys.reportDimension(route, id)) ?? (field ? t(translationKeys.fieldLabel(field.entity, field.name)) : undefined) ?? id;
}

/** A dimension value as text: a referenced row's title, a translated enum value, a date or period in the user's language. */
export function dimensionText(
  kind: DimensionKind | undefined, value: ReportValue, label: string | undefined, field: { entity: string; name: string } | undefined, ctx: CellContext, labelKind?: LabelKind,
): string {
  if (value === null || value === '') return ctx.t('reports.ui.noValue') ?? '—';
  switch (kind) {
    case 'ref':
      // A reference titled by a date or month (a cycle) reads like one: "jul 2026", not its wire text.
      if (label !== undefined && labelKind) return labelKind === 'month' ? formatMonth(label, ctx.locale) : formatDate(label, ctx.locale);
      return label ?? `#${value}`;
    case 'enum':
      return (field && ctx.t(translationKeys.enumValue(field.entity, field.name, String(value)))) ?? String(value);
    case 'boolean':
      return ctx.t(value ? 'common.yes' : 'common.no') ?? String(value);
    case 'date':
      return formatDate(String(value), ctx.locale);
    case 'month':
      return formatMonth(String(value), ctx.locale);
    case 'quarter': {
      const [year, quarter] = String(value).split('-Q');
      return ctx.t('reports.ui.quarter', { quarter, year }) ?? String(value);
    }
    case 'number':
      return typeof value === 'number' ? formatNumber(value, ctx.locale, 0, 4) : String(value);
    default:
      return String(value);
  }
}

/** Decimals a measure is shown (and exported) with. */
export const FORMAT_DECIMALS: Record<ReportFormat, number> = { integer: 0, number: 2, money: 2, percent: 1 };

export function measureText(format: ReportFormat | undefined, value: number | null | undefined, ctx: Pick<CellContext, 'locale' | 'currency'>): string {
  if (value === null || value === undefined) return '';
  switch (format) {
    case 'integer':
      return formatNumber(value, ctx.locale, 0, 0);
    case 'money':
      return formatMoney(value, ctx.locale, ctx.currency);
    case 'percent':
      return formatPercent(value, ctx.locale, FORMAT_DECIMALS.percent);
    default:
      return formatNumber(value, ctx.locale, 0, FORMAT_DECIMALS.number);
  }
}

/** A column's header: the measure (under its pivot value), or the dimension. */
export function columnTitle(column: ReportColumn, route: string, pivot: { id: string; kind?: DimensionKind; field?: { entity: string; name: string }; labelKind?: LabelKind } | null, ctx: CellContext): string {
  if (column.kind === 'dimension') return dimensionTitle(ctx.t, route, column.id, column.field);
  const measure = measureTitle(ctx.t, route, column.id);
  if (!column.pivot) return pivot ? `${ctx.t('reports.ui.total') ?? 'Total'} · ${measure}` : measure;
  return `${dimensionText(pivot?.kind, column.pivot.value, column.pivot.label, pivot?.field, ctx, pivot?.labelKind)} · ${measure}`;
}

export type DisplayRow = { row: ReportRow; kind: 'row' | 'subtotal' | 'total' };

const prefixKey = (row: ReportRow, group: readonly string[], level: number) => JSON.stringify(group.slice(0, level).map((id) => row.keys[id] ?? null));

/** Rows, subtotals after the last row of their group, and the grand total last. */
export function displayRows(result: Pick<ReportResult, 'rows' | 'totals'> & { query: { group: readonly string[] } }): DisplayRow[] {
  const group = result.query.group;
  const subtotals = new Map<string, ReportRow>();
  let grand: ReportRow | undefined;
  for (const t of result.totals) {
    if (t.level === 0) grand = t;
    else subtotals.set(`${t.level}|${prefixKey(t, group, t.level)}`, t);
  }
  const out: DisplayRow[] = [];
  result.rows.forEach((row, i) => {
    out.push({ row, kind: 'row' });
    const next = result.rows[i + 1];
    for (let level = group.length - 1; level >= 1; level--) {
      const key = prefixKey(row, group, level);
      if (next && prefixKey(next, group, level) === key) break;
      const subtotal = subtotals.get(`${level}|${key}`);
      if (subtotal) out.push({ row: subtotal, kind: 'subtotal' });
    }
  });
  if (grand) out.push({ row: grand, kind: 'total' });
  return out;
}
