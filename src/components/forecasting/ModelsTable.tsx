// The models of the last run for a product, one per customer: the method or
// combination chosen, the demand pattern, the season, backtest errors, the
// outliers and why (in the forecaster's words); details open the weights,
// the backtest ranking and the outliers month by month.
import { Badge, Button, Code, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelInfo } from './forecasting-api';
import { decimalText } from './format';

interface Components {
  weights?: Array<{ method: string; seasonal: boolean; weight: number }>;
  backtest?: Array<{ method: string; seasonal: boolean; smape: number | null; mae: number | null; rank: number }>;
}

const parse = <T,>(text: string | null): T | null => {
  if (!text) return null;
  try { return JSON.parse(text) as T; } catch { return null; }
};

export function ModelsTable({ models }: { models: ModelInfo[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [open, setOpen] = useState<number | null>(null);
  const label = (field: string) => t(`entities.forecast-model.fields.${field}.label`);
  if (models.length === 0) return <Text size="sm" c="dimmed" data-testid="models-empty">{t('forecasting.detail.noModel')}</Text>;
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table data-testid="models-table" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{label('customer')}</Table.Th>
            <Table.Th>{label('method')}</Table.Th>
            <Table.Th>{label('pattern')}</Table.Th>
            <Table.Th>{label('seasonal')}</Table.Th>
            <Table.Th ta="right">{label('smape')}</Table.Th>
            <Table.Th ta="right">{label('mase')}</Table.Th>
            <Table.Th ta="right">{label('outlierCount')}</Table.Th>
            <Table.Th>{label('reason')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {models.map((m) => {
            const components = parse<Components>(m.components);
            const outliers = parse<Array<{ month: string; value: number; replacement: number; clipped: boolean }>>(m.outliers) ?? [];
            const expanded = open === m.customerId;
            return (
              <Fragment key={m.customerId}>
                <Table.Tr data-testid="model-row">
                  <Table.Td>{m.customer}</Table.Td>
                  <Table.Td><Code>{m.method}</Code></Table.Td>
                  <Table.Td><Badge variant="light" color="gray">{t(`entities.forecast-model.fields.pattern.values.${m.pattern}`)}</Badge></Table.Td>
                  <Table.Td>{m.seasonal ? t('forecasting.yes') : t('forecasting.no')}</Table.Td>
                  <Table.Td ta="right">{decimalText(m.smape, locale, 1)}</Table.Td>
                  <Table.Td ta="right">{decimalText(m.mase, locale, 2)}</Table.Td>
                  <Table.Td ta="right">{m.outlierCount ?? 0}</Table.Td>
                  <Table.Td maw={420}><Text size="sm">{m.reason}</Text></Table.Td>
                  <Table.Td>
                    {(components || outliers.length > 0) && (
                      <Button size="compact-xs" variant="subtle" onClick={() => setOpen(expanded ? null : m.customerId)} aria-expanded={expanded}>
                        {expanded ? t('forecasting.detail.less') : t('forecasting.detail.more')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr>
                    <Table.Td colSpan={9}>
                        <Stack gap={4}>
                          {components?.weights && <Text size="sm"><b>{t('forecasting.detail.weights')}:</b> {components.weights.map((w) => `${w.method}${w.seasonal ? ' (s)' : ''} ${decimalText(w.weight * 100, locale, 0)}%`).join(' · ')}</Text>}
                          {components?.backtest && <Text size="sm"><b>{t('forecasting.detail.backtest')}:</b> {components.backtest.slice(0, 8).map((b) => `${b.rank}. ${b.method}${b.seasonal ? ' (s)' : ''} ${decimalText(b.smape, locale, 1)}`).join(' · ')}</Text>}
                          {outliers.length > 0 && <Text size="sm"><b>{label('outliers')}:</b> {outliers.map((o) => `${o.month}: ${decimalText(o.value, locale, 0)} → ${decimalText(o.replacement, locale, 0)}${o.clipped ? '' : ` (${t('forecasting.detail.kept')})`}`).join(' · ')}</Text>}
                        </Stack>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
