// The avatar menu's route entries. Apart from UserMenu.tsx so that their
// icons load with the menu (UserMenuPopup.tsx), not with the header.
import { IconPuzzle, IconUser, IconUsers, type Icon } from '@tabler/icons-react';

export interface UserMenuEntry { routeId: string; labelKey: string; icon: Icon }

/** Default entries of the avatar menu (specification section 2). */
export const DEFAULT_USER_MENU: readonly UserMenuEntry[] = [
  { routeId: 'user-profile', labelKey: 'header.profile', icon: IconUser },
  { routeId: 'manager', labelKey: 'header.userManager', icon: IconUsers },
  { routeId: 'plugins-catalog', labelKey: 'header.pluginsMarketplace', icon: IconPuzzle },
];
