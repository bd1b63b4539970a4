// The bell's history: every log of this session the user may see and every
// successful response flagged Error (errorsAtom), newest first, each with
// its copy button. Loaded on first open (code-split). Messages render as
// text, never as HTML.
import { Badge, Drawer, EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorHeaderKey } from '../../http';
import { configAtom, errorsAtom, historyEntries, logsDrawerOpenedAtom, toastIdsAtom, visibleLogsAtom } from '../../state';
import { CopyLogButton } from './CopyLogButton';
import { LOG_COLORS } from './logLevel';

export default function LogsDrawer() {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useAtom(logsDrawerOpenedAtom);
  const visibleLogs = useAtomValue(visibleLogsAtom);
  const errors = useAtomValue(errorsAtom);
  const config = useAtomValue(configAtom);
  const logs = useMemo(
    () => historyEntries(visibleLogs, errors, (code) => t(errorHeaderKey(config.errors, code))),
    [visibleLogs, errors, config, t],
  );
  const setToastIds = useSetAtom(toastIdsAtom);
  // Opening the history shows every log: the notifications on screen are seen, and would cover it.
  useEffect(() => { if (opened) setToastIds([]); }, [opened, setToastIds]);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

  return (
    <Drawer
      opened={opened}
      onClose={() => setOpened(false)}
      position="right"
      size={420}
      title={<Text fw={650} size="lg">{t('logs.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('logs.close') }}
      data-testid="logs-drawer"
    >
      {logs.length === 0 ? (
        <EmptyState icon={<IconBellOff size={28} aria-hidden />} title={t('logs.empty')} withIndicatorBackground mt="xl" />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('logs.title')}>
          {logs.map((log) => (
            <Paper
              key={log.id}
              component="li"
              withBorder
              p="sm"
              radius="md"
              data-testid="log-entry"
              data-level={log.logLevel}
              data-source={log.source}
              style={{ borderLeft: `4px solid var(--mantine-color-${LOG_COLORS[log.logLevel]}-6)` }}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={600} size="sm">{log.title}</Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{time.format(log.at)}</Text>
              </Group>
              <Text size="sm" mt={4} style={{ wordBreak: 'break-word' }}>{log.message}</Text>
              <Group gap={6} mt={6} wrap="nowrap">
                {log.status !== undefined && <Badge size="xs" variant="light" color={LOG_COLORS[log.logLevel]} c={`${LOG_COLORS[log.logLevel]}.9`}>{log.status}</Badge>}
                {log.errorCode && <Badge size="xs" variant="outline" color="gray">{log.errorCode}</Badge>}
                {log.source === 'body' && <Badge size="xs" variant="light" color="gray" c="gray.8" tt="none">{t('logs.inResponse')}</Badge>}
                {log.endpoint && <Text size="xs" c="dimmed" ff="monospace" truncate style={{ minWidth: 0 }}>{log.endpoint}</Text>}
                <span style={{ flex: 1 }} />
                <CopyLogButton log={log} testId="log-entry-copy" />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
