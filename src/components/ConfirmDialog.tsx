// A confirmation for an action that changes data: a title, what will happen,
// and confirm / cancel. While the action runs the button shows a spinner; a
// failure stays in the dialog (translated) so the user can retry or cancel.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { configAtom } from '../../engine/state';
import { describeFailure } from '../lib/formErrors';
import { useOnChange } from '../lib/useOnChange';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  onConfirm(): Promise<unknown>;
  onClose(): void;
  testId?: string;
}

export function ConfirmDialog({ opened, title, children, confirmLabel, color = 'brand', onConfirm, onClose, testId = 'confirm-dialog' }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Each opening starts without the failure of the previous one.
  useOnChange(opened, (isOpen) => { if (isOpen) setFailure(null); });

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(describeFailure(error, t, config.errors, []).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => { if (!busy) onClose(); }}
      title={<Text fw={650} size="lg" component="span">{title}</Text>}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid={testId}
    >
      <Stack gap="md">
        <div>{children}</div>
        {failure && <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">{failure}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-testid="confirm-cancel">{t('common.cancel')}</Button>
          <Button color={color} onClick={() => void confirm()} loading={busy} data-autofocus data-testid="confirm-ok">{confirmLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
