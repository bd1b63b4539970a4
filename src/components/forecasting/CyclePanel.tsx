// The S&OP cycle at the top of the demand review: open this month's cycle,
// run the forecast (a progress bar while its jobs go, cancel), close the
// cycle (the consensus is frozen as snapshots). Buttons follow the caller's
// permissions; the server refuses the same things with a message shown here.
import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPlayerPlay, IconPlayerStop, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../engine/http';
import { useHttp } from '../../../engine/shell';
import { ConfirmDialog } from '../ConfirmDialog';
import { forecastingApi, isGoing, type ForecastingStatus } from './forecasting-api';
import { monthText, quantityText } from './format';
import { STATUS_TEXT } from './RevisionsTable';
import './forecasting.css';

const RUN_COLORS: Record<string, string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red', cancelled: 'orange' };

export function CyclePanel({ status, canWrite, canDecide, onChanged }: {
  status: ForecastingStatus;
  canWrite: boolean;
  canDecide: boolean;
  onChanged(): void;
}) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const { cycle, run } = status;
  const open = cycle?.status === 'open' ? cycle : null;
  const going = isGoing(run);
  const locale = i18n.language;

  const act = async (name: string, endpoint: string, options: { params?: Record<string, number>; body?: unknown } = {}) => {
    setBusy(name);
    setFailure(null);
    try {
      await http.request(endpoint, { ...options, body: options.body ?? {}, silent: true });
      onChanged();
    } catch (error) {
      setFailure(failureMessage(error, t, 'forecasting.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="cycle-panel">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {open ? t('forecasting.cycle.open', { month: monthText(open.month, locale) }) : t('forecasting.cycle.none')}
            </Title>
            <Text size="sm" c="dimmed">
              {open
                ? t('forecasting.cycle.openedBy', { who: open.openedBy ?? '', when: open.openedAt ?? '' })
                : cycle ? t('forecasting.cycle.lastClosed', { month: monthText(cycle.month, locale), when: cycle.closedAt ?? '' }) : t('forecasting.cycle.never')}
            </Text>
            <Text size="sm" c="dimmed" data-testid="frozen-from">{t('forecasting.cycle.frozen', { month: monthText(status.frozenFrom, locale) })}</Text>
          </div>
          <Group gap="xs">
            {!open && canWrite && (
              <Button leftSection={<IconPlus size={18} aria-hidden />} loading={busy === 'open'} onClick={() => act('open', forecastingApi.openCycle, { body: { month: status.planningMonth } })} data-testid="cycle-open">
                {t('forecasting.cycle.openButton', { month: monthText(status.planningMonth, locale) })}
              </Button>
            )}
            {open && canWrite && (
              <Button leftSection={<IconPlayerPlay size={18} aria-hidden />} loading={busy === 'run'} disabled={going} onClick={() => act('run', forecastingApi.startRun)} data-testid="run-start">
                {t('forecasting.run.start')}
              </Button>
            )}
            {open && canDecide && (
              <Button variant="light" color="orange" c={STATUS_TEXT} leftSection={<IconLock size={18} aria-hidden />} disabled={going} onClick={() => setClosing(true)} data-testid="cycle-close">
                {t('forecasting.cycle.closeButton')}
              </Button>
            )}
          </Group>
        </Group>
        {run && (
          <Stack gap={4} data-testid="run-panel" data-status={run.status}>
            <Group justify="space-between">
              <Group gap="xs">
                <Text fw={600}>{run.code}</Text>
                <Badge color={RUN_COLORS[run.status]} c={STATUS_TEXT} variant="light" data-testid="run-status">{t(`entities.forecast-run.fields.status.values.${run.status}`)}</Badge>
                {run.attempts > 1 && <Badge color="gray" variant="outline">{t('forecasting.run.resumed', { count: run.attempts - 1 })}</Badge>}
              </Group>
              {going && canWrite && (
                <Button size="xs" variant="subtle" color="red" leftSection={<IconPlayerStop size={16} aria-hidden />} loading={busy === 'cancel'} onClick={() => act('cancel', forecastingApi.cancelRun, { params: { id: run.id } })} data-testid="run-cancel">
                  {t('forecasting.run.cancel')}
                </Button>
              )}
            </Group>
            {/* The test id goes on the section: it is the progressbar, with aria-valuenow (Progress alone puts it on the track). */}
            <Progress.Root size="lg">
              <Progress.Section value={run.progress} animated={going} striped={going} aria-label={t('forecasting.run.progressLabel', { code: run.code })} data-testid="run-progress" />
            </Progress.Root>
            <Text size="sm" c="dimmed" data-testid="run-summary">
              {t('forecasting.run.summary', {
                done: quantityText(run.seriesDone, locale), series: quantityText(run.series, locale), progress: quantityText(run.progress, locale),
                who: run.requestedBy ?? '', when: run.startedAt ?? run.finishedAt ?? '',
              })}
              {run.seconds !== null && run.status === 'done' ? ` · ${t('forecasting.run.seconds', { seconds: quantityText(run.seconds, locale) })}` : ''}
            </Text>
            {run.message && !going && <Text size="sm">{run.message}</Text>}
          </Stack>
        )}
        {failure && <Alert color="red" variant="light" data-testid="cycle-failure">{failure}</Alert>}
      </Stack>
      {open && (
        <ConfirmDialog
          opened={closing}
          title={t('forecasting.cycle.closeTitle', { month: monthText(open.month, locale) })}
          confirmLabel={t('forecasting.cycle.closeButton')}
          color="orange"
          // A refusal (revisions waiting, a run going) closes the dialog and shows its reason in the panel.
          onConfirm={() => act('close', forecastingApi.closeCycle, { params: { id: open.id } })}
          onClose={() => setClosing(false)}
          testId="cycle-close-dialog"
        >
          <Text size="sm">{t('forecasting.cycle.closeText', { months: status.horizon, pending: status.pendingRevisions })}</Text>
        </ConfirmDialog>
      )}
    </Card>
  );
}
