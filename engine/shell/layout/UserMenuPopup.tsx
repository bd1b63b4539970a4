// The avatar menu's content: the user's name and e-mail, then profile, user
// manager (only when the policy lets the user open that route), plugins
// marketplace and sign out. Every entry is a real route checked by the same
// policy. Loaded when the menu first opens (or the pointer reaches it).
import { IconLogout } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { accessContextAtom, configAtom, policyAtom, profileAtom } from '../../state';
import { useShell } from '../context';
import { toUrl } from '../paths';
import { MenuPopup, type DropdownMenuItem } from './MenuPopup';
import type { MenuButton } from './useMenuButton';
import { DEFAULT_USER_MENU } from './user-menu-entries';

export default function UserMenuPopup({ menu }: { menu: MenuButton }) {
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
    <MenuPopup
      menu={menu}
      align="end"
      width={260}
      testId="user-menu-dropdown"
      header={
        <>
          <span className="shell-menu-header-title">{profile.Name}</span>
          <span className="shell-menu-header-detail">{profile.Email}</span>
        </>
      }
      items={items}
    />
  );
}
