// Purchases: the purchase suggestions of the stock projection, accepted into
// draft purchase orders in one click, and the purchase orders themselves
// (the purchase-orders route's table view, drawn here as a tab). Each tab
// owns the URL's query while it is open (?tab=orders switches).
import { Group, Tabs } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { translationKeys } from '../../engine/config/compiled';
import { toUrl, useCurrentRoute } from '../../engine/shell';
import { accessContextAtom, configAtom, policyAtom } from '../../engine/state';
import { LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { PlanStatus } from '../components/supply/PlanStatus';
import { SuggestionsPanel } from '../components/supply/SuggestionsPanel';
import { RouteLink } from '../components/RouteLink';
import '../components/pages.css';
import '../components/supply/supply.css';

const TableView = lazy(() => import('../../engine/views/table/TableView'));

export default function PurchasesPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const config = useAtomValue(configAtom);
  const policy = useAtomValue(policyAtom);
  const ctx = useAtomValue(accessContextAtom);
  const [params, setParams] = useSearchParams();
  const [version, setVersion] = useState(0);
  const tab = params.get('tab') === 'orders' ? 'orders' : 'suggestions';
  const orders = config.routes.find((r) => r.id === 'purchase-orders');
  const canOpenOrders = !!orders && policy.canOpen(orders, ctx);
  const crumbs = [route?.section, route?.subSection].filter((x): x is string => !!x).map((n) => ({ label: t(translationKeys.indexNode(n)) }));

  return (
    <div className="shell-page" data-testid="purchases-page">
      <PageHeader
        crumbs={crumbs}
        icon={<IconShoppingCart size={28} stroke={1.6} aria-hidden />}
        title={t(translationKeys.routeTitle('purchases'))}
        description={t('supply.purchases.description')}
        actions={(
          <Group gap="md">
            <RouteLink to={toUrl('purchases/orders')} size="sm">{t(translationKeys.routeTitle('purchase-orders'))}</RouteLink>
            <RouteLink to={toUrl('purchases/product-suppliers')} size="sm">{t(translationKeys.routeTitle('product-suppliers'))}</RouteLink>
          </Group>
        )}
      />
      <PlanStatus canRefresh={policy.can('STOCK_PROJECTIONS', 'write', ctx)} onRefreshed={() => setVersion((v) => v + 1)} />
      <Tabs value={tab} onChange={(v) => setParams(v === 'orders' ? { tab: 'orders' } : {})} keepMounted={false}>
        <Tabs.List aria-label={t('supply.purchases.tabs')} mb="md">
          <Tabs.Tab value="suggestions" data-testid="tab-suggestions">{t('entities.purchase-suggestion.plural')}</Tabs.Tab>
          {canOpenOrders && <Tabs.Tab value="orders" data-testid="tab-orders">{t('entities.purchase-order.plural')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="suggestions">
          {tab === 'suggestions' && <SuggestionsPanel key={version} canAccept={policy.can('PURCHASES', 'write', ctx)} />}
        </Tabs.Panel>
        {canOpenOrders && orders && (
          <Tabs.Panel value="orders">
            {tab === 'orders' && (
              <Suspense fallback={<LoadingRows />}>
                <TableView route={orders} view={orders.views[0]} index={0} />
              </Suspense>
            )}
          </Tabs.Panel>
        )}
      </Tabs>
    </div>
  );
}
