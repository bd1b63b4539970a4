// The commercial order simulator: pick a customer, products, quantities and
// requested dates; the server prices each line from the customer's price
// lists and promises it against the stock projection of the warehouse that
// serves the customer. Nothing is saved.
import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../engine/config/compiled';
import { failureMessage } from '../../engine/http';
import { useCurrentRoute, useHttp } from '../../engine/shell';
import { PageHeader } from '../components/PageHeader';
import { LookupSelect } from '../components/supply/LookupSelect';
import { SimulatorLines, type DraftLine } from '../components/supply/SimulatorLines';
import { SimulatorResult } from '../components/supply/SimulatorResult';
import { supplyApi, type Simulation } from '../components/supply/supply-api';
import '../components/pages.css';
import '../components/supply/supply.css';

let nextKey = 0;
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const blank = (): DraftLine => ({ key: ++nextKey, product: null, quantity: '', requestedDate: inAWeek() });

export default function OrderSimulatorPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const http = useHttp();
  const [customer, setCustomer] = useState<number | null>(null);
  const [lines, setLines] = useState<DraftLine[]>(() => [blank()]);
  const [result, setResult] = useState<Simulation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const complete = lines.filter((l) => l.product !== null && typeof l.quantity === 'number' && l.quantity > 0 && /^\d{4}-\d{2}-\d{2}$/.test(l.requestedDate));
  const missing = customer === null ? 'customer' : complete.length === 0 ? 'lines' : null;
  const crumbs = [route?.section, route?.subSection].filter((x): x is string => !!x).map((n) => ({ label: t(translationKeys.indexNode(n)) }));

  const run = async () => {
    if (missing) return;
    setBusy(true);
    setFailure(null);
    try {
      const body = { Customer: customer, Lines: complete.map((l) => ({ Product: l.product, Quantity: l.quantity, RequestedDate: l.requestedDate })) };
      setResult(await http.request<Simulation>(supplyApi.simulate, { body, silent: true }));
    } catch (error) {
      setFailure(failureMessage(error, t, 'supply.simulator.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="shell-page" data-testid="order-simulator">
      <PageHeader
        crumbs={crumbs}
        icon={<IconCalculator size={28} stroke={1.6} aria-hidden />}
        title={t(translationKeys.routeTitle('commercial-order-simulator'))}
        description={t('supply.simulator.description')}
      />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <LookupSelect entity="customer" label={t('supply.simulator.customer')} value={customer} onChange={(v) => { setCustomer(v); setResult(null); }} w={420} testId="simulator-customer" />
            <SimulatorLines lines={lines} onChange={(l) => { setLines(l); setResult(null); }} newLine={blank} />
            <Group>
              <Button leftSection={<IconCalculator size={18} aria-hidden />} onClick={run} loading={busy} disabled={missing !== null} data-testid="simulate">{t('supply.simulator.run')}</Button>
              {missing && <span role="status" style={{ fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-dimmed)' }}>{t(`supply.simulator.missing.${missing}`)}</span>}
            </Group>
          </Stack>
        </Card>
        {failure && <Alert color="red" variant="light" data-testid="simulator-failed">{failure}</Alert>}
        {result && <SimulatorResult result={result} />}
      </Stack>
    </div>
  );
}
