// The override of one product and customer, month by month: the months the
// cycle froze are shown locked; the others take a new figure (empty keeps the
// statistical) saved through the data API with the version it started from,
// so a stale edit is refused rather than overwriting someone else's.
import { ActionIcon, Alert, Group, NumberInput, Table, Text, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../engine/http';
import { useHttp } from '../../../engine/shell';
import { forecastingApi, type ForecastDetail } from './forecasting-api';
import { monthText, quantityText } from './format';
import './forecasting.css';

export function OverrideEditor({ detail, onSaved }: { detail: ForecastDetail; onSaved(): void }) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const locale = i18n.language;
  const [drafts, setDrafts] = useState<Record<string, number | ''>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const cells = detail.cells.filter((c) => c.month >= detail.current);
  if (cells.length === 0) return <Text size="sm" c="dimmed">{t('forecasting.detail.noCells')}</Text>;

  const save = async (cell: ForecastDetail['cells'][number]) => {
    const draft = drafts[cell.month];
    setBusy(cell.month);
    setFailure(null);
    try {
      await http.request(forecastingApi.updateValue, { params: { id: cell.id }, body: { version: cell.version, values: { override: draft === '' || draft === undefined ? null : draft } }, silent: true });
      setDrafts(({ [cell.month]: _, ...rest }) => rest);
      onSaved();
    } catch (error) {
      setFailure(failureMessage(error, t, 'forecasting.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table data-testid="override-editor" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('entities.forecast-value.fields.month.label')}</Table.Th>
              <Table.Th ta="right">{t('entities.forecast-value.fields.statistical.label')}</Table.Th>
              <Table.Th>{t('entities.forecast-value.fields.override.label')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cells.map((cell) => {
              const frozen = cell.month < detail.frozenFrom;
              const name = monthText(cell.month, locale);
              const value = cell.month in drafts ? drafts[cell.month] : (cell.override ?? '');
              return (
                <Table.Tr key={cell.month} data-testid="override-row" data-month={cell.month} data-frozen={frozen}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td ta="right">{quantityText(cell.statistical, locale)}</Table.Td>
                  <Table.Td>
                    {frozen ? (
                      <Group gap={6}><IconLock size={16} aria-hidden /><Text size="sm">{quantityText(cell.override ?? cell.statistical, locale)}</Text><Text size="xs" c="dimmed">{t('forecasting.detail.frozen')}</Text></Group>
                    ) : (
                      <Group gap={6} wrap="nowrap">
                        <NumberInput size="xs" w={140} min={0} decimalScale={3} value={value} onChange={(v) => setDrafts((d) => ({ ...d, [cell.month]: typeof v === 'number' ? v : '' }))} aria-label={t('forecasting.detail.overrideOf', { month: name })} placeholder={quantityText(cell.statistical, locale)} />
                        {cell.month in drafts && (
                          <Tooltip label={t('forecasting.detail.save')}>
                            <ActionIcon variant="light" loading={busy === cell.month} onClick={() => save(cell)} aria-label={t('forecasting.detail.saveMonth', { month: name })} data-testid="override-save">
                              <IconDeviceFloppy size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {failure && <Alert color="red" variant="light" mt="sm" data-testid="override-failure">{failure}</Alert>}
    </>
  );
}
