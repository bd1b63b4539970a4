// A cell of an imported file as a value of its field: text as people type it
// in the five languages (decimal comma or point, DD/MM/YYYY or YYYY-MM-DD,
// yes/no, enum labels), or the typed cells of a spreadsheet. The result then
// goes through the one value rule (field-values.ts checkValue), like a form.
// References come back as the referenced row's business key, resolved later
// for a whole batch at once.
import type { CompiledField } from '../../../engine/config/compiled';
import { checkValue, type FieldValue, type ValueProblem } from '../../../engine/data/field-values';
import { BOOLEAN_WORDS, fold } from './lexicon';
import type { Cell } from './source';

export type Parsed = { ok: true; value: FieldValue; refKey?: string } | { ok: false; problem: ValueProblem };

const bad = (code: ValueProblem['code'], params?: ValueProblem['params']): Parsed => ({ ok: false, problem: params ? { code, params } : { code } });

/** A number written with a decimal comma or point, thousands separated by the other one or by spaces. */
export function parseNumberText(input: string): number | undefined {
  let text = input.replace(/[\s\u00a0\u202f]/g, '').replace(/%$/, '');
  if (!/^[+-]?[\d.,]+$/.test(text) || !/\d/.test(text)) return undefined;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    text = text.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    // One comma: a decimal comma (1,5). Several: thousands (1,234,567).
    text = text.split(',').length === 2 ? text.replace(',', '.') : text.split(',').join('');
  } else if (text.split('.').length > 2) {
    text = text.split('.').join('');
  }
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a typed date: Excel's dates are midnight UTC of the day shown. */
const dayOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Excel's serial day numbers (1900 system) for a date typed without a date format. */
const serialDay = (n: number) => dayOf(new Date(Date.UTC(1899, 11, 30) + Math.round(n) * 86_400_000));

export function parseDateText(input: string): string | undefined {
  const text = input.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (m) return `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (m) return `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  return undefined;
}

export function parseMonthText(input: string): string | undefined {
  const text = input.trim();
  let m = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(text);
  if (m) return `${m[1]}-${pad(Number(m[2]))}`;
  m = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  if (m) return `${m[2]}-${pad(Number(m[1]))}`;
  return undefined;
}

/** Reads one cell; `enumWords` maps folded labels and values to the enum's values. */
export function parseCell(field: CompiledField, cell: Cell, enumWords?: ReadonlyMap<string, string>): Parsed {
  const text = typeof cell === 'string' ? cell.trim() : null;
  if (cell === null || text === '') {
    const checked = checkValue(field, null);
    return checked.ok ? { ok: true, value: null } : checked;
  }
  let value: FieldValue;
  switch (field.type) {
    case 'string':
    case 'text':
      value = cell instanceof Date ? dayOf(cell) : String(cell);
      break;
    case 'integer':
    case 'decimal':
    case 'money':
    case 'percent': {
      const n = typeof cell === 'number' ? cell : text !== null ? parseNumberText(text) : undefined;
      if (n === undefined) return bad('notANumber');
      // Spreadsheet arithmetic leaves 0.30000000000000004: keep what the cell shows.
      value = typeof cell === 'number' ? Number(n.toPrecision(15)) : n;
      break;
    }
    case 'boolean': {
      const b = typeof cell === 'boolean' ? cell : typeof cell === 'number' && (cell === 0 || cell === 1) ? cell === 1 : text !== null ? BOOLEAN_WORDS.get(fold(text)) : undefined;
      if (b === undefined) return bad('notABoolean');
      value = b;
      break;
    }
    case 'date': {
      const d = cell instanceof Date ? dayOf(cell) : typeof cell === 'number' ? serialDay(cell) : text !== null ? parseDateText(text) : undefined;
      if (d === undefined) return bad('notADate');
      value = d;
      break;
    }
    case 'month': {
      const m = cell instanceof Date ? dayOf(cell).slice(0, 7) : text !== null ? parseMonthText(text) : undefined;
      if (m === undefined) return bad('notAMonth');
      value = m;
      break;
    }
    case 'enum': {
      const found = enumWords?.get(fold(String(cell)));
      if (found === undefined) return bad('notAllowed', { values: (field.values ?? []).join(', ') });
      value = found;
      break;
    }
    case 'ref': {
      const key = cell instanceof Date ? dayOf(cell) : String(cell).trim();
      // The value is resolved for the whole batch; check only that it is not empty.
      return { ok: true, value: null, refKey: key };
    }
    case 'children':
      return bad('notAllowed', { values: '' });
  }
  return checkValue(field, value);
}
