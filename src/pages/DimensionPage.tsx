// First version of a dimension's page: its name and values. Issue 5 makes it
// editable by administrators.
import { Badge, Card, EmptyState, Group, Text, Title } from '@mantine/core';
import { IconDatabase, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { translationKeys } from '../../engine/config/compiled';
import { api, isApiError, type Dimension } from '../../engine/http';
import { Forbidden, useApiQuery, useCurrentRoute } from '../../engine/shell';
import { LoadFailed, LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';

export default function DimensionPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const dimension = useApiQuery<Dimension>(valid ? api.dimension : null, { params: { id }, ignoreCodes: ['NOT_FOUND', 'FORBIDDEN'] });
  const status = isApiError(dimension.error) ? dimension.error.Status : null;
  if (status === 403) return <Forbidden />;

  const crumbs = [route?.section, route?.subSection].filter((x): x is string => !!x).map((n) => ({ label: t(translationKeys.indexNode(n)) }));
  const data = dimension.data;

  if (!valid || status === 404) {
    return (
      <div className="shell-page">
        <PageHeader crumbs={crumbs} icon={<IconDatabase size={28} stroke={1.6} aria-hidden />} title={t(translationKeys.routeTitle('dimensions'))} />
        <Card withBorder radius="md"><EmptyState p="xl" icon={<IconSearchOff size={26} aria-hidden />} withIndicatorBackground title={t('dimension.notFound')} /></Card>
      </div>
    );
  }

  return (
    <div className="shell-page">
      <PageHeader
        crumbs={crumbs}
        icon={<IconDatabase size={28} stroke={1.6} aria-hidden />}
        title={data?.Name ?? t(translationKeys.routeTitle('dimensions'))}
        description={t(translationKeys.routeDescription('dimensions'))}
      />
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4">{t('dimension.values')}</Title>
          {data && <Text size="sm" c="dimmed">{data.Values.length}</Text>}
        </Group>
        {dimension.loading && !data ? (
          <LoadingRows rows={3} />
        ) : dimension.error || !data ? (
          <LoadFailed title={t('errorHeaders.ALL_OK')} onRetry={dimension.reload} />
        ) : data.Values.length === 0 ? (
          <EmptyState icon={<IconDatabase size={26} aria-hidden />} withIndicatorBackground description={t('dimension.noValues')} />
        ) : (
          <Group gap="xs" data-testid="dimension-values">
            {data.Values.map((v) => <Badge key={v} size="lg" variant="light" tt="none">{v}</Badge>)}
          </Group>
        )}
      </Card>
    </div>
  );
}
