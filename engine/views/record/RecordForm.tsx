// The create / edit form of a record, built from the entity: formik with
// the server's rules (useRecordForm), server problems on their field, the
// unsaved-changes guard, optimistic concurrency (a stale save is refused by
// the server; the user reloads the current row and keeps what they typed).
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledView } from '../../config/compiled';
import type { DataRecord } from '../../data/api';
import type { FieldValue } from '../../data/field-values';
import { changedFields, type ChildFormRow, type FormValue, type FormValues } from '../../data/form-values';
import { isApiError } from '../../http';
import { UnsavedChangesGuard } from '../../shell/unsaved';
import { addLogAtom } from '../../state';
import { failureText, isConflict } from '../shared/errors';
import { useDataClient } from '../shared/useDataClient';
import type { ViewModel } from '../shared/useViewModel';
import { ChildrenEditor } from './ChildrenEditor';
import { DeleteDialog } from './DeleteDialog';
import { FieldInput } from './FieldInput';
import { useRecordForm, type FormModel } from './useRecordForm';

export interface RecordFormProps {
  vm: ViewModel;
  view: Pick<CompiledView, 'form'>;
  record: DataRecord | null;
  prefill?: Record<string, FieldValue>;
  canDelete: boolean;
  onSaved(record: DataRecord, created: boolean): void;
  onDeleted?(): void;
  onCancel?(): void;
}

/** Applies values once after Formik (re)mounts: the user's input carried over a reload of the row. */
function CarryOver({ values, onDone }: { values: FormValues | null; onDone(): void }) {
  const formik = useFormikContext<FormValues>();
  useEffect(() => {
    if (!values) return;
    void formik.setValues(values, true);
    onDone();
  }, [values]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

export function RecordForm({ vm, view, record: initialRecord, prefill, canDelete, onSaved, onDeleted, onCancel }: RecordFormProps) {
  const { t } = useTranslation();
  const model = useRecordForm(vm, view);
  const client = useDataClient();
  const addLog = useSetAtom(addLogAtom);
  const [record, setRecord] = useState(initialRecord);
  // A new record from the drawer (another row opened, the row reloaded) replaces the one being edited.
  const [recordOf, setRecordOf] = useState(initialRecord);
  if (recordOf !== initialRecord) {
    setRecordOf(initialRecord);
    setRecord(initialRecord);
  }
  const [carry, setCarry] = useState<FormValues | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Fields where the stored value now differs from what the user typed: the stored value, formatted. */
  const [theirs, setTheirs] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState(false);
  const initialValues = useMemo(() => model.initial(record, prefill), [model, record]); // eslint-disable-line react-hooks/exhaustive-deps


  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    setFailure(null);
    const body = model.body(values, initialValues, record);
    try {
      const saved = record
        ? await client.update(vm.entity.id, record.row.id, body, { silent: true })
        : await client.create(vm.entity.id, body, { silent: true });
      setConflict(false);
      setTheirs({});
      setRecord(saved);
      helpers.resetForm({ values: model.initial(saved) });
      addLog({ logLevel: 'info', title: t('data.record.saved', { item: vm.entityName() }), message: String(saved.row[vm.entity.title] ?? '') });
      onSaved(saved, !record);
    } catch (error) {
      // A problem of one field (a value the server refuses, a key another row has) goes under that field;
      // a 409 on the row itself (Field 'version', or none) is a concurrent edit.
      const field = isApiError(error) && error.Field ? error.Field.replace(/^values\./, '') : undefined;
      if (field && field !== 'version' && model.fields.some((f) => f.name === field)) {
        helpers.setFieldError(field, isConflict(error) ? t('data.problems.notUnique') : (error as Error).message);
        setFailure(t('data.record.fixProblems'));
      } else if (isConflict(error) && record) {
        setConflict(true);
        setFailure(failureText(error, t));
      } else {
        setFailure(failureText(error, t));
      }
    }
  };

  const reloadLatest = async (values: FormValues) => {
    if (!record) return;
    setReloading(true);
    try {
      const latest = await client.get(vm.entity.id, record.row.id, { silent: true });
      const scalars = model.fields.filter((f) => f.type !== 'children' && model.writable.has(f.name));
      const mine = changedFields(scalars, initialValues, values);
      const latestValues = model.initial(latest);
      const merged: FormValues = { ...latestValues };
      const differ: Record<string, string> = {};
      for (const name of mine) {
        merged[name] = values[name];
        const field = scalars.find((f) => f.name === name)!;
        if (changedFields([field], latestValues, values).length) {
          differ[name] = vm.format({ path: name, field, entity: vm.entity }, latest.row[name], latest.refs) || t('data.record.emptyValue');
        }
      }
      // The user's sub-table edits stay too.
      for (const name of Object.keys(model.children)) merged[name] = values[name];
      setTheirs(differ);
      setRecord(latest);
      setCarry(merged);
      setConflict(false);
      setFailure(null);
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setReloading(false);
    }
  };

  return (
    <Formik<FormValues>
      key={record ? `${record.row.id}:${record.row.version}` : 'new'}
      initialValues={initialValues}
      validate={model.validate}
      onSubmit={submit}
      validateOnBlur
      validateOnChange={false}
    >
      {(formik) => (
        <form onSubmit={formik.handleSubmit} noValidate data-testid="record-form">
          <CarryOver values={carry} onDone={() => setCarry(null)} />
          <UnsavedChangesGuard when={formik.dirty && !formik.isSubmitting} />
          <Stack gap="md">
            {conflict && (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('data.record.conflictTitle')} role="alert" data-testid="conflict-alert">
                <Text size="sm">{t('data.record.conflictText')}</Text>
                <Button size="xs" mt="xs" variant="light" color="orange" leftSection={<IconRefresh size={14} aria-hidden />} loading={reloading} onClick={() => void reloadLatest(formik.values)} data-testid="conflict-reload">
                  {t('data.record.reloadLatest')}
                </Button>
              </Alert>
            )}
            {Object.keys(theirs).length > 0 && !conflict && (
              <Alert color="blue" variant="light" data-testid="merged-alert">{t('data.record.mergedText')}</Alert>
            )}
            <FormFields vm={vm} model={model} record={record} theirs={theirs} />
            {failure && !conflict && <Alert color="red" variant="light" role="alert" data-testid="form-failure">{failure}</Alert>}
            <Group justify="space-between" mt="xs">
              <Group gap="xs">
                {record && canDelete && (
                  <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)} data-testid="delete-button">
                    {t('common.delete')}
                  </Button>
                )}
              </Group>
              <Group gap="xs">
                {onCancel && <Button variant="default" onClick={onCancel}>{t('common.cancel')}</Button>}
                <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={formik.isSubmitting} disabled={!!record && !formik.dirty} data-testid="save-button">
                  {t('common.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
          {record && deleting && (
            <DeleteDialog
              vm={vm}
              record={record}
              onClose={() => setDeleting(false)}
              onDeleted={() => { formik.resetForm(); setDeleting(false); onDeleted?.(); }}
            />
          )}
        </form>
      )}
    </Formik>
  );
}

