// The scheduler's proposal for one lane: its figures now and proposed
// (changeover minutes, late rows, total lateness, last end, rows not
// scheduled), the rows in their new order with start, end, changeover and
// lateness, what could not be placed and why, and Apply (with the versions
// the proposal was computed from; a stale one is reported, not overwritten).
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../../shell/context';
import { failureText, isConflict } from '../shared/errors';
import { schedulerApi, type AppliedSequence, type ScheduleTotals, type SequenceProposal } from '../../data/schedule-api';
import { durationLabel, momentLabel } from './texts';

export function SequenceDialog({ proposal, laneTitle, scheduler, writable, onClose, onApplied, onStale }: {
  proposal: SequenceProposal;
  laneTitle: string;
  scheduler: string;
  writable: boolean;
  onClose(): void;
  onApplied(count: number): void;
  onStale(): void;
}) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const locale = i18n.language;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const numberOf = new Map(proposal.orders.map((o) => [o.id, o.number]));
  const apply = async () => {
    setBusy(true);
    setError(null);
    try {
      const done = await http.request<AppliedSequence>(schedulerApi.apply, { params: { scheduler }, body: { line: proposal.lineId, start: proposal.start, versions: proposal.versions }, silent: true });
      onApplied(done.written);
    } catch (e) {
      if (isConflict(e)) onStale();
      else setError(failureText(e, t));
    } finally {
      setBusy(false);
    }
  };
  const figure = (key: keyof Omit<ScheduleTotals, 'orders'>, totals: ScheduleTotals) => {
    const v = totals[key];
    if (key === 'end') return v ? momentLabel(String(v), locale) : '–';
    if (key === 'tardinessMinutes') return durationLabel(Number(v), t);
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Number(v));
  };
  const rowsOfFigures: Array<[keyof Omit<ScheduleTotals, 'orders'>, string]> = [
    ['changeoverMinutes', t('gantt.sequence.changeover')], ['lateOrders', t('gantt.sequence.lateOrders')], ['tardinessMinutes', t('gantt.sequence.tardiness')],
    ['end', t('gantt.sequence.end')], ['unscheduled', t('gantt.sequence.unscheduled')],
  ];
  return (
    <Modal opened onClose={() => { if (!busy) onClose(); }} size="xl" centered title={<Text fw={650} size="lg" component="span">{t('gantt.sequence.title', { lane: laneTitle })}</Text>} closeButtonProps={{ 'aria-label': t('gantt.sequence.close') }} data-testid="sequence-dialog">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('gantt.sequence.explain', { start: momentLabel(proposal.start, locale) })}</Text>
        <Table withTableBorder data-testid="sequence-totals">
          <Table.Thead>
            <Table.Tr><Table.Th /><Table.Th scope="col">{t('gantt.sequence.now')}</Table.Th><Table.Th scope="col">{t('gantt.sequence.proposed')}</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rowsOfFigures.map(([key, label]) => (
              <Table.Tr key={key} data-key={key}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{figure(key, proposal.before)}</Table.Td>
                <Table.Td fw={600}>{figure(key, proposal.after)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {proposal.problems.length > 0 && (
          <Alert color="orange" variant="light" data-testid="sequence-problems">
            <SimpleGrid cols={1} spacing={2}>
              {proposal.problems.map((p, i) => (
                <Text key={i} size="sm">{t(`gantt.problems.${p.code}`, { subject: numberOf.get(Number(p.subject)) ?? `#${p.subject ?? ''}`, minutes: p.details?.minutes ?? 0, defaultValue: p.code })}</Text>
              ))}
            </SimpleGrid>
          </Alert>
        )}
        {proposal.kept.length > 0 && <Text size="sm">{t('gantt.sequence.kept')}: {proposal.kept.length}</Text>}
        {proposal.unplaced.length > 0 && <Text size="sm" c="orange.9">{t('gantt.sequence.unplaced', { count: proposal.unplaced.length })}</Text>}
        <div className="sequence-scroll sequence-scroll-dialog" tabIndex={0} role="region" aria-label={t('gantt.sequence.proposed')}>
          <Table striped stickyHeader data-testid="sequence-proposal" aria-label={t('gantt.sequence.proposed')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('gantt.sequence.position')}</Table.Th>
                <Table.Th scope="col">{t('gantt.sequence.number')}</Table.Th>
                <Table.Th scope="col">{t('gantt.sequence.item')}</Table.Th>
                <Table.Th scope="col">{t('gantt.sequence.changeover')}</Table.Th>
                <Table.Th scope="col">{t('gantt.sequence.now')}</Table.Th>
                <Table.Th scope="col">{t('gantt.sequence.proposed')}</Table.Th>
                <Table.Th scope="col">{t('gantt.sequence.lateness')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {proposal.orders.map((o) => (
                <Table.Tr key={o.id} data-late={o.late || undefined}>
                  <Table.Td>{o.sequence}</Table.Td>
                  <Table.Td>{o.number}</Table.Td>
                  <Table.Td>{o.sku}</Table.Td>
                  <Table.Td>{Math.round(o.changeoverMinutes)}</Table.Td>
                  <Table.Td>{o.current.start ? `${momentLabel(o.current.start, locale)} → ${momentLabel(o.current.end, locale)}` : '–'}</Table.Td>
                  <Table.Td>{momentLabel(o.start, locale)} → {momentLabel(o.end, locale)}</Table.Td>
                  <Table.Td c={o.late ? 'red.8' : undefined} fw={o.late ? 600 : undefined}>{o.late ? t('gantt.lateBy', { duration: durationLabel(o.latenessMinutes, t) }) : t('gantt.sequence.onTime')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        {error && <Alert color="red" role="alert">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>{t('gantt.sequence.close')}</Button>
          {writable && <Button onClick={apply} loading={busy} disabled={proposal.orders.length === 0} data-testid="sequence-apply">{t('gantt.sequence.apply')}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}
