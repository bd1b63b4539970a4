// Change a user's roles: the role checkboxes, confirmed with Save. A manager
// cannot take away their own right to manage users (said before asking the
// server, which refuses it too).
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '../../../engine/http';
import { configAtom } from '../../../engine/state';
import { describeFailure } from '../../lib/formErrors';
import { RolePicker } from './RolePicker';
import { useOnChange } from '../../lib/useOnChange';

export function RolesDialog({ user, onClose, onSave, assignable, keepsManagement }: {
  user: ManagedUser | null;
  onClose(): void;
  onSave(user: ManagedUser, roles: number[]): Promise<unknown>;
  assignable: ReadonlySet<number>;
  /** False when these roles would take the right to manage users away from the signed-in manager. */
  keepsManagement(user: ManagedUser, roles: number[]): boolean;
}) {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const [roles, setRoles] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A dialog opened for a user starts from that user's roles.
  useOnChange(user, (u) => { if (u) { setRoles(u.Roles); setProblem(null); } });

  const unchanged = !!user && roles.length === user.Roles.length && roles.every((r) => user.Roles.includes(r));
  const save = async () => {
    if (!user) return;
    if (roles.length === 0) return setProblem(t('userManager.rolesRequired'));
    if (!keepsManagement(user, roles)) return setProblem(t('userManager.cannotRemoveOwnManagement'));
    setBusy(true);
    setProblem(null);
    try {
      await onSave(user, roles);
      onClose();
    } catch (error) {
      setProblem(describeFailure(error, t, config.errors, []).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={user !== null}
      onClose={() => { if (!busy) onClose(); }}
      title={<Text fw={650} size="lg" component="span">{t('userManager.changeRolesOf', { name: user?.Name ?? '' })}</Text>}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="roles-dialog"
    >
      <Stack gap="md">
        <RolePicker value={roles} onChange={(next) => { setRoles(next); setProblem(null); }} assignable={assignable} />
        {problem && <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">{problem}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>{t('common.cancel')}</Button>
          <Button onClick={() => void save()} loading={busy} disabled={unchanged} data-testid="roles-save">{t('userManager.saveRoles')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
