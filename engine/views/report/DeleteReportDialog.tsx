// Confirming the deletion of a custom report (the report view it was saved
// from stays).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function DeleteReportDialog({ opened, name, onClose, onConfirm }: { opened: boolean; name: string; onClose(): void; onConfirm(): Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('reports.ui.deleteTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Text size="sm">{t('reports.ui.deleteText', { name })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="red" loading={busy} onClick={() => void confirm()} data-testid="custom-report-delete-confirm">{t('reports.ui.delete')}</Button>
      </Group>
    </Modal>
  );
}
