// A dimension of the data model (FORECASTS / FORECAST_DATA_MODEL): its name
// and values. Administrators and planners holding DIMENSIONS write edit both;
// the change is saved through the API and the menus show the new name at once.
import { Badge, Button, Card, EmptyState, Group, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconDatabase, IconPencil, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DIMENSIONS_FEATURE } from '../../engine/access';
import { translationKeys } from '../../engine/config/compiled';
import { api, isApiError, type Dimension } from '../../engine/http';
import { normalize } from '../../engine/search';
import { Forbidden, useApiQuery, useCurrentRoute, useHttp } from '../../engine/shell';
import { accessContextAtom, dimensionsAtom, policyAtom } from '../../engine/state';
import { DimensionEditor } from '../components/dimensions/DimensionEditor';
import { LoadFailed, LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { useOnChange } from '../lib/useOnChange';

/** Past this many values the read view offers a filter. */
const FILTER_FROM = 24;

export default function DimensionPage() {
  const { t } = useTranslation();
  const http = useHttp();
  const route = useCurrentRoute();
  const policy = useAtomValue(policyAtom);
  const ctx = useAtomValue(accessContextAtom);
  const setDimensions = useSetAtom(dimensionsAtom);
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const query = useApiQuery<Dimension>(valid ? api.dimension : null, { params: { id }, ignoreCodes: ['NOT_FOUND', 'FORBIDDEN'] });
  const [dimension, setDimension] = useState<Dimension | null>(null);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [filter, setFilter] = useState('');

  // Another dimension opened: its own view; its data, once loaded (or reloaded), is the one shown.
  useOnChange(id, () => { setEditing(false); setSaved(false); setFilter(''); });
  useOnChange(query.data, (loaded) => { if (loaded && String(loaded.Id) === id) setDimension(loaded); });
  const data = dimension && String(dimension.Id) === id ? dimension : undefined;
  const shownValues = useMemo(() => {
    const words = normalize(filter);
    return (data?.Values ?? []).filter((v) => !words || normalize(v).includes(words));
  }, [data, filter]);

  const status = isApiError(query.error) ? query.error.Status : null;
  if (status === 403) return <Forbidden />;
  const canEdit = policy.can(DIMENSIONS_FEATURE, 'write', ctx);
  const crumbs = [route?.section, route?.subSection].filter((x): x is string => !!x).map((n) => ({ label: t(translationKeys.indexNode(n)) }));
  const icon = <IconDatabase size={28} stroke={1.6} aria-hidden />;

  if (!valid || status === 404) {
    return (
      <div className="shell-page">
        <PageHeader crumbs={crumbs} icon={icon} title={t(translationKeys.routeTitle('dimensions'))} />
        <Card withBorder radius="md"><EmptyState p="xl" icon={<IconSearchOff size={26} aria-hidden />} withIndicatorBackground title={t('dimension.notFound')} /></Card>
      </div>
    );
  }

  const save = async (changes: { Name?: string; Values?: string[] }) => {
    const updated = await http.request<Dimension>(api.updateDimension, { params: { id }, body: changes, silent: true });
    setDimension(updated);
    setDimensions((list) => list.map((d) => (d.Id === updated.Id ? { Id: updated.Id, Name: updated.Name } : d)));
    setEditing(false);
    setSaved(true);
  };

  return (
    <div className="shell-page">
      <PageHeader
        crumbs={crumbs}
        icon={icon}
        title={data?.Name ?? t(translationKeys.routeTitle('dimensions'))}
        description={t(translationKeys.routeDescription('dimensions'))}
        actions={
          canEdit && data && !editing ? (
            <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={() => { setEditing(true); setSaved(false); }} data-testid="dimension-edit">
              {t('dimension.edit')}
            </Button>
          ) : null
        }
      />
      <Text size="sm" c="teal.9" role="status" aria-live="polite" mb={saved ? 'sm' : 0}>
        {saved && <><IconCheck size={16} aria-hidden style={{ verticalAlign: -3 }} /> {t('dimension.saved')}</>}
      </Text>
      <Card withBorder radius="md" padding="lg">
        {query.loading && !data ? (
          <LoadingRows rows={3} />
        ) : query.error || !data ? (
          <LoadFailed title={t('errorHeaders.ALL_OK')} onRetry={query.reload} />
        ) : editing ? (
          <DimensionEditor dimension={data} onSave={save} onCancel={() => setEditing(false)} />
        ) : (
          <>
            <Group justify="space-between" mb="md" align="flex-end">
              <Group gap="xs" align="baseline">
                <Title order={2} size="h4">{t('dimension.values')}</Title>
                <Text size="sm" c="gray.7" data-testid="dimension-value-count">{t('dimension.valueCount', { count: data.Values.length })}</Text>
              </Group>
              {data.Values.length > FILTER_FROM && (
                <TextInput
                  aria-label={t('dimension.filterValues')}
                  placeholder={t('dimension.filterValues')}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={filter}
                  onChange={(event) => setFilter(event.currentTarget.value)}
                  w={260}
                />
              )}
            </Group>
            {data.Values.length === 0 ? (
              <EmptyState icon={<IconDatabase size={26} aria-hidden />} withIndicatorBackground description={t('dimension.noValues')} />
            ) : (
              <Group gap="xs" data-testid="dimension-values" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {shownValues.map((v) => <Badge key={v} component="li" size="lg" variant="light" tt="none">{v}</Badge>)}
              </Group>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
