// The logs viewer: new logs as a stack of notifications at the top right,
// each with its title, message (as text, never HTML), a copy button and a
// close button. Each closes after logs.lifetimeMs (5500 ms); while the
// pointer is over it (or focus is inside it) it stays, and the full lifetime
// starts again when the pointer leaves. The bell's drawer keeps the history.
import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configAtom, dismissToastAtom, logsDrawerOpenedAtom, MAX_TOASTS, toastIdsAtom, visibleLogsAtom, type SessionLog } from '../../state';
import { CopyLogButton } from './CopyLogButton';
import { LOG_COLORS } from './logLevel';

function Toast({ log, lifetimeMs }: { log: SessionLog; lifetimeMs: number }) {
  const { t } = useTranslation();
  const dismiss = useSetAtom(dismissToastAtom);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;

  useEffect(() => {
    if (held) return;
    const handle = setTimeout(() => dismiss(log.id), lifetimeMs);
    return () => clearTimeout(handle);
  }, [held, log.id, lifetimeMs, dismiss]);

  const color = LOG_COLORS[log.logLevel];
  return (
    <Paper
      className="shell-toast"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      role={log.logLevel === 'info' ? 'status' : 'alert'}
      aria-labelledby={`${log.id}-title`}
      data-testid="log-toast"
      data-level={log.logLevel}
      data-log-id={log.id}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => { if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false); }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={650} size="sm" id={`${log.id}-title`} data-testid="log-toast-title">{log.title}</Text>
        <CloseButton size="sm" aria-label={t('logs.close')} onClick={() => dismiss(log.id)} data-testid="log-toast-close" />
      </Group>
      {log.message && (
        <Text size="sm" mt={4} style={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }} data-testid="log-toast-message">{log.message}</Text>
      )}
      <Group justify="flex-end" mt={6}>
        <CopyLogButton log={log} testId="log-toast-copy" />
      </Group>
    </Paper>
  );
}

export function LogToasts() {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const ids = useAtomValue(toastIdsAtom);
  const logs = useAtomValue(visibleLogsAtom);
  const drawerOpened = useAtomValue(logsDrawerOpenedAtom);
  // Oldest first, so a new notification joins the bottom of the stack; the newest MAX_TOASTS only.
  const shown = logs.filter((log) => ids.includes(log.id)).reverse().slice(-MAX_TOASTS);
  if (shown.length === 0 || drawerOpened) return null;
  return (
    <section className="shell-toasts" aria-label={t('logs.title')} data-testid="log-toasts">
      {shown.map((log) => <Toast key={log.id} log={log} lifetimeMs={config.app.logs.lifetimeMs} />)}
    </section>
  );
}
