// One rule per field type for what a value may be, shared by the server (API
// bodies, imports) and the browser (forms through yup): the same input is
// accepted or refused with the same problem code on both sides.
//
// Wire format (JSON): string/text/enum -> string; integer/decimal/money/percent
// -> number; boolean -> boolean; date -> 'YYYY-MM-DD'; month -> 'YYYY-MM';
// ref -> the referenced row's id (number); empty -> null.
import type { CompiledField } from '../config/compiled';

/** A value problem: a stable code (translated under data.problems.<code>) and its parameters. */
export interface ValueProblem {
  code: ValueProblemCode;
  params?: Record<string, string | number>;
}

export type ValueProblemCode =
  | 'required'
  | 'notText'
  | 'tooShort'
  | 'tooLong'
  | 'patternMismatch'
  | 'controlCharacter'
  | 'notANumber'
  | 'notAnInteger'
  | 'belowMin'
  | 'aboveMax'
  | 'tooManyDecimals'
  | 'notABoolean'
  | 'notADate'
  | 'notAMonth'
  | 'notAllowed'
  | 'notAReference';

export type FieldValue = string | number | boolean | null;
export type Checked = { ok: true; value: FieldValue } | { ok: false; problem: ValueProblem };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
/** NUL, lone surrogates and the C0 controls other than tab and line breaks: PostgreSQL refuses NUL, the rest are never meant. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are rejected
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Largest magnitude kept by numeric(18, s) columns. */
const NUMERIC_LIMIT = 1e14;
const INT4_MAX = 2_147_483_647;

const fail = (code: ValueProblemCode, params?: ValueProblem['params']): Checked => ({ ok: false, problem: params ? { code, params } : { code } });
const ok = (value: FieldValue): Checked => ({ ok: true, value });

export function isValidDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

export function isValidMonth(text: string): boolean {
  const m = MONTH.exec(text);
  return !!m && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

const patterns = new Map<string, RegExp>();
/** A declared pattern, anchored so the whole value must match, compiled once. */
function wholeMatch(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (!regex) {
    regex = new RegExp(`^(?:${pattern})$`, 'u');
    patterns.set(pattern, regex);
  }
  return regex;
}

/** Decimals of a finite number as written in its shortest form (0.1 -> 1). */
function decimals(n: number): number {
  const text = String(n);
  if (text.includes('e-')) return Number(text.split('e-')[1]) + (text.split('.')[1]?.split('e')[0].length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

/**
 * Checks a value as it arrives in a JSON body or a form. Empty ('' or null or
 * undefined) is null, refused only when the field is required. Strings are
 * trimmed. Never coerces across types ("12" is not a number here: forms and
 * imports parse text first, see parse-cell.ts).
 */
export function checkValue(field: CompiledField, input: unknown): Checked {
  const value = typeof input === 'string' ? input.trim() : input;
  if (value === null || value === undefined || value === '') return field.required ? fail('required') : ok(null);
  switch (field.type) {
    case 'string':
    case 'text': {
      if (typeof value !== 'string') return fail('notText');
      if (hasControlCharacter(value)) return fail('controlCharacter');
      if (field.minLength !== undefined && value.length < field.minLength) return fail('tooShort', { min: field.minLength });
      if (field.maxLength !== undefined && value.length > field.maxLength) return fail('tooLong', { max: field.maxLength });
      if (field.pattern !== undefined && !wholeMatch(field.pattern).test(value)) return fail('patternMismatch');
      return ok(value);
    }
    case 'integer':
    case 'decimal':
    case 'money':
    case 'percent': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail('notANumber');
      if (field.type === 'integer' && !Number.isInteger(value)) return fail('notAnInteger');
      if (field.type === 'integer' ? Math.abs(value) > INT4_MAX : Math.abs(value) >= NUMERIC_LIMIT) {
        return value < 0 ? fail('belowMin', { min: -(field.type === 'integer' ? INT4_MAX : NUMERIC_LIMIT) }) : fail('aboveMax', { max: field.type === 'integer' ? INT4_MAX : NUMERIC_LIMIT });
      }
      if (field.min !== undefined && value < field.min) return fail('belowMin', { min: field.min });
      if (field.max !== undefined && value > field.max) return fail('aboveMax', { max: field.max });
      if (field.scale !== undefined && field.type !== 'integer' && decimals(value) > field.scale) return fail('tooManyDecimals', { scale: field.scale });
      return ok(value);
    }
    case 'boolean':
      return typeof value === 'boolean' ? ok(value) : fail('notABoolean');
    case 'date':
      return typeof value === 'string' && isValidDate(value) ? ok(value) : fail('notADate');
    case 'month':
      return typeof value === 'string' && isValidMonth(value) ? ok(value) : fail('notAMonth');
    case 'enum':
      return typeof value === 'string' && field.values?.includes(value) ? ok(value) : fail('notAllowed', { values: (field.values ?? []).join(', ') });
    case 'ref':
      return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= INT4_MAX ? ok(value) : fail('notAReference');
    case 'children':
      return fail('notAllowed', { values: '' });
  }
}

/** The default of a field for a new row, with today and current resolved against `today` (YYYY-MM-DD). */
export function defaultValue(field: CompiledField, today: string): FieldValue {
  if (field.default === undefined) return null;
  if (field.type === 'date' && field.default === 'today') return today;
  if (field.type === 'month' && field.default === 'current') return today.slice(0, 7);
  return field.default;
}
