// What a form holds for each field, and how it becomes the wire value the
// API expects (field-values.ts). Inputs hold text while the user types: a
// number input may hold '' or '1.' for a moment, a date picker null. The
// conversion is deliberately lenient only about form noise (an empty input,
// a numeric text); anything else goes to checkValue unchanged, so the form
// refuses exactly what the server would.
import type { CompiledEntity, CompiledField } from '../config/compiled';
import { defaultValue, type FieldValue } from './field-values';

export type FormValue = string | number | boolean | null;
export type FormValues = Record<string, FormValue | ChildFormRow[]>;

/** One row of a children sub-table in a form: id when it exists on the server. */
export interface ChildFormRow {
  id?: number;
  /** Stable React key for rows not saved yet. */
  key: string;
  values: Record<string, FormValue>;
}

const NUMERIC = new Set(['integer', 'decimal', 'money', 'percent']);
const NUMBER_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

export const isNumericField = (field: Pick<CompiledField, 'type'>): boolean => NUMERIC.has(field.type);

/** The value an input starts from for a stored (wire) value. */
export function toFormValue(field: CompiledField, wire: FieldValue | undefined): FormValue {
  if (wire === undefined || wire === null) {
    if (field.type === 'boolean') return false;
    if (field.type === 'string' || field.type === 'text' || isNumericField(field)) return '';
    return null;
  }
  return wire;
}

/** The wire value of what an input holds: '' is empty, a numeric text is its number, the rest unchanged. */
export function toWireValue(field: CompiledField, value: FormValue | undefined): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  if (isNumericField(field) && typeof value === 'string' && NUMBER_TEXT.test(value)) return Number(value);
  if (field.type === 'ref' && typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return value;
}

/** The form's starting values: the row's (edit) or the defaults plus any prefilled values (create). */
export function initialFormValues(
  fields: readonly CompiledField[],
  row: Record<string, FieldValue> | null,
  today: string,
  prefill: Record<string, FieldValue> = {},
): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  for (const field of fields) {
    if (field.type === 'children') continue;
    const wire = row ? row[field.name] : field.name in prefill ? prefill[field.name] : defaultValue(field, today);
    out[field.name] = toFormValue(field, wire ?? null);
  }
  return out;
}

/** Fields whose wire value differs between two sets of form values (what an update sends). */
export function changedFields(fields: readonly CompiledField[], initial: Record<string, unknown>, current: Record<string, unknown>): string[] {
  return fields
    .filter((f) => f.type !== 'children')
    .filter((f) => !sameWire(toWireValue(f, initial[f.name] as FormValue), toWireValue(f, current[f.name] as FormValue)))
    .map((f) => f.name);
}

function sameWire(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
  return norm(a) === norm(b);
}

/** The child entity's fields a sub-table edits: every writable scalar field except the ref back to the parent. */
export function childFields(parentField: CompiledField, child: CompiledEntity | undefined, writable?: ReadonlySet<string>): CompiledField[] {
  if (!child) return [];
  return child.fields.filter((f) => f.type !== 'children' && !f.readOnly && f.name !== parentField.via && (!writable || writable.has(f.name)));
}

let childKeys = 0;
/** A new, empty child row with the child entity's defaults. */
export function newChildRow(fields: readonly CompiledField[], today: string): ChildFormRow {
  return { key: `new-${++childKeys}`, values: initialFormValues(fields, null, today) };
}

/** The sub-table rows of stored children. */
export function childRowsOf(fields: readonly CompiledField[], rows: ReadonlyArray<Record<string, FieldValue> & { id: number }>): ChildFormRow[] {
  return rows.map((row) => ({ id: row.id, key: `row-${row.id}`, values: initialFormValues(fields, row, '') }));
}

/** What WriteBody.children carries for one children field. */
export function childWrites(fields: readonly CompiledField[], rows: readonly ChildFormRow[]): Array<{ id?: number; values: Record<string, FieldValue> }> {
  return rows.map((row) => {
    const values: Record<string, FieldValue> = {};
    for (const f of fields) values[f.name] = toWireValue(f, row.values[f.name]) as FieldValue;
    return row.id === undefined ? { values } : { id: row.id, values };
  });
}
