// A record's history (GET history): who changed what and when, newest first.
import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dataApi, type AuditEntry } from '../../data/api';
import { formatTimestamp } from '../../data/format';
import { useApiQuery } from '../../shell/useApiQuery';
import { failureText } from '../shared/errors';
import { LoadFailed, LoadingRows } from '../shared/states';
import type { ViewModel } from '../shared/useViewModel';
import { ChangeTable } from './ChangeTable';

export const ACTION_COLORS: Record<AuditEntry['action'], string> = { create: 'teal', update: 'blue', delete: 'red', import: 'grape' };

export function HistoryList({ vm, id }: { vm: ViewModel; id: number }) {
  const { t } = useTranslation();
  const history = useApiQuery<AuditEntry[]>(dataApi.history, { params: { entity: vm.entity.id, id }, silent: true });
  if (history.error) return <LoadFailed message={failureText(history.error, t)} onRetry={history.reload} />;
  if (!history.data) return <LoadingRows rows={3} />;
  if (!history.data.length) return <Text c="dimmed" size="sm">{t('data.record.noHistory')}</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} data-testid="record-history">
      {history.data.map((entry) => (
        <Timeline.Item key={entry.id} title={
          <Group gap="xs">
            <Badge size="sm" variant="light" color={ACTION_COLORS[entry.action]}>{t(`data.audit.actions.${entry.action}`)}</Badge>
            <Text size="sm" fw={600}>{entry.userName}</Text>
            <Text size="xs" c="dimmed">{formatTimestamp(entry.at, vm.locale)}</Text>
          </Group>
        }>
          <Stack gap={4} mt={4}>
            <ChangeTable vm={vm} entity={vm.entity} before={entry.before} after={entry.after} />
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
