// A record sent to create or update a row, checked field by field with the
// rules of field-values.ts plus the entity's own: no unknown or read-only
// field, no field the caller may not write, required fields present on
// create, and the entity's checks (endDate >= startDate). The server runs it
// on every write; forms run the same checks through yup before sending.
import type { CompiledEntity, EntityCheck } from '../config/compiled';
import { checkValue, defaultValue, type FieldValue, type ValueProblem } from './field-values';

export type RecordProblemCode = ValueProblem['code'] | 'unknownField' | 'readOnlyField' | 'forbiddenField' | 'badCheck';

export interface RecordProblem {
  field: string;
  code: RecordProblemCode;
  params?: Record<string, string | number>;
}

export interface ValidateOptions {
  mode: 'create' | 'update';
  /** Fields the caller may write (entity and field access); others are refused. */
  writable: ReadonlySet<string>;
  /** YYYY-MM-DD, for date defaults. */
  today: string;
  /** update: the row as stored, so checks see the values not sent. */
  current?: Record<string, FieldValue>;
}

export interface ValidatedRecord {
  /** Checked values: every field sent (update) or every scalar field (create, defaults applied). */
  values: Record<string, FieldValue>;
  problems: RecordProblem[];
}

export function validateRecord(entity: CompiledEntity, input: Record<string, unknown>, options: ValidateOptions): ValidatedRecord {
  const fields = new Map(entity.fields.map((f) => [f.name, f]));
  const values: Record<string, FieldValue> = {};
  const problems: RecordProblem[] = [];
  for (const name of Object.keys(input)) {
    const field = fields.get(name);
    if (!field) problems.push({ field: name, code: 'unknownField' });
    else if (field.readOnly || field.type === 'children') problems.push({ field: name, code: 'readOnlyField' });
    else if (!options.writable.has(name)) problems.push({ field: name, code: 'forbiddenField' });
  }
  for (const field of entity.fields) {
    if (field.type === 'children' || field.readOnly) continue;
    const sent = Object.prototype.hasOwnProperty.call(input, field.name);
    if (!sent && options.mode === 'update') continue;
    if (sent && !options.writable.has(field.name)) continue;
    const raw = sent ? input[field.name] : defaultValue(field, options.today);
    // A field the caller may not write still has to be present when required: its default, or a problem.
    const checked = checkValue(field, raw);
    if (checked.ok) values[field.name] = checked.value;
    else problems.push({ field: field.name, ...checked.problem });
  }
  const merged = { ...options.current, ...values };
  for (const check of entity.checks) {
    const problem = checkProblem(check, merged);
    if (problem && !problems.some((p) => p.field === check.field)) problems.push(problem);
  }
  return { values, problems };
}

const COMPARE: Record<EntityCheck['op'], (a: number | string | boolean, b: number | string | boolean) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '!=': (a, b) => a !== b,
};

/** Dates and months compare as text (YYYY-MM-DD sorts like the calendar), numbers as numbers; != compares any two values. */
export function checkProblem(check: EntityCheck, row: Record<string, FieldValue | undefined>): RecordProblem | undefined {
  const a = row[check.field];
  const b = row[check.other];
  if (a === null || a === undefined || b === null || b === undefined) return undefined;
  if (check.op !== '!=' && (typeof a === 'boolean' || typeof b === 'boolean')) return undefined;
  return COMPARE[check.op](a, b) ? undefined : { field: check.field, code: 'badCheck', params: { op: check.op, other: check.other } };
}
