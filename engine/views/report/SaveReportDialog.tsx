// Naming a custom report: "Save as" a new one, or rename one. A name the
// user already has is refused by the server (409) and said at the field.
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isConflict } from '../shared/errors';

export function SaveReportDialog({ opened, title, initial, onClose, onSave }: {
  opened: boolean;
  title: string;
  initial: string;
  onClose(): void;
  /** Resolves when saved; a rejection with a conflict marks the name as taken. */
  onSave(name: string): Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Opened (or given another name while open): start from that name, no error.
  // Done while rendering (React's "store the previous value" pattern), not in an effect.
  const [shown, setShown] = useState({ opened, initial });
  if (shown.opened !== opened || shown.initial !== initial) {
    setShown({ opened, initial });
    if (opened) {
      setName(initial);
      setError(null);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = name.trim();
    if (!text) return setError(t('reports.ui.nameRequired'));
    setBusy(true);
    try {
      await onSave(text);
    } catch (e) {
      setError(isConflict(e) ? t('reports.ui.nameTaken') : t('reports.ui.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={(e) => void submit(e)} data-testid="report-save-form">
        <TextInput label={t('reports.ui.name')} value={name} onChange={(e) => { setName(e.currentTarget.value); setError(null); }} error={error} maxLength={120} data-autofocus required data-testid="report-save-name" />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" loading={busy} data-testid="report-save-submit">{t('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
