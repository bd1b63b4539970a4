// <UnsavedChangesGuard when={form.dirty} />: put it in any form with unsaved
// changes. Leaving the page asks first, with messages.unsavedChanges.
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from './useUnsavedChanges';

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const message = t('messages.unsavedChanges');
  const blocker = useUnsavedChanges(when, message);
  const blocked = blocker.state === 'blocked';

  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={<Group gap="xs"><IconAlertTriangle size={20} color="var(--mantine-color-orange-7)" aria-hidden /><Text fw={650}>{t('unsaved.title')}</Text></Group>}
      centered
      data-testid="unsaved-dialog"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus data-testid="unsaved-stay">{t('unsaved.stay')}</Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">{t('unsaved.leave')}</Button>
      </Group>
    </Modal>
  );
}
