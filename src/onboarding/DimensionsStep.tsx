// Step 7, dimensions: the axes the company forecasts and reports by (product
// family, region, channel...), each with its values. They are the company's
// real dimensions (/api/dimensions): once the onboarding ends each one has its
// page under FORECASTS / FORECAST_DATA_MODEL in the index.
import { Button, Card, Group, Pill, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { api, type Dimension, type DimensionSummary } from '../../engine/http';
import { useHttp } from '../../engine/shell';
import { configAtom, dimensionsAtom } from '../../engine/state';
import { formFailure, StepActions, type StepContentProps } from '../../engine/wizard';
import { fieldProps } from '../components/form';
import { ItemActions, ListEditorCard, useListEditor, ValuesInput } from '../components/list-editor';
import { splitValues, StepLoadFailed, StepLoading, useReportDirty } from './shared';

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

  /** Every dimension with its values (the list answers names only). */
  const fetchAll = useCallback(async () => {
    const list = await http.request<DimensionSummary[]>(api.dimensions);
    const full = await Promise.all(list.map((d) => http.request<Dimension>(api.dimension, { params: { id: d.Id } })));
    return { list, full };
  }, [http]);
  const show = useCallback(({ list, full }: { list: DimensionSummary[]; full: Dimension[] }) => {
    setDimensions(full);
    setDimensionsAtom(list);
  }, [setDimensionsAtom]);

  // On entry; the state changes once the answers are in, unless the step has gone.
  useEffect(() => {
    let current = true;
    fetchAll().then(
      (loaded) => { if (current) show(loaded); },
      () => { if (current) setLoadFailed(true); },
    );
    return () => { current = false; };
  }, [fetchAll, show]);

  /** Reloads after a change (or a retry). */
  const load = useCallback(async () => {
    try {
      show(await fetchAll());
    } catch {
      setLoadFailed(true);
    }
  }, [fetchAll, show]);

  const editor = useListEditor<Dimension, Values>({
    empty: { Name: '', Values: [] },
    schema: (editing) =>
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
    save: (values, editing) => {
      const body = { Name: values.Name.trim(), Values: [...new Set(values.Values.flatMap(splitValues))] };
      return editing === null
        ? http.request<Dimension>(api.createDimension, { body, silent: true })
        : http.request<Dimension>(api.updateDimension, { params: { id: editing }, body, silent: true });
    },
    remove: (dimension) => http.request(api.deleteDimension, { params: { id: dimension.Id } }),
    reload: load,
    describe: (error) => formFailure(error, t, config.errors, ['Name', 'Values']),
  });
  const { form } = editor;
  useReportDirty(form.dirty, setDirty);

  if (loadFailed) return <StepLoadFailed onRetry={() => { setLoadFailed(false); void load(); }} />;
  if (dimensions === null) return <StepLoading rows={5} />;

  const taken = new Set(dimensions.map((d) => d.Name.toLowerCase()));
  const suggestions = SUGGESTIONS.map((key) => ({ key, name: t(`onboarding.dimensions.suggestions.${key}`) })).filter((s) => !taken.has(s.name.toLowerCase()));

  return (
    <Stack gap="lg">
      <Text size="sm">{t('onboarding.dimensions.intro')}</Text>

      <ListEditorCard
        editor={editor}
        addTitle={t('onboarding.dimensions.addTitle')}
        editTitle={t('onboarding.dimensions.editTitle')}
        addLabel={t('onboarding.dimensions.add')}
        testId="dimension-form"
        submitTestId="dimension-add"
      >
        {editor.editing === null && suggestions.length > 0 && (
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
          <TextInput label={t('onboarding.dimensions.name')} required maxLength={80} {...fieldProps(form, 'Name')} data-testid="dimension-name" />
          <ValuesInput
            label={t('onboarding.dimensions.values')}
            description={t('onboarding.dimensions.valuesHint')}
            value={form.values.Values}
            onChange={(values) => void form.setFieldValue('Values', values)}
            maxTags={2000}
            clearLabel={t('onboarding.dimensions.clearValues')}
            testId="dimension-values"
          />
        </SimpleGrid>
      </ListEditorCard>

      {dimensions.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">{t('onboarding.dimensions.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="dimension-list">
          {dimensions.map((dimension) => (
            <Card key={dimension.Id} withBorder radius="md" padding="md" data-dimension={dimension.Name}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={650}>{dimension.Name}</Text>
                <ItemActions
                  name={dimension.Name}
                  deleting={editor.deleting === dimension.Id}
                  onEdit={() => editor.edit(dimension, { Name: dimension.Name, Values: dimension.Values })}
                  onDelete={() => void editor.remove(dimension)}
                />
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
        loading={editor.continuing}
        onContinue={() => void editor.saveAndContinue(form.values.Name.trim() !== '', complete)}
      />
    </Stack>
  );
}
