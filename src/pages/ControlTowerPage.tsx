// The supply chain control tower: counts of every kind of exception (cards
// that filter), then the exceptions most severe first, each with a link to
// the page that resolves it. The kind, severity and page live in the URL.
import { Alert, Group, Pagination, SegmentedControl, Text } from '@mantine/core';
import { IconRadar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { translationKeys } from '../../engine/config/compiled';
import { useApiQuery, useCurrentRoute } from '../../engine/shell';
import { LoadFailed, LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { supplyApi, type TowerPage } from '../components/supply/supply-api';
import { TowerSummary } from '../components/supply/TowerSummary';
import { TowerTable } from '../components/supply/TowerTable';
import '../components/pages.css';
import '../components/supply/supply.css';

const PAGE_SIZE = 50;

export default function ControlTowerPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const severity = params.get('severity');
  const page = Number(params.get('page') ?? 1) || 1;
  const tower = useApiQuery<TowerPage>(supplyApi.tower, { query: { kind: kind ?? undefined, severity: severity ?? undefined, page, pageSize: PAGE_SIZE } });
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const crumbs = [route?.section, route?.subSection].filter((x): x is string => !!x).map((n) => ({ label: t(translationKeys.indexNode(n)) }));
  const data = tower.data;

  return (
    <div className="shell-page" data-testid="control-tower">
      <PageHeader
        crumbs={crumbs}
        icon={<IconRadar size={28} stroke={1.6} aria-hidden />}
        title={t(translationKeys.routeTitle('supply-chain-control-tower'))}
        description={t('supply.tower.description')}
      />
      {!data && tower.loading ? <LoadingRows /> : !data ? <LoadFailed title={t('supply.tower.loadFailed')} onRetry={tower.reload} /> : (
        <>
          <TowerSummary counts={data.Counts} active={kind} onSelect={(k) => set('kind', k)} />
          <Group justify="space-between" mb="sm">
            <Text size="sm" c="dimmed" data-testid="tower-total">{t('supply.tower.total', { count: data.Total })}</Text>
            <SegmentedControl
              size="xs"
              aria-label={t('entities.supply-exception.fields.severity.label')}
              value={severity ?? 'all'}
              onChange={(v) => set('severity', v === 'all' ? null : v)}
              data={[{ value: 'all', label: t('supply.tower.all') }, ...['high', 'medium', 'low'].map((s) => ({ value: s, label: t(`entities.supply-exception.fields.severity.values.${s}`) }))]}
            />
          </Group>
          {data.Items.length === 0 ? (
            <Alert color="teal" variant="light" data-testid="tower-empty">{t('supply.tower.empty')}</Alert>
          ) : <TowerTable items={data.Items} />}
          {data.Total > PAGE_SIZE && (
            <Pagination mt="md" total={Math.ceil(data.Total / PAGE_SIZE)} value={page} onChange={(p) => set('page', String(p))} getControlProps={(c) => ({ 'aria-label': t(`supply.pager.${c}`) })} getItemProps={(p) => ({ 'aria-label': t('supply.pager.page', { page: p }) })} />
          )}
        </>
      )}
    </div>
  );
}
