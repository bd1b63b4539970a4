// The avatar menu: the user's name and e-mail, then profile, user manager
// (only when the policy lets the user open that route), plugins marketplace
// and sign out. Every entry is a real route checked by the same policy.
import { Avatar, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconPuzzle, IconUser, IconUsers, type Icon } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { accessContextAtom, configAtom, policyAtom, profileAtom } from '../../state';
import { useShell } from '../context';
import { initials, toUrl } from '../paths';
import { DropdownMenu, type DropdownMenuItem } from './DropdownMenu';

export interface UserMenuEntry { routeId: string; labelKey: string; icon: Icon }

/** Default entries of the avatar menu (specification section 2). */
export const DEFAULT_USER_MENU: readonly UserMenuEntry[] = [
  { routeId: 'user-profile', labelKey: 'header.profile', icon: IconUser },
  { routeId: 'manager', labelKey: 'header.userManager', icon: IconUsers },
  { routeId: 'plugins-catalog', labelKey: 'header.pluginsMarketplace', icon: IconPuzzle },
];

export function UserMenu() {
  const { t } = useTranslation();
  const { controller, userMenu: entries = DEFAULT_USER_MENU } = useShell();
  const config = useAtomValue(configAtom);
  const policy = useAtomValue(policyAtom);
  const ctx = useAtomValue(accessContextAtom);
  const profile = useAtomValue(profileAtom);
  if (!profile) return null;

  const items: DropdownMenuItem[] = entries.flatMap(({ routeId, labelKey, icon: ItemIcon }) => {
    const route = config.routes.find((r) => r.id === routeId);
    if (!route || !policy.canOpen(route, ctx)) return [];
    return [{ key: routeId, label: t(labelKey), to: toUrl(route.path), icon: <ItemIcon size={16} aria-hidden />, attributes: { 'data-route': routeId } }];
  });
  items.push({
    key: 'sign-out',
    label: t('header.signOut'),
    icon: <IconLogout size={16} aria-hidden />,
    color: 'red',
    dividerBefore: true,
    onSelect: () => controller.logout(),
    attributes: { 'data-testid': 'sign-out' },
  });

  return (
    <DropdownMenu
      align="end"
      width={260}
      testId="user-menu-dropdown"
      header={
        <>
          <Text size="sm" fw={600} truncate>{profile.Name}</Text>
          <Text size="xs" c="dimmed" truncate>{profile.Email}</Text>
        </>
      }
      items={items}
      trigger={(props) => (
        <UnstyledButton {...props} className="shell-user-button" data-testid="user-menu">
          <span className="visually-hidden">{profile.Name}</span>
          <span aria-hidden="true" style={{ display: 'inline-flex' }}>
            <Avatar src={profile.Photo || undefined} alt="" radius="xl" size={34} color="brand" variant="white">
              {initials(profile.Name)}
            </Avatar>
          </span>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      )}
    />
  );
}
