// The simulated order: per line its price (which list, discount), what is
// available on the requested day, the deliveries that can be promised and
// the date it is complete, or what is missing; and the order's total.
import { Badge, Card, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../engine/data/format';
import { useCurrency } from '../../../engine/views/shared/useCurrency';
import { quantityText } from '../forecasting/format';
import type { Simulation } from './supply-api';

const STATUS_COLOR = { 'on-time': 'teal', late: 'yellow', partial: 'yellow', unavailable: 'red' } as const;
/**
 * Text dark enough on each light badge (WCAG AA 4.5:1 for its 11px label).
 * Mantine 9's light background is the solid shade 1, on which teal.9 gives
 * only 4.33:1 and red.9 4.51:1: both are darkened a fifth towards black
 * (about 6:1), keeping their hue.
 */
const darker = (color: 'teal' | 'red') => `color-mix(in srgb, var(--mantine-color-${color}-9) 80%, black)`;
const STATUS_TEXT = { 'on-time': darker('teal'), late: 'dark.8', partial: 'dark.8', unavailable: darker('red') } as const;

export function SimulatorResult({ result }: { result: Simulation }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const currency = useCurrency();
  const money = (v: number | null) => (v === null ? '' : formatMoney(v, locale, currency));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="simulator-result">
      <Text size="sm" c="dimmed" mb="sm">
        {t('supply.simulator.servedFrom', { customer: result.Customer.Name, warehouse: result.Warehouse?.Name ?? '—' })}
      </Text>
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="xs" data-testid="simulator-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('supply.simulator.productHeader')}</Table.Th>
              <Table.Th ta="right">{t('supply.simulator.quantity')}</Table.Th>
              <Table.Th>{t('supply.simulator.priceList')}</Table.Th>
              <Table.Th ta="right">{t('supply.simulator.netPrice')}</Table.Th>
              <Table.Th ta="right">{t('supply.simulator.value')}</Table.Th>
              <Table.Th ta="right">{t('supply.simulator.available')}</Table.Th>
              <Table.Th>{t('supply.simulator.promise')}</Table.Th>
              <Table.Th miw={140}>{t('supply.simulator.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.Lines.map((line, i) => (
              <Table.Tr key={i} data-testid="simulated-line" data-status={line.Status}>
                <Table.Td><Text size="sm" fw={500}>{line.Product.Name}</Text><Text size="xs" c="dimmed">{line.Product.Sku} · {formatDate(line.RequestedDate, locale)}</Text></Table.Td>
                <Table.Td ta="right">{quantityText(line.Quantity, locale)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{line.PriceList?.Name ?? (line.NetPrice === null ? '' : t('supply.simulator.listHidden'))}</Text>
                  {line.Discount ? <Text size="xs" c="dimmed">{t('supply.simulator.discount', { discount: line.Discount })}</Text> : null}
                </Table.Td>
                <Table.Td ta="right">{money(line.NetPrice)}</Table.Td>
                <Table.Td ta="right">{money(line.Value)}</Table.Td>
                <Table.Td ta="right">{quantityText(line.AvailableAtRequest, locale)}</Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    {line.Deliveries.map((d) => <Text key={d.Date} size="xs">{t('supply.simulator.delivery', { date: formatDate(d.Date, locale), quantity: quantityText(d.Quantity, locale) })}</Text>)}
                    {line.Shortfall > 0 && <Text size="xs" c="red.9">{t('supply.simulator.shortfall', { quantity: quantityText(line.Shortfall, locale), end: line.HorizonEnd ?? '' })}</Text>}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[line.Status]} c={STATUS_TEXT[line.Status]} variant="light" tt="none" style={{ maxWidth: 'none' }}>{t(`supply.simulator.statuses.${line.Status}`)}</Badge>
                  {line.Problems.map((p) => <Text key={p} size="xs" c="red.9" mt={2}>{t(`supply.simulator.problems.${p}`)}</Text>)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4}>{t('supply.simulator.total')}</Table.Th>
              <Table.Th ta="right" data-testid="simulator-total">{money(result.Total)}</Table.Th>
              <Table.Th colSpan={3} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
