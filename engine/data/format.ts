// How a stored value reads in the user's language: numbers, money, percent,
// dates and months through Intl; enums and booleans through translations;
// refs by the referenced row's title. Pure, so tables, cards, details and
// the audit log all print a value the same way. The result is plain text:
// React renders it as text, so HTML inside a value is never interpreted.
import type { CompiledField } from '../config/compiled';
import type { FieldValue } from './field-values';

export interface FormatContext {
  /** BCP 47 language of the user ('es', 'en'...). */
  locale: string;
  /** ISO 4217 code of the company; money without a symbol when absent. */
  currency?: string;
  /** Translated enum value; defaults to the value itself. */
  enumLabel?: (field: CompiledField, value: string) => string;
  /** Translated yes / no. */
  yesNo?: (value: boolean) => string;
  /** Title of a referenced row; defaults to '#id'. */
  refTitle?: (field: CompiledField, id: number) => string | undefined;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, locale: string, minDecimals: number, maxDecimals: number): string {
  return numberFormat(locale, { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals }).format(value);
}

export function formatMoney(value: number, locale: string, currency: string | undefined, scale = 2): string {
  if (currency) {
    try {
      return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: Math.min(scale, 2), maximumFractionDigits: scale }).format(value);
    } catch {
      // An unknown currency code: fall through to a plain number.
    }
  }
  return formatNumber(value, locale, Math.min(scale, 2), scale);
}

/** Percent values are stored in points (12.5 means 12.5 %). */
export function formatPercent(value: number, locale: string, scale = 2): string {
  return numberFormat(locale, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: scale }).format(value / 100);
}

/** YYYY-MM-DD as a calendar day (no time zone shift: it is formatted in UTC). */
export function formatDate(text: string, locale: string): string {
  const [y, m, d] = text.split('-').map(Number);
  if (!y || !m || !d) return text;
  return dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

export function formatMonth(text: string, locale: string, month: 'long' | 'short' = 'short'): string {
  const [y, m] = text.split('-').map(Number);
  if (!y || !m) return text;
  return dateFormat(locale, { month, year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** An ISO timestamp (createdAt, audit times) in the user's time zone. */
export function formatTimestamp(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, { dateStyle: 'short', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** The value as text ('' for empty). */
export function formatValue(field: CompiledField, value: FieldValue | undefined, ctx: FormatContext): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'integer':
      return typeof value === 'number' ? formatNumber(value, ctx.locale, 0, 0) : String(value);
    case 'decimal':
      return typeof value === 'number' ? formatNumber(value, ctx.locale, 0, field.scale ?? 4) : String(value);
    case 'money':
      return typeof value === 'number' ? formatMoney(value, ctx.locale, ctx.currency, field.scale ?? 2) : String(value);
    case 'percent':
      return typeof value === 'number' ? formatPercent(value, ctx.locale, field.scale ?? 2) : String(value);
    case 'date':
      return typeof value === 'string' ? formatDate(value, ctx.locale) : String(value);
    case 'month':
      return typeof value === 'string' ? formatMonth(value, ctx.locale) : String(value);
    case 'boolean':
      return typeof value === 'boolean' ? (ctx.yesNo ? ctx.yesNo(value) : String(value)) : String(value);
    case 'enum':
      return ctx.enumLabel ? ctx.enumLabel(field, String(value)) : String(value);
    case 'ref':
      return typeof value === 'number' ? (ctx.refTitle?.(field, value) ?? `#${value}`) : String(value);
    default:
      return String(value);
  }
}

/** Numbers align right in tables. */
export const alignsRight = (field: Pick<CompiledField, 'type'>): boolean =>
  field.type === 'integer' || field.type === 'decimal' || field.type === 'money' || field.type === 'percent';

/** The decimal and group separators of a language, for number inputs. */
export function separatorsOf(locale: string): { decimal: string; group: string } {
  const parts = numberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** The dayjs pattern of a day (or month) as formatDate writes it in a language: 'DD/MM/YYYY', 'MM/DD/YYYY', 'MM/YYYY'. */
export function datePattern(locale: string, month = false): string {
  const parts = dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2024, 2, 1)));
  const token: Record<string, string> = { day: 'DD', month: 'MM', year: 'YYYY' };
  const kept = month ? parts.filter((p) => p.type !== 'day') : parts;
  let out = '';
  kept.forEach((p, i) => {
    if (p.type === 'literal') {
      // Between two kept parts only (dropping the day leaves a dangling separator).
      if (i > 0 && i < kept.length - 1 && kept[i - 1].type !== 'literal') out += p.value;
    } else out += token[p.type] ?? '';
  });
  return out;
}
