// The copy button of a log (toasts and the bell's history): puts
// copyPayload(log) on the clipboard, the base64 of the JSON of Message,
// Status, Endpoint and Payload that support staff decode, and shows a copied
// state for logs.copiedIndicatorMs (1000 ms).
import { Button } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyPayload, type Log } from '../../http';
import { configAtom } from '../../state';
import { copyText } from './clipboard';

export function CopyLogButton({ log, testId }: { log: Log; testId?: string }) {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const handle = setTimeout(() => setCopied(false), config.app.logs.copiedIndicatorMs);
    return () => clearTimeout(handle);
  }, [copied, config]);

  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="gray"
      c="gray.8"
      leftSection={copied ? <IconCheck size={14} color="var(--mantine-color-teal-8)" aria-hidden /> : <IconCopy size={14} aria-hidden />}
      onClick={async () => { if (await copyText(copyPayload(log))) setCopied(true); }}
      data-copied={copied || undefined}
      data-testid={testId}
    >
      {/* The label changes, and a live region says so to screen readers. */}
      <span aria-live="polite">{copied ? t('common.copied') : t('logs.copy')}</span>
    </Button>
  );
}
