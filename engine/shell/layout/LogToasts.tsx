// New logs as notifications at the top right, each closing after
// logs.lifetimeMs (5500 ms) or on its close button. A first version of the
// logs viewer: the bell's drawer keeps the full history.
import { Notification } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { configAtom, dismissToastAtom, toastIdsAtom, visibleLogsAtom, type SessionLog } from '../../state';
import { LOG_COLORS } from './logLevel';

function Toast({ log, lifetimeMs }: { log: SessionLog; lifetimeMs: number }) {
  const { t } = useTranslation();
  const dismiss = useSetAtom(dismissToastAtom);
  useEffect(() => {
    const handle = setTimeout(() => dismiss(log.id), lifetimeMs);
    return () => clearTimeout(handle);
  }, [log.id, lifetimeMs, dismiss]);
  return (
    <Notification
      title={log.title}
      color={LOG_COLORS[log.logLevel]}
      withBorder
      onClose={() => dismiss(log.id)}
      closeButtonProps={{ 'aria-label': t('logs.close') }}
      role={log.logLevel === 'info' ? 'status' : 'alert'}
      data-testid="log-toast"
    >
      {log.message}
    </Notification>
  );
}

export function LogToasts() {
  const config = useAtomValue(configAtom);
  const ids = useAtomValue(toastIdsAtom);
  const logs = useAtomValue(visibleLogsAtom);
  const shown = logs.filter((log) => ids.includes(log.id)).reverse().slice(-4);
  if (shown.length === 0) return null;
  return (
    <div className="shell-toasts">
      {shown.map((log) => <Toast key={log.id} log={log} lifetimeMs={config.app.logs.lifetimeMs} />)}
    </div>
  );
}
