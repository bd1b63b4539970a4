// This cycle's revisions in the demand review: scope, author, status, the
// cells changed and the total before and after (change vs the last cycle),
// each opening its revision page.
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toUrl } from '../../../engine/shell';
import { RouteLink } from '../RouteLink';
import type { RevisionSummary } from './forecasting-api';
import { changeText, quantityText } from './format';

export const REVISION_COLORS: Record<string, string> = { draft: 'gray', submitted: 'blue', approved: 'teal', 'sent-back': 'orange' };
/**
 * Text of a status badge or a light button: Mantine's light variant writes shade 7 on shade 1 (teal 3.1:1), and
 * even shade 9 of teal, red or orange stays under WCAG AA's 4.5:1 there; the tint says the status, the text is dark.
 */
export const STATUS_TEXT = 'dark.8';

export function RevisionsTable({ revisions }: { revisions: RevisionSummary[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const label = (field: string) => t(`entities.forecast-revision.fields.${field}.label`);
  if (revisions.length === 0) return <Text c="dimmed" size="sm" data-testid="revisions-empty">{t('forecasting.revisions.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover data-testid="revisions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{label('code')}</Table.Th>
            <Table.Th>{label('scope')}</Table.Th>
            <Table.Th>{label('author')}</Table.Th>
            <Table.Th>{label('status')}</Table.Th>
            <Table.Th ta="right">{label('lineCount')}</Table.Th>
            <Table.Th ta="right">{label('fromQuantity')}</Table.Th>
            <Table.Th ta="right">{label('toQuantity')}</Table.Th>
            <Table.Th ta="right">{label('change')}</Table.Th>
            <Table.Th>{label('submittedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {revisions.map((r) => (
            <Table.Tr key={r.id} data-testid="revision-row" data-status={r.status}>
              <Table.Td><RouteLink to={toUrl(`forecasts/revision/${r.id}`)} fallback={r.code}>{r.code}</RouteLink></Table.Td>
              <Table.Td>{r.scope}</Table.Td>
              <Table.Td>{r.author}</Table.Td>
              <Table.Td><Badge color={REVISION_COLORS[r.status]} c={STATUS_TEXT} variant="light">{t(`entities.forecast-revision.fields.status.values.${r.status}`)}</Badge></Table.Td>
              <Table.Td ta="right">{quantityText(r.lines, locale)}</Table.Td>
              <Table.Td ta="right">{quantityText(r.from, locale)}</Table.Td>
              <Table.Td ta="right">{quantityText(r.to, locale)}</Table.Td>
              <Table.Td ta="right">{changeText(r.from, r.to, locale)}</Table.Td>
              <Table.Td>{r.submittedAt}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
