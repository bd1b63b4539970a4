// The actions of one user row, as the shell's accessible menu button: change
// roles, a new invitation link (invited users), deactivate or reactivate.
// Only the actions the manager may take are listed; a row nobody here may
// change (a super administrator, for an administrator) says why instead.
import { ActionIcon, ThemeIcon, Tooltip } from '@mantine/core';
import { IconDots, IconKey, IconLink, IconLock, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '../../../engine/http';
import { DropdownMenu, type DropdownMenuItem } from '../../../engine/shell';
import type { RowPermissions } from '../../lib/users';

export function RowActions({ user, can, onRoles, onConfirm }: {
  user: ManagedUser;
  can: RowPermissions;
  onRoles(): void;
  onConfirm(kind: 'deactivate' | 'reactivate' | 'reinvite'): void;
}) {
  const { t } = useTranslation();
  const items: DropdownMenuItem[] = [];
  if (can.editRoles) items.push({ key: 'roles', label: t('userManager.changeRoles'), icon: <IconKey size={16} aria-hidden />, onSelect: onRoles, attributes: { 'data-testid': 'action-roles' } });
  if (can.reinvite) items.push({ key: 'reinvite', label: t('userManager.newInvitation'), icon: <IconLink size={16} aria-hidden />, onSelect: () => onConfirm('reinvite'), attributes: { 'data-testid': 'action-reinvite' } });
  if (can.reactivate) items.push({ key: 'reactivate', label: t('userManager.reactivate'), icon: <IconUserCheck size={16} aria-hidden />, onSelect: () => onConfirm('reactivate'), attributes: { 'data-testid': 'action-reactivate' } });
  if (can.deactivate) items.push({ key: 'deactivate', label: t('userManager.deactivate'), icon: <IconUserOff size={16} aria-hidden />, color: 'red', dividerBefore: items.length > 0, onSelect: () => onConfirm('deactivate'), attributes: { 'data-testid': 'action-deactivate' } });

  if (items.length === 0) {
    return (
      <Tooltip label={t('userManager.protectedRow')} multiline w={240} events={{ hover: true, focus: true, touch: true }}>
        <ThemeIcon variant="transparent" c="gray.7" size={28} tabIndex={0} role="img" aria-label={t('userManager.protectedRow')} data-testid="user-protected">
          <IconLock size={16} aria-hidden />
        </ThemeIcon>
      </Tooltip>
    );
  }
  const label = t('userManager.actionsFor', { name: user.Name });
  return (
    <DropdownMenu
      align="end"
      width={240}
      items={items}
      testId="user-actions-menu"
      trigger={(props) => (
        <ActionIcon {...props} variant="subtle" color="gray" aria-label={label} title={label} data-testid="user-actions">
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      )}
    />
  );
}
