// One product's forecast in detail (forecasts/detail?product=&customer=):
// the history, the fitted values and the forecast in a chart, the model of
// each customer with the method chosen and why, its errors and outliers,
// and, for one customer, the override of the months still open.
import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartLine, IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { translationKeys } from '../../engine/config/compiled';
import { isApiError } from '../../engine/http';
import { toUrl, useApiQuery, useCurrentRoute } from '../../engine/shell';
import { EntityPicker } from '../components/forecasting/EntityPicker';
import { forecastingApi, type ForecastDetail } from '../components/forecasting/forecasting-api';
import { monthText } from '../components/forecasting/format';
import { ModelsTable } from '../components/forecasting/ModelsTable';
import { OverrideEditor } from '../components/forecasting/OverrideEditor';
import { LoadFailed, LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { RouteLink } from '../components/RouteLink';
import '../components/pages.css';

const DetailChart = lazy(() => import('../components/forecasting/DetailChart'));

const idParam = (text: string | null) => (text && /^\d+$/.test(text) ? Number(text) : null);

export default function ForecastDetailPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const product = idParam(params.get('product'));
  const customer = idParam(params.get('customer'));
  const detail = useApiQuery<ForecastDetail>(product ? forecastingApi.detail : null, { query: { product: product ?? undefined, customer: customer ?? undefined }, ignoreCodes: ['NOT_FOUND'] });
  const choose = (name: 'product' | 'customer', id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(name, String(id));
    else next.delete(name);
    setParams(next);
  };
  const crumbs = [route?.section, route?.subSection].filter((x): x is string => !!x).map((n) => ({ label: t(translationKeys.indexNode(n)) }));
  const data = detail.data && detail.data.product.id === product ? detail.data : undefined;
  const notFound = isApiError(detail.error) && detail.error.Status === 404;

  return (
    <div className="shell-page" data-testid="forecast-detail">
      <PageHeader
        crumbs={crumbs}
        icon={<IconChartLine size={28} stroke={1.6} aria-hidden />}
        title={data ? `${data.product.sku} · ${data.product.name}` : t(translationKeys.routeTitle('forecasts-detail'))}
        description={t(translationKeys.routeDescription('forecasts-detail'))}
      />
      <Card withBorder radius="md" padding="md" mb="lg">
        <Group align="flex-end">
          <EntityPicker entity="product" label={t('entities.forecast-value.fields.product.label')} placeholder={t('forecasting.detail.pickProduct')} value={product} onChange={(id) => choose('product', id)} testId="detail-product" />
          <EntityPicker entity="customer" label={t('entities.forecast-value.fields.customer.label')} placeholder={t('forecasting.detail.allCustomers')} value={customer} onChange={(id) => choose('customer', id)} testId="detail-customer" clearable />
        </Group>
      </Card>
      {!product ? (
        <Alert icon={<IconInfoCircle size={18} aria-hidden />} variant="light" data-testid="detail-pick">{t('forecasting.detail.pickHelp')}</Alert>
      ) : notFound ? (
        <Alert color="gray" variant="light">{t('forecasting.detail.notFound')}</Alert>
      ) : !data && detail.loading ? <LoadingRows /> : !data ? <LoadFailed title={t('forecasting.loadFailed')} onRetry={detail.reload} /> : (
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">{data.customer ? t('forecasting.detail.forCustomer', { customer: data.customer.name }) : t('forecasting.detail.allCustomersTitle')}</Title>
              <Group gap="xs">
                {data.product.family && <Badge variant="light">{data.product.family}</Badge>}
                <Badge variant="light" color="gray">{t(`entities.product.fields.status.values.${data.product.status}`)}</Badge>
                {data.product.likeSku && <Badge variant="outline">{t('forecasting.detail.like', { sku: data.product.likeSku })}</Badge>}
              </Group>
            </Group>
            <Suspense fallback={<LoadingRows rows={6} />}><DetailChart detail={data} /></Suspense>
            <Text size="xs" c="dimmed" mt="xs">{t('forecasting.detail.frozenNote', { month: monthText(data.frozenFrom, i18n.language) })}</Text>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="sm">{t('forecasting.detail.models')}</Title>
            <ModelsTable models={data.models} />
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="sm">{t('forecasting.detail.override')}</Title>
            {data.customer ? <OverrideEditor detail={data} onSaved={detail.reload} /> : (
              <Text size="sm" c="dimmed">
                {t('forecasting.detail.overrideHelp')}{' '}
                {/* Underlined: a link inside a sentence must be told from its text by more than colour (axe link-in-text-block). */}
                <RouteLink to={toUrl('forecasts/main')} underline="always">{t('forecasting.links.editor')}</RouteLink>
              </Text>
            )}
          </Card>
        </Stack>
      )}
    </div>
  );
}
