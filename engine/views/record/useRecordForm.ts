// The pieces of a record form that are not React markup: which fields it
// edits, the children sub-tables' fields, the starting values, the yup
// validation (the server's rules) and the body a save sends.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledField, CompiledView } from '../../config/compiled';
import type { DataRecord, WriteBody } from '../../data/api';
import type { FieldValue } from '../../data/field-values';
import { formatNumber } from '../../data/format';
import {
  changedFields, childFields, childRowsOf, childWrites, initialFormValues, toWireValue, type ChildFormRow, type FormValue, type FormValues,
} from '../../data/form-values';
import { problemMessage } from '../../data/problems';
import { isoDate } from '../../data/relative-dates';
import type { RecordProblem } from '../../data/validate-record';
import { errorsOf, recordSchema } from '../../data/yup-schema';
import { ValidationError } from 'yup';
import type { ViewModel } from '../shared/useViewModel';

export interface FormModel {
  /** Fields shown, in the view's form order (readable ones only). */
  fields: CompiledField[];
  /** Of those, the ones the caller may change. */
  writable: ReadonlySet<string>;
  /** children field -> the child fields its sub-table edits. */
  children: Record<string, CompiledField[]>;
  initial(record: DataRecord | null, prefill?: Record<string, FieldValue>): FormValues;
  validate(values: FormValues): Promise<Record<string, unknown>>;
  body(values: FormValues, initial: FormValues, record: DataRecord | null): WriteBody;
  describe(problem: RecordProblem): string;
}

export function useRecordForm(vm: ViewModel, view: Pick<CompiledView, 'form'>): FormModel {
  const { t } = useTranslation();
  return useMemo(() => {
    const { entity, perms } = vm;
    const fields = view.form
      .map((name) => entity.fields.find((f) => f.name === name))
      .filter((f): f is CompiledField => !!f && perms.readable.has(f.name));
    const children: Record<string, CompiledField[]> = {};
    for (const f of fields.filter((x) => x.type === 'children')) {
      const child = f.entity ? vm.entities.get(f.entity) : undefined;
      children[f.name] = child ? childFields(f, child, vm.permsOf(child).writable) : [];
    }
    const writable = new Set(fields.filter((f) => perms.writable.has(f.name) || (f.type === 'children' && perms.write && children[f.name].length > 0)).map((f) => f.name));
    const scalars = fields.filter((f) => f.type !== 'children');
    const describe = (problem: RecordProblem) => {
      const m = problemMessage(problem, (name) => vm.fieldLabel(name), (n) => formatNumber(n, vm.locale, 0, 6), (name, value) => {
        const f = vm.entity.fields.find((x) => x.name === name);
        return f ? vm.enumLabel(f, value) : value;
      });
      return t(m.key, m.params);
    };
    // Only what the caller may change is checked: a read-only field shown in the form is the server's business.
    const schema = recordSchema(entity, fields.filter((f) => writable.has(f.name)), { describe, children });

    const initial = (record: DataRecord | null, prefill: Record<string, FieldValue> = {}): FormValues => {
      const values: FormValues = initialFormValues(scalars, record?.row ?? null, isoDate(new Date()), prefill);
      for (const [name, childList] of Object.entries(children)) {
        values[name] = childRowsOf(childList, (record?.children[name] ?? []) as Array<Record<string, FieldValue> & { id: number }>);
      }
      return values;
    };

    const validate = async (values: FormValues) => {
      try {
        await schema.validate(values, { abortEarly: false });
        return {};
      } catch (error) {
        if (error instanceof ValidationError) return errorsOf(error);
        throw error;
      }
    };

    const body = (values: FormValues, start: FormValues, record: DataRecord | null): WriteBody => {
      const editable = scalars.filter((f) => writable.has(f.name));
      const names = record ? changedFields(editable, start, values) : editable.map((f) => f.name);
      const out: WriteBody = { values: {} };
      for (const name of names) {
        const field = editable.find((f) => f.name === name)!;
        out.values[name] = toWireValue(field, values[name] as FormValue) as FieldValue;
      }
      for (const [name, childList] of Object.entries(children)) {
        if (!writable.has(name)) continue;
        const now = childWrites(childList, values[name] as ChildFormRow[]);
        const before = childWrites(childList, start[name] as ChildFormRow[]);
        if (!record || JSON.stringify(now) !== JSON.stringify(before)) (out.children ??= {})[name] = now;
      }
      if (record) out.version = record.row.version;
      return out;
    };

    return { fields, writable, children, initial, validate, body, describe };
  }, [vm, view.form, t]);
}
