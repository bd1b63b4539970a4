// Delete a row after confirmation, with the version it was read at; a 409
// (changed meanwhile, or still referenced by other rows) stays in the dialog.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord } from '../../data/api';
import { addLogAtom } from '../../state';
import { failureText, isConflict } from '../shared/errors';
import { useDataClient } from '../shared/useDataClient';
import type { ViewModel } from '../shared/useViewModel';

export function DeleteDialog({ vm, record, onClose, onDeleted }: { vm: ViewModel; record: DataRecord; onClose(): void; onDeleted(): void }) {
  const { t } = useTranslation();
  const client = useDataClient();
  const addLog = useSetAtom(addLogAtom);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const title = String(record.row[vm.entity.title] ?? record.row.id);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await client.remove(vm.entity.id, record.row.id, record.row.version, { silent: true });
      addLog({ logLevel: 'info', title: t('data.record.deleted', { item: vm.entityName() }), message: title });
      onDeleted();
    } catch (error) {
      setFailure({ title: t(isConflict(error) ? 'data.record.deleteConflict' : 'data.record.deleteFailed'), text: failureText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={() => { if (!busy) onClose(); }} title={<Text fw={650} size="lg" component="span">{t('data.record.deleteTitle', { item: vm.entityName() })}</Text>} centered closeButtonProps={{ 'aria-label': t('common.close') }} data-testid="delete-dialog">
      <Stack gap="md">
        <Text>{t('data.record.deleteText', { title })}</Text>
        {failure && <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title={failure.title} role="alert" data-testid="delete-failure">{failure.text}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>{t('common.cancel')}</Button>
          <Button color="red.9" onClick={() => void confirm()} loading={busy} data-autofocus data-testid="delete-confirm">{t('common.delete')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
