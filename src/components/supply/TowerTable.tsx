// The control tower's exceptions, most severe first: what, where, when, how
// much, and a link to the page (with its filters) that resolves it.
import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../engine/data/format';
import { toUrl } from '../../../engine/shell';
import { quantityText } from '../forecasting/format';
import { RouteLink } from '../RouteLink';
import type { TowerItem } from './supply-api';
import { towerLink } from './tower-links';

const SEVERITY_COLOR = { high: 'red', medium: 'yellow', low: 'gray' } as const;
const SEVERITY_TEXT = { high: 'red.9', medium: 'dark.8', low: 'dark.7' } as const;

function subject(item: TowerItem): string {
  const parts = [
    item.Product ? `${item.Product.Sku ? `${item.Product.Sku} · ` : ''}${item.Product.Name}` : null,
    item.PurchaseOrder?.Name ?? null,
    item.Container?.Name ?? null,
    item.Family?.Name ?? null,
  ].filter((p): p is string => !!p);
  return parts.join(' · ');
}

export function TowerTable({ items }: { items: TowerItem[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const detail = (item: TowerItem) => {
    if (item.Kind === 'forecast-bias' && item.Bias !== null) return t('supply.tower.detail.bias', { bias: new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(item.Bias) });
    if ((item.Kind === 'late-purchase-order' || item.Kind === 'late-container' || item.Kind === 'late-suggestion') && item.Days !== null) return t('supply.tower.detail.late', { count: item.Days });
    if ((item.Kind === 'stockout' || item.Kind === 'below-safety') && item.Quantity !== null) return t('supply.tower.detail.short', { quantity: quantityText(item.Quantity, locale) });
    return '';
  };
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="tower-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('entities.supply-exception.fields.severity.label')}</Table.Th>
            <Table.Th>{t('entities.supply-exception.fields.kind.label')}</Table.Th>
            <Table.Th>{t('supply.tower.subject')}</Table.Th>
            <Table.Th>{t('entities.supply-exception.fields.warehouse.label')}</Table.Th>
            <Table.Th>{t('entities.supply-exception.fields.supplier.label')}</Table.Th>
            <Table.Th>{t('entities.supply-exception.fields.date.label')}</Table.Th>
            <Table.Th>{t('supply.tower.detail.title')}</Table.Th>
            <Table.Th><VisuallyHidden>{t('supply.tower.resolve')}</VisuallyHidden></Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const link = towerLink(item);
            return (
              <Table.Tr key={item.Reference} data-testid="tower-row" data-kind={item.Kind}>
                <Table.Td><Badge color={SEVERITY_COLOR[item.Severity]} c={SEVERITY_TEXT[item.Severity]} variant="light">{t(`entities.supply-exception.fields.severity.values.${item.Severity}`)}</Badge></Table.Td>
                <Table.Td>{t(`entities.supply-exception.fields.kind.values.${item.Kind}`)}</Table.Td>
                <Table.Td><Text size="sm">{subject(item)}</Text></Table.Td>
                <Table.Td>{item.Warehouse?.Name ?? ''}</Table.Td>
                <Table.Td>{item.Supplier?.Name ?? ''}</Table.Td>
                <Table.Td>{item.Date ? formatDate(item.Date, locale) : ''}</Table.Td>
                <Table.Td><Text size="sm" c="dimmed">{detail(item)}</Text></Table.Td>
                <Table.Td>
                  {link && (
                    <RouteLink to={toUrl(link)} size="sm" data-testid="tower-resolve">
                      {t('supply.tower.resolve')} <IconArrowRight size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
                    </RouteLink>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
