// A small accessible menu button (WAI-ARIA APG "menu button"): the menu
// bar's custom reports, the language switcher and the pages' menus. The
// button half (useMenuButton.ts) is here; the menu itself (MenuPopup.tsx:
// keyboard, placement, items) loads when the menu first opens, or when the
// pointer or the focus reaches the button. Mantine's Menu would do, but it
// brings ~9 KB gzip (its search input, sub menus, checkbox items) and
// floating-ui into the first load; this keeps the shell light.
import { lazy, Suspense, type ReactNode } from 'react';
import type { DropdownMenuItem } from './MenuPopup';
import { useMenuButton, type TriggerProps } from './useMenuButton';

export type { DropdownMenuItem } from './MenuPopup';
export type { TriggerProps } from './useMenuButton';

export const loadMenuPopup = () => import('./MenuPopup');
const MenuPopup = lazy(loadMenuPopup);

export interface DropdownMenuProps {
  trigger(props: TriggerProps): ReactNode;
  items: readonly DropdownMenuItem[];
  /** A non-interactive block at the top (e.g. the user's name and e-mail). */
  header?: ReactNode;
  align?: 'start' | 'end';
  width?: number;
  testId?: string;
}

export function DropdownMenu({ trigger, items, header, align, width, testId }: DropdownMenuProps) {
  const menu = useMenuButton(() => void loadMenuPopup());
  return (
    <>
      {trigger(menu.triggerProps)}
      {menu.open && (
        <Suspense fallback={null}>
          <MenuPopup menu={menu} items={items} header={header} align={align} width={width} testId={testId} />
        </Suspense>
      )}
    </>
  );
}
