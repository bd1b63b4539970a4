// Naming a saved filter: save the list's current filters under a new name
// (and share it with the company when the caller may), or rename one. A
// name the owner already has on that page is refused by the server (409)
// and said at the field.
import { Button, Checkbox, Group, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FILTER_NAME } from '../../data/saved-filters';
import { failureText, isConflict } from '../shared/errors';

export default function SaveFilterDialog({ title, initialName = '', canShare, onClose, onSave }: {
  title: string;
  initialName?: string;
  /** Offer "share with the company" (creating only; null hides it). */
  canShare: boolean | null;
  onClose(): void;
  /** Resolves when saved; a rejection is shown in the dialog. */
  onSave(name: string, shared: boolean): Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = name.trim();
    if (!text) return setError(t('savedFilters.nameRequired'));
    setBusy(true);
    try {
      await onSave(text, shared);
    } catch (e) {
      setError(isConflict(e) ? t('savedFilters.nameTaken') : failureText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={(e) => void submit(e)} data-testid="saved-filter-form">
        <TextInput
          label={t('savedFilters.name')}
          value={name}
          onChange={(e) => { setName(e.currentTarget.value); setError(null); }}
          error={error}
          maxLength={MAX_FILTER_NAME}
          data-autofocus
          required
          data-testid="saved-filter-name"
        />
        {canShare !== null && (
          <Checkbox
            mt="md"
            label={t('savedFilters.share')}
            description={t(canShare ? 'savedFilters.shareHint' : 'savedFilters.shareForbidden')}
            checked={shared}
            disabled={!canShare}
            onChange={(e) => setShared(e.currentTarget.checked)}
            data-testid="saved-filter-share"
          />
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" loading={busy} data-testid="saved-filter-submit">{t('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
