// The purchase suggestions of the stock projection: filters (warehouse,
// supplier, late only, product text, kept in the URL so the control tower
// can link here), a page of suggestions with what each needs and why, and
// "Create purchase orders" for the ones ticked: one draft order each,
// accepted twice it still makes one. Rows without a supplier cannot be
// ticked; their warning says what is missing.
import { Alert, Badge, Button, Checkbox, Group, Pagination, Stack, Switch, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDate, formatMoney } from '../../../engine/data/format';
import { failureMessage } from '../../../engine/http';
import { toUrl, useApiQuery, useHttp } from '../../../engine/shell';
import { useCurrency } from '../../../engine/views/shared/useCurrency';
import { quantityText, monthText } from '../forecasting/format';
import { LoadFailed, LoadingRows } from '../LoadState';
import { RouteLink } from '../RouteLink';
import { LookupSelect } from './LookupSelect';
import { supplyApi, type AcceptedOrder, type PurchaseSuggestionPage } from './supply-api';

const PAGE_SIZE = 50;
const numberParam = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

export function SuggestionsPanel({ canAccept }: { canAccept: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const http = useHttp();
  const currency = useCurrency();
  const [params, setParams] = useSearchParams();
  const warehouse = numberParam(params.get('warehouse'));
  const supplier = numberParam(params.get('supplier'));
  const product = numberParam(params.get('product'));
  const late = params.get('late') === 'true';
  const q = params.get('q') ?? '';
  const page = numberParam(params.get('page')) ?? 1;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [accepted, setAccepted] = useState<AcceptedOrder[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useApiQuery<PurchaseSuggestionPage>(supplyApi.suggestions, {
    query: { warehouse, supplier, product, late: late || undefined, q: q || undefined, page, pageSize: PAGE_SIZE },
  });
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
    setSelected(new Set());
  };
  const data = list.data;
  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await http.request<{ Orders: AcceptedOrder[] }>(supplyApi.accept, { body: { References: [...selected] }, silent: true });
      setAccepted(result.Orders);
      setSelected(new Set());
      list.reload();
    } catch (error) {
      setFailure(failureMessage(error, t, 'supply.suggestions.acceptFailed'));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (reference: string) => setSelected((s) => {
    const next = new Set(s);
    if (next.has(reference)) next.delete(reference);
    else next.add(reference);
    return next;
  });

  return (
    <Stack gap="md" data-testid="suggestions">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label={t('supply.suggestions.search')} value={q} onChange={(e) => set('q', e.currentTarget.value)} w={220} data-testid="suggestions-search" />
        <LookupSelect entity="warehouse" label={t('entities.purchase-suggestion.fields.warehouse.label')} value={warehouse} onChange={(v) => set('warehouse', v === null ? null : String(v))} w={220} />
        <LookupSelect entity="supplier" label={t('entities.purchase-suggestion.fields.supplier.label')} value={supplier} onChange={(v) => set('supplier', v === null ? null : String(v))} w={240} />
        {product !== null && <LookupSelect entity="product" label={t('entities.purchase-suggestion.fields.product.label')} value={product} onChange={(v) => set('product', v === null ? null : String(v))} w={240} />}
        <Switch label={t('supply.suggestions.lateOnly')} checked={late} onChange={(e) => set('late', e.currentTarget.checked ? 'true' : null)} mb={6} data-testid="suggestions-late" />
      </Group>
      {accepted && accepted.length > 0 && (
        <Alert color="teal" variant="light" withCloseButton onClose={() => setAccepted(null)} title={t('supply.suggestions.accepted', { count: accepted.length })} data-testid="accepted">
          <Group gap="xs">
            {accepted.map((o) => (
              <RouteLink key={o.Reference} to={`${toUrl('purchases/orders')}?record=${o.OrderId}`} size="sm" fallback={<Text span size="sm">{o.Number}</Text>}>
                {o.Number}{o.Created ? '' : ` (${t('supply.suggestions.already')})`}
              </RouteLink>
            ))}
          </Group>
        </Alert>
      )}
      {failure && <Alert color="red" variant="light" withCloseButton onClose={() => setFailure(null)} data-testid="accept-failed">{failure}</Alert>}
      {!data && list.loading ? <LoadingRows /> : !data ? <LoadFailed title={t('supply.suggestions.loadFailed')} onRetry={list.reload} /> : (
        <>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="suggestions-total">{t('supply.suggestions.total', { count: data.Total, late: data.Late })}</Text>
            {canAccept && (
              <Button leftSection={<IconShoppingCartPlus size={18} aria-hidden />} disabled={selected.size === 0} loading={busy} onClick={accept} data-testid="accept-selected">
                {t('supply.suggestions.accept', { count: selected.size })}
              </Button>
            )}
          </Group>
          {data.Rows.length === 0 ? (
            <Alert color="gray" variant="light" data-testid="suggestions-empty">{t('supply.suggestions.empty')}</Alert>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped highlightOnHover verticalSpacing="xs" data-testid="suggestions-table">
                <Table.Thead>
                  <Table.Tr>
                    {canAccept && <Table.Th w={40}><VisuallyHidden>{t('supply.suggestions.select')}</VisuallyHidden></Table.Th>}
                    <Table.Th>{t('entities.purchase-suggestion.fields.product.label')}</Table.Th>
                    <Table.Th>{t('entities.purchase-suggestion.fields.warehouse.label')}</Table.Th>
                    <Table.Th>{t('entities.purchase-suggestion.fields.supplier.label')}</Table.Th>
                    <Table.Th>{t('entities.purchase-suggestion.fields.month.label')}</Table.Th>
                    <Table.Th>{t('entities.purchase-suggestion.fields.orderDate.label')}</Table.Th>
                    <Table.Th ta="right">{t('entities.purchase-suggestion.fields.quantity.label')}</Table.Th>
                    {data.CostsVisible && <Table.Th ta="right">{t('entities.purchase-suggestion.fields.value.label')}</Table.Th>}
                    <Table.Th>{t('entities.purchase-suggestion.fields.problem.label')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.Rows.map((row) => (
                    <Table.Tr key={row.Reference} data-testid="suggestion-row" data-reference={row.Reference}>
                      {canAccept && (
                        <Table.Td>
                          <Checkbox
                            aria-label={t('supply.suggestions.selectRow', { product: row.Product.Name, month: monthText(row.Month, locale) })}
                            checked={selected.has(row.Reference)} disabled={row.Supplier === null} onChange={() => toggle(row.Reference)}
                          />
                        </Table.Td>
                      )}
                      <Table.Td><Text size="sm" fw={500}>{row.Product.Name}</Text><Text size="xs" c="dimmed">{row.Product.Sku}</Text></Table.Td>
                      <Table.Td>{row.Warehouse.Name}</Table.Td>
                      <Table.Td>
                        {row.Supplier ? row.Supplier.Name : <Text span c="red.9" size="sm">—</Text>}
                        {row.SupplierChoice === 'fallback' && <Badge ml={6} size="xs" color="yellow" c="dark.8" variant="light">{t('entities.purchase-suggestion.fields.supplierChoice.values.fallback')}</Badge>}
                      </Table.Td>
                      <Table.Td>{monthText(row.Month, locale)}</Table.Td>
                      <Table.Td>
                        {row.OrderDate ? formatDate(row.OrderDate, locale) : '—'}
                        {row.Late && <Badge ml={6} size="xs" color="red" c="red.9" variant="light">{t('entities.purchase-suggestion.fields.late.label')}</Badge>}
                      </Table.Td>
                      <Table.Td ta="right">{quantityText(row.Quantity, locale)}</Table.Td>
                      {data.CostsVisible && <Table.Td ta="right">{row.Value == null ? '' : formatMoney(row.Value, locale, currency)}</Table.Td>}
                      <Table.Td><Text size="xs" c={row.Supplier ? 'dimmed' : 'red.9'}>{row.Problem ? t(`entities.purchase-suggestion.fields.problem.values.${row.Problem}`) : ''}</Text></Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {data.Total > PAGE_SIZE && (
            <Pagination total={Math.ceil(data.Total / PAGE_SIZE)} value={page} onChange={(p) => set('page', String(p))} getControlProps={(c) => ({ 'aria-label': t(`supply.pager.${c}`) })} getItemProps={(p) => ({ 'aria-label': t('supply.pager.page', { page: p }) })} />
          )}
          <Text size="xs" c="dimmed">{t('supply.suggestions.help', { date: formatDate(new Date().toISOString().slice(0, 10), locale) })}</Text>
        </>
      )}
    </Stack>
  );
}
