// Editing a dimension (DIMENSIONS write): its name and its values. Values are
// typed one by one (Enter) or pasted as a list separated by commas,
// semicolons or new lines. formik + yup; unsaved changes are guarded.
import { Alert, Button, Group, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { Dimension } from '../../../engine/http';
import { UnsavedChangesGuard } from '../../../engine/shell';
import { configAtom } from '../../../engine/state';
import { cleanValues, DIMENSION_NAME_MAX, DIMENSION_VALUE_MAX, DIMENSION_VALUES_MAX, sameValues } from '../../lib/dimension-values';
import { describeFailure } from '../../lib/formErrors';

interface Values { Name: string; Values: string[] }

export function DimensionEditor({ dimension, onSave, onCancel }: {
  dimension: Dimension;
  onSave(changes: Partial<Values>): Promise<unknown>;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const [failure, setFailure] = useState<string | null>(null);

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
      setFailure(null);
      const changes: Partial<Values> = {};
      const name = values.Name.trim();
      const list = cleanValues(values.Values);
      if (name !== dimension.Name) changes.Name = name;
      if (!sameValues(list, dimension.Values)) changes.Values = list;
      if (Object.keys(changes).length === 0) return onCancel();
      try {
        await onSave(changes);
      } catch (error) {
        const { field, message } = describeFailure(error, t, config.errors, ['Name', 'Values']);
        if (field) form.setFieldError(field, message);
        else setFailure(message);
      }
    },
  });

  const dirty = form.values.Name.trim() !== dimension.Name || !sameValues(cleanValues(form.values.Values), dimension.Values);
  const valuesError = form.errors.Values ? (Array.isArray(form.errors.Values) ? form.errors.Values.find(Boolean) : form.errors.Values) : undefined;

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="dimension-form">
      <UnsavedChangesGuard when={dirty && !form.isSubmitting} />
      <Stack gap="md">
        {failure && <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">{failure}</Alert>}
        <TextInput
          label={t('dimension.name')}
          name="Name"
          required
          value={form.values.Name}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={(form.touched.Name || form.submitCount > 0) && form.errors.Name ? form.errors.Name : undefined}
          maw={480}
          data-testid="dimension-name"
        />
        <TagsInput
          label={t('dimension.values')}
          description={t('dimension.valuesHint')}
          value={form.values.Values}
          onChange={(values) => void form.setFieldValue('Values', values)}
          splitChars={[',', ';', '\n']}
          clearable
          acceptValueOnBlur
          maxTags={DIMENSION_VALUES_MAX}
          error={valuesError}
          clearButtonProps={{ 'aria-label': t('dimension.clearValues') }}
          data-testid="dimension-values-input"
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
