// Editing a dimension (DIMENSIONS write): its name and its values. Values are
// typed one by one (Enter) or pasted as a list separated by commas,
// semicolons or new lines. formik + yup; unsaved changes are guarded.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { Dimension } from '../../../engine/http';
import { UnsavedChangesGuard } from '../../../engine/shell';
import { configAtom } from '../../../engine/state';
import { cleanValues, DIMENSION_NAME_MAX, DIMENSION_VALUE_MAX, DIMENSION_VALUES_MAX, sameValues } from '../../lib/dimension-values';
import { describeFailure } from '../../lib/formErrors';
import { fieldError, fieldProps, FormFailureAlert, useFormFailure } from '../form';
import { ValuesInput } from '../list-editor';

interface Values { Name: string; Values: string[] }

export function DimensionEditor({ dimension, onSave, onCancel }: {
  dimension: Dimension;
  onSave(changes: Partial<Values>): Promise<unknown>;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const failure = useFormFailure();

  const schema = useMemo(
    () =>
      yup.object({
        Name: yup.string().trim().required(t('validation.required')).max(DIMENSION_NAME_MAX, t('validation.maxLength', { max: DIMENSION_NAME_MAX })),
        Values: yup
          .array(yup.string().max(DIMENSION_VALUE_MAX, t('dimension.valueTooLong', { max: DIMENSION_VALUE_MAX })))
          .max(DIMENSION_VALUES_MAX, t('dimension.tooManyValues', { max: DIMENSION_VALUES_MAX })),
      }),
    [t],
  );

  const form = useFormik<Values>({
    initialValues: { Name: dimension.Name, Values: dimension.Values },
    validationSchema: schema,
    onSubmit: async (values) => {
      failure.clear();
      const changes: Partial<Values> = {};
      const name = values.Name.trim();
      const list = cleanValues(values.Values);
      if (name !== dimension.Name) changes.Name = name;
      if (!sameValues(list, dimension.Values)) changes.Values = list;
      if (Object.keys(changes).length === 0) return onCancel();
      try {
        await onSave(changes);
      } catch (error) {
        failure.show(form, describeFailure(error, t, config.errors, ['Name', 'Values']));
      }
    },
  });

  const dirty = form.values.Name.trim() !== dimension.Name || !sameValues(cleanValues(form.values.Values), dimension.Values);

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="dimension-form">
      <UnsavedChangesGuard when={dirty && !form.isSubmitting} />
      <Stack gap="md">
        <FormFailureAlert message={failure.message} />
        <TextInput label={t('dimension.name')} required maw={480} {...fieldProps(form, 'Name')} data-testid="dimension-name" />
        <ValuesInput
          label={t('dimension.values')}
          description={t('dimension.valuesHint')}
          value={form.values.Values}
          onChange={(values) => void form.setFieldValue('Values', values)}
          error={fieldError(form, 'Values', 'always')}
          maxTags={DIMENSION_VALUES_MAX}
          clearLabel={t('dimension.clearValues')}
          testId="dimension-values-input"
        />
        <Text size="xs" c="gray.7">{t('dimension.valueCount', { count: cleanValues(form.values.Values).length })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" leftSection={<IconArrowBackUp size={18} aria-hidden />} onClick={onCancel} disabled={form.isSubmitting} data-testid="dimension-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting} disabled={!dirty} leftSection={<IconDeviceFloppy size={18} aria-hidden />} data-testid="dimension-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
