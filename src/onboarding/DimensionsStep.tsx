// Step 7, dimensions: the axes the company forecasts and reports by (product
// family, region, channel...), each with its values. They are the company's
// real dimensions (/api/dimensions): once the onboarding ends each one has its
// page under FORECASTS / FORECAST_DATA_MODEL in the index.
import { ActionIcon, Alert, Button, Card, Group, Pill, SimpleGrid, Stack, TagsInput, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { api, type Dimension, type DimensionSummary } from '../../engine/http';
import { useHttp } from '../../engine/shell';
import { configAtom, dimensionsAtom } from '../../engine/state';
import { formFailure, StepActions, type StepContentProps } from '../../engine/wizard';
import { fieldError, splitValues, StepLoadFailed, StepLoading, useReportDirty } from './shared';

/** Common S&OP dimensions offered as one-click starting points (onboarding.dimensions.suggestions.<key>). */
const SUGGESTIONS = ['productFamily', 'region', 'channel', 'brand', 'customerSegment'] as const;

interface Values { Name: string; Values: string[] }

export default function DimensionsStep({ complete, setDirty }: StepContentProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const setDimensionsAtom = useSetAtom(dimensionsAtom);
  const [dimensions, setDimensions] = useState<Dimension[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    setLoadFailed(false);
    try {
      const list = await http.request<DimensionSummary[]>(api.dimensions);
      const full = await Promise.all(list.map((d) => http.request<Dimension>(api.dimension, { params: { id: d.Id } })));
      setDimensions(full);
      setDimensionsAtom(list);
    } catch {
      setLoadFailed(true);
    }
  }, [http, setDimensionsAtom]);
  useEffect(() => { void load(); }, [load]);

  const schema = useMemo(
    () =>
      yup.object({
        Name: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(80)
          .test('unique', t('onboarding.dimensions.nameTaken'), (value) =>
            !value || !(dimensions ?? []).some((d) => d.Id !== editing && d.Name.toLowerCase() === value.trim().toLowerCase())),
        Values: yup.array(yup.string().trim().max(120)),
      }),
    [t, dimensions, editing],
  );

  const form = useFormik<Values>({
    initialValues: { Name: '', Values: [] },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const body = { Name: values.Name.trim(), Values: [...new Set(values.Values.flatMap(splitValues))] };
      try {
        if (editing === null) await http.request<Dimension>(api.createDimension, { body, silent: true });
        else await http.request<Dimension>(api.updateDimension, { params: { id: editing }, body, silent: true });
        form.resetForm();
        setEditing(null);
        await load();
        return true;
      } catch (error) {
        const { field, message } = formFailure(error, t, config.errors, ['Name', 'Values']);
        if (field) form.setFieldError(field, message);
        else setFailure(message);
        return false;
      }
    },
  });

  /** A dimension typed in but not added yet is added first: 'save and continue' means it. */
  const onContinue = async () => {
    setSaving(true);
    try {
      if (form.values.Name.trim() && (await form.submitForm()) !== true) return;
      await complete();
    } catch {
      // logged by the HTTP client
    } finally {
      setSaving(false);
    }
  };
  useReportDirty(form.dirty, setDirty);

  const remove = async (dimension: Dimension) => {
    setDeleting(dimension.Id);
    try {
      await http.request(api.deleteDimension, { params: { id: dimension.Id } });
      if (editing === dimension.Id) {
        setEditing(null);
        form.resetForm();
      }
      await load();
    } catch {
      // logged by the HTTP client
    } finally {
      setDeleting(null);
    }
  };

  if (loadFailed) return <StepLoadFailed onRetry={() => void load()} />;
  if (dimensions === null) return <StepLoading rows={5} />;

  const taken = new Set(dimensions.map((d) => d.Name.toLowerCase()));
  const suggestions = SUGGESTIONS.map((key) => ({ key, name: t(`onboarding.dimensions.suggestions.${key}`) })).filter((s) => !taken.has(s.name.toLowerCase()));

  return (
    <Stack gap="lg">
      <Text size="sm">{t('onboarding.dimensions.intro')}</Text>

      <Card withBorder radius="md" padding="lg">
        <form onSubmit={form.handleSubmit} noValidate data-testid="dimension-form">
          <Stack gap="sm">
            <Title order={2} size="h5">{t(editing === null ? 'onboarding.dimensions.addTitle' : 'onboarding.dimensions.editTitle')}</Title>
            {failure && <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">{failure}</Alert>}
            {editing === null && suggestions.length > 0 && (
              <Group gap="xs" aria-label={t('onboarding.dimensions.suggestionsLabel')} role="group">
                <Text size="xs" c="dimmed">{t('onboarding.dimensions.suggestionsLabel')}</Text>
                {suggestions.map((s) => (
                  <Button key={s.key} size="compact-xs" radius="xl" variant="outline" leftSection={<IconPlus size={12} aria-hidden />} onClick={() => void form.setFieldValue('Name', s.name)} data-testid="dimension-suggestion">
                    {s.name}
                  </Button>
                ))}
              </Group>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('onboarding.dimensions.name')}
                name="Name"
                required
                maxLength={80}
                value={form.values.Name}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={fieldError(form, 'Name')}
                data-testid="dimension-name"
              />
              <TagsInput
                label={t('onboarding.dimensions.values')}
                description={t('onboarding.dimensions.valuesHint')}
                value={form.values.Values}
                onChange={(values) => void form.setFieldValue('Values', values)}
                splitChars={[',', ';']}
                maxTags={2000}
                clearable
                clearButtonProps={{ 'aria-label': t('onboarding.dimensions.clearValues') }}
                data-testid="dimension-values"
              />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              {editing !== null && (
                <Button variant="default" onClick={() => { setEditing(null); form.resetForm(); }}>{t('common.cancel')}</Button>
              )}
              <Button type="submit" variant="light" loading={form.isSubmitting} leftSection={editing === null ? <IconPlus size={16} aria-hidden /> : <IconDeviceFloppy size={16} aria-hidden />} data-testid="dimension-add">
                {t(editing === null ? 'onboarding.dimensions.add' : 'common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      {dimensions.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">{t('onboarding.dimensions.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="dimension-list">
          {dimensions.map((dimension) => (
            <Card key={dimension.Id} withBorder radius="md" padding="md" data-dimension={dimension.Name}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={650}>{dimension.Name}</Text>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('common.edit')}>
                    <ActionIcon variant="subtle" aria-label={`${t('common.edit')}: ${dimension.Name}`} onClick={() => { setEditing(dimension.Id); form.resetForm({ values: { Name: dimension.Name, Values: dimension.Values } }); }}>
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('common.delete')}>
                    <ActionIcon variant="subtle" color="red" loading={deleting === dimension.Id} aria-label={`${t('common.delete')}: ${dimension.Name}`} onClick={() => void remove(dimension)}>
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              {dimension.Values.length === 0 ? (
                <Text size="xs" c="dimmed" mt={6}>{t('dimension.noValues')}</Text>
              ) : (
                <Group gap={4} mt={8}>
                  {dimension.Values.slice(0, 12).map((v) => <Pill key={v} size="sm">{v}</Pill>)}
                  {dimension.Values.length > 12 && <Text size="xs" c="dimmed">{t('onboarding.dimensions.more', { count: dimension.Values.length - 12 })}</Text>}
                </Group>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}

      <StepActions
        note={dimensions.length === 0 ? t('onboarding.dimensions.needOne') : t('onboarding.dimensions.whereLater', { section: t('index.FORECASTS'), group: t('index.FORECAST_DATA_MODEL') })}
        disabled={dimensions.length === 0 && !form.values.Name.trim()}
        loading={saving}
        onContinue={() => void onContinue()}
      />
    </Stack>
  );
}
