// The demand review (forecasts/review): the S&OP cycle with the forecast run
// and its progress, this cycle's revisions with their change vs the last
// cycle, and a form to submit one. Overrides themselves are made in the
// forecast editor (forecasts/main).
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../engine/config/compiled';
import { toUrl, useApiQuery, useCurrentRoute } from '../../engine/shell';
import { accessContextAtom, policyAtom } from '../../engine/state';
import { CyclePanel } from '../components/forecasting/CyclePanel';
import { forecastingApi, isGoing, type ForecastingStatus } from '../components/forecasting/forecasting-api';
import { RevisionsTable } from '../components/forecasting/RevisionsTable';
import { SubmitRevision } from '../components/forecasting/SubmitRevision';
import { LoadFailed, LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { RouteLink } from '../components/RouteLink';
import '../components/pages.css';

/** How often the page asks for the run's progress while it goes. */
const POLL_MS = 1000;

export default function ForecastReviewPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const policy = useAtomValue(policyAtom);
  const ctx = useAtomValue(accessContextAtom);
  const status = useApiQuery<ForecastingStatus>(forecastingApi.status);
  const going = isGoing(status.data?.run);
  const { reload } = status;
  useEffect(() => {
    if (!going) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [going, reload]);

  const canWrite = policy.can('FORECASTS', 'write', ctx);
  const canDecide = policy.can('FORECAST_REVISION', 'write', ctx);
  const crumbs = [route?.section, route?.subSection].filter((x): x is string => !!x).map((n) => ({ label: t(translationKeys.indexNode(n)) }));
  const data = status.data;

  return (
    <div className="shell-page" data-testid="forecast-review">
      <PageHeader
        crumbs={crumbs}
        icon={<IconChecklist size={28} stroke={1.6} aria-hidden />}
        title={t(translationKeys.routeTitle('forecasts-review'))}
        description={t(translationKeys.routeDescription('forecasts-review'))}
      />
      {!data && status.loading ? <LoadingRows /> : !data ? <LoadFailed title={t('forecasting.loadFailed')} onRetry={reload} /> : (
        <Stack gap="lg">
          <CyclePanel status={data} canWrite={canWrite} canDecide={canDecide} onChanged={reload} />
          <Card withBorder radius="md" padding="lg">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">{t('forecasting.revisions.title', { month: data.cycle?.month ?? '' })}</Title>
              <Group gap="md">
                <RouteLink to={toUrl('forecasts/main')} size="sm">{t('forecasting.links.editor')}</RouteLink>
                <RouteLink to={toUrl('absolute-error-report')} size="sm" data-testid="review-accuracy-link">{t('forecasting.links.accuracy')}</RouteLink>
              </Group>
            </Group>
            <RevisionsTable revisions={data.revisions} />
          </Card>
          {canWrite && data.cycle?.status === 'open' && (
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h4" mb={4}>{t('forecasting.submit.title')}</Title>
              <Text size="sm" c="dimmed" mb="sm">{t('forecasting.submit.help', { month: data.frozenFrom })}</Text>
              <SubmitRevision onSubmitted={reload} />
            </Card>
          )}
        </Stack>
      )}
    </div>
  );
}