function FormFields({ vm, model, record, theirs }: { vm: ViewModel; model: FormModel; record: DataRecord | null; theirs: Record<string, string> }) {
  const { t } = useTranslation();
  const formik = useFormikContext<FormValues>();
  const errors = formik.errors as Record<string, unknown>;
  const shown = (name: string) => (formik.touched[name] || formik.submitCount > 0 ? errors[name] : undefined);
  return (
    <>
      {model.fields.map((field) => {
        const disabled = !model.writable.has(field.name);
        if (field.type === 'children') {
          return (
            <ChildrenEditor
              key={field.name}
              vm={vm}
              field={field}
              fields={model.children[field.name] ?? []}
              rows={(formik.values[field.name] as ChildFormRow[]) ?? []}
              errors={formik.submitCount > 0 ? (errors[field.name] as never) : undefined}
              refs={record?.refs}
              disabled={disabled}
              onChange={(rows) => void formik.setFieldValue(field.name, rows, false)}
            />
          );
        }
        const help = vm.help(field.name);
        const other = theirs[field.name];
        const value = formik.values[field.name] as FormValue;
        return (
          <FieldInput
            key={field.name}
            vm={vm}
            field={field}
            entityId={vm.entity.id}
            id={`field-${field.name}`}
            label={vm.fieldLabel(field.name)}
            description={other !== undefined ? <span className="dv-theirs">{t('data.record.theirValue', { value: other })}</span> : help}
            error={typeof shown(field.name) === 'string' ? (shown(field.name) as string) : undefined}
            value={value ?? null}
            onChange={(v) => {
              void formik.setFieldValue(field.name, v, false);
              if (formik.submitCount > 0 || formik.touched[field.name]) void formik.validateForm({ ...formik.values, [field.name]: v });
            }}
            onBlur={() => void formik.setFieldTouched(field.name, true, true)}
            disabled={disabled}
            refTitle={typeof value === 'number' ? record?.refs[field.name]?.[String(value)]?.title : undefined}
          />
        );
      })}
    </>
  );
}
