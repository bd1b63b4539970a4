// The form's yup schema, built from the entity with the server's own rules:
// every field test is checkValue (field-values.ts) on the value the form
// would send, and the entity's checks are checkProblem (validate-record.ts).
// So the form refuses a value exactly when the API would, with the same
// problem code; only the wording (describe) belongs to the caller.
import * as yup from 'yup';
import type { CompiledEntity, CompiledField } from '../config/compiled';
import { checkValue, type FieldValue } from './field-values';
import { toWireValue, type ChildFormRow, type FormValue } from './form-values';
import { checkProblem, type RecordProblem } from './validate-record';

export type DescribeProblem = (problem: RecordProblem) => string;

export interface SchemaOptions {
  /** Turns a problem into the message shown under the field. */
  describe: DescribeProblem;
  /** Children fields of the form, with the child entity's fields their sub-table edits. */
  children?: Record<string, readonly CompiledField[]>;
  /** Values of the stored row that the form does not edit, so entity checks still see them. */
  current?: Record<string, FieldValue>;
}

/** The yup test of one field: passes exactly when checkValue accepts the field's wire value. */
export function fieldSchema(field: CompiledField, describe: DescribeProblem): yup.MixedSchema<string | number | boolean | null | undefined> {
  return yup.mixed<string | number | boolean>().nullable().test({
    name: 'checkValue',
    test(value, context) {
      const checked = checkValue(field, toWireValue(field, (value ?? null) as FormValue));
      return checked.ok ? true : context.createError({ message: describe({ field: field.name, ...checked.problem }) });
    },
  });
}

/** Entity checks whose two fields are both known (edited by the form or in `current`), as yup object tests. */
function withChecks(schema: yup.ObjectSchema<yup.AnyObject>, entity: Pick<CompiledEntity, 'checks'>, fields: readonly CompiledField[], options: SchemaOptions) {
  const byName = new Map(fields.map((f) => [f.name, f]));
  return entity.checks.reduce(
    (s, check, index) =>
      s.test({
        name: `check${index}`,
        test(values, context) {
          const row: Record<string, FieldValue> = { ...options.current };
          for (const [name, field] of byName) row[name] = toWireValue(field, (values as Record<string, FormValue>)?.[name]) as FieldValue;
          // Only values that pass their own rule are compared: a bad date already has its own message.
          for (const name of [check.field, check.other]) {
            const field = byName.get(name);
            if (field && !checkValue(field, row[name]).ok) return true;
          }
          const problem = checkProblem(check, row);
          return problem ? context.createError({ path: check.field, message: options.describe(problem) }) : true;
        },
      }),
    schema,
  );
}

/** The schema of a record form: the given fields (children fields become arrays of child rows). */
export function recordSchema(entity: Pick<CompiledEntity, 'checks'>, fields: readonly CompiledField[], options: SchemaOptions): yup.ObjectSchema<yup.AnyObject> {
  const shape: Record<string, yup.AnySchema> = {};
  const scalars = fields.filter((f) => f.type !== 'children');
  for (const field of scalars) shape[field.name] = fieldSchema(field, options.describe);
  for (const field of fields.filter((f) => f.type === 'children')) {
    const childFields = options.children?.[field.name] ?? [];
    const childShape: Record<string, yup.AnySchema> = {};
    for (const child of childFields) childShape[child.name] = fieldSchema(child, options.describe);
    shape[field.name] = yup.array().of(
      yup.object({ values: yup.object(childShape) }) as unknown as yup.Schema<ChildFormRow>,
    );
  }
  return withChecks(yup.object(shape), entity, scalars, options);
}

/** Formik's error shape from a failed validation (first message per path; child paths as nested objects and arrays). */
export function errorsOf(error: yup.ValidationError): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const inner = error.inner.length ? error.inner : [error];
  for (const e of inner) {
    if (!e.path) continue;
    const parts = e.path.replace(/\[(\d+)\]/g, '.$1').split('.');
    let node: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        if (node[part] === undefined) node[part] = e.message;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1]);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return out;
}
