// One revision (forecasts/revision/:id): who changed what where, the change
// by month and cell by cell, and the decision. Approving or sending back
// needs FORECAST_REVISION write (the route's own permission, enforced by
// the server too); a revision no longer waiting shows its decision.
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconGitCompare, IconSearchOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { translationKeys } from '../../engine/config/compiled';
import { failureMessage, isApiError } from '../../engine/http';
import { Forbidden, toUrl, useApiQuery, useCurrentRoute, useHttp } from '../../engine/shell';
import { forecastingApi, type RevisionDetail } from '../components/forecasting/forecasting-api';
import { changeText, monthText, quantityText } from '../components/forecasting/format';
import { REVISION_COLORS, STATUS_TEXT } from '../components/forecasting/RevisionsTable';
import { LoadFailed, LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import '../components/pages.css';

/** Cells listed at most: a revision of thousands of cells is read by month above and in the reports. */
const MAX_LINES = 500;

export default function ForecastRevisionPage() {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const route = useCurrentRoute();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const query = useApiQuery<RevisionDetail>(valid ? forecastingApi.revision : null, { params: { id }, ignoreCodes: ['NOT_FOUND', 'FORBIDDEN'] });
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const locale = i18n.language;
  const status = isApiError(query.error) ? query.error.Status : null;
  if (status === 403) return <Forbidden />;
  const crumbs = [
    ...[route?.section, route?.subSection].filter((x): x is string => !!x).map((n) => ({ label: t(translationKeys.indexNode(n)) })),
    { label: t(translationKeys.routeTitle('forecasts-review')), to: toUrl('forecasts/review') },
  ];
  const icon = <IconGitCompare size={28} stroke={1.6} aria-hidden />;
  const data = query.data && String(query.data.revision.id) === id ? query.data : undefined;

  if (!valid || status === 404) {
    return (
      <div className="shell-page">
        <PageHeader crumbs={crumbs} icon={icon} title={t(translationKeys.routeTitle('forecast-revision'))} />
        <Alert color="gray" icon={<IconSearchOff size={18} aria-hidden />}>{t('forecasting.revision.notFound')}</Alert>
      </div>
    );
  }

  const decide = async (action: 'approve' | 'sendBack') => {
    setBusy(action);
    setFailure(null);
    try {
      await http.request(forecastingApi[action], { params: { id }, body: comment.trim() ? { comment: comment.trim() } : {}, silent: true });
      setComment('');
      query.reload();
    } catch (error) {
      setFailure(failureMessage(error, t, 'forecasting.failed'));
    } finally {
      setBusy(null);
    }
  };

  const r = data?.revision;
  const waiting = r?.status === 'submitted' && r.cycleStatus === 'open';
  const fact = (label: string, value: string | null | undefined) => (
    <div><Text size="xs" c="dimmed">{label}</Text><Text size="sm">{value || '—'}</Text></div>
  );
  const field = (name: string) => t(`entities.forecast-revision.fields.${name}.label`);
  const line = (name: string) => t(`entities.forecast-revision-line.fields.${name}.label`);

  return (
    <div className="shell-page" data-testid="forecast-revision">
      <PageHeader
        crumbs={crumbs}
        icon={icon}
        title={r ? t('forecasting.revision.title', { code: r.code, scope: r.scope }) : t(translationKeys.routeTitle('forecast-revision'))}
        description={r ? t('forecasting.revision.summary', { author: r.author ?? '', month: monthText(r.cycle, locale), count: r.lines }) : undefined}
        actions={r && <Badge size="lg" color={REVISION_COLORS[r.status]} c={STATUS_TEXT} variant="light" data-testid="revision-status">{t(`entities.forecast-revision.fields.status.values.${r.status}`)}</Badge>}
      />
      {!data && query.loading ? <LoadingRows /> : !data || !r ? <LoadFailed title={t('forecasting.loadFailed')} onRetry={query.reload} /> : (
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              {fact(field('author'), r.author)}
              {fact(field('submittedAt'), r.submittedAt)}
              {fact(field('decidedBy'), r.decidedBy)}
              {fact(field('decidedAt'), r.decidedAt)}
            </SimpleGrid>
            {r.comment && <Text mt="md" size="sm"><b>{field('comment')}:</b> {r.comment}</Text>}
            {r.decision && <Text mt="xs" size="sm"><b>{field('decision')}:</b> {r.decision}</Text>}
          </Card>
          {waiting && (
            <Card withBorder radius="md" padding="lg" data-testid="revision-decision">
              <Title order={2} size="h4" mb="sm">{t('forecasting.revision.decide')}</Title>
              {r.submittedByMe && <Alert color="gray" variant="light" mb="sm" data-testid="revision-own">{t('gridEditing.ownRevision')}</Alert>}
              <Textarea label={t('forecasting.revision.comment')} description={t('forecasting.revision.commentHelp')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={2} maxLength={2000} data-testid="decision-comment" />
              <Group mt="md">
                {/* The primary colour: white on teal, or on teal 9's hover (teal 8), is under WCAG AA's 4.5:1. */}
                {!r.submittedByMe && <Button leftSection={<IconCheck size={18} aria-hidden />} loading={busy === 'approve'} onClick={() => decide('approve')} data-testid="revision-approve">{t('forecasting.revision.approve')}</Button>}
                <Button variant="light" color="orange" c={STATUS_TEXT} leftSection={<IconArrowBackUp size={18} aria-hidden />} loading={busy === 'sendBack'} onClick={() => decide('sendBack')} data-testid="revision-send-back">{t('forecasting.revision.sendBack')}</Button>
              </Group>
              {failure && <Alert mt="md" color="red" variant="light" data-testid="decision-failure">{failure}</Alert>}
            </Card>
          )}
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="sm">{t('forecasting.revision.byMonth')}</Title>
            <Table striped data-testid="revision-months">
              <Table.Thead><Table.Tr><Table.Th>{line('month')}</Table.Th><Table.Th ta="right">{field('lineCount')}</Table.Th><Table.Th ta="right">{line('from')}</Table.Th><Table.Th ta="right">{line('to')}</Table.Th><Table.Th ta="right">{line('change')}</Table.Th></Table.Tr></Table.Thead>
              <Table.Tbody>
                {data.months.map((m) => (
                  <Table.Tr key={m.month}>
                    <Table.Td>{monthText(m.month, locale)}</Table.Td>
                    <Table.Td ta="right">{quantityText(m.cells, locale)}</Table.Td>
                    <Table.Td ta="right">{quantityText(m.from, locale)}</Table.Td>
                    <Table.Td ta="right">{quantityText(m.to, locale)}</Table.Td>
                    <Table.Td ta="right">{changeText(m.from, m.to, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="sm">{t('forecasting.revision.cells', { count: data.lines.length })}</Title>
            <Table.ScrollContainer minWidth={720} mah={520}>
              <Table striped stickyHeader data-testid="revision-lines">
                <Table.Thead><Table.Tr><Table.Th>{line('product')}</Table.Th><Table.Th>{line('customer')}</Table.Th><Table.Th>{line('month')}</Table.Th><Table.Th ta="right">{line('from')}</Table.Th><Table.Th ta="right">{line('to')}</Table.Th><Table.Th ta="right">{line('change')}</Table.Th></Table.Tr></Table.Thead>
                <Table.Tbody>
                  {data.lines.slice(0, MAX_LINES).map((l) => (
                    <Table.Tr key={l.id}>
                      <Table.Td>{l.sku} · {l.product}</Table.Td>
                      <Table.Td>{l.customer}</Table.Td>
                      <Table.Td>{monthText(l.month, locale)}</Table.Td>
                      <Table.Td ta="right">{quantityText(l.from, locale)}</Table.Td>
                      <Table.Td ta="right">{quantityText(l.to, locale)}</Table.Td>
                      <Table.Td ta="right">{changeText(l.from ?? 0, l.to ?? 0, locale)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.lines.length > MAX_LINES && <Text size="sm" c="dimmed" mt="xs">{t('forecasting.revision.more', { count: data.lines.length - MAX_LINES })}</Text>}
          </Card>
        </Stack>
      )}
    </div>
  );
}
