// The button half of a menu button (WAI-ARIA APG "menu button"): whether the
// menu is open and where focus goes when it opens, the ids tying button and
// menu together, and the button's props. Enter / Space / ArrowDown open on
// the first item, ArrowUp on the last, a click opens with the menu focused.
// The menu half (MenuPopup.tsx) is a separate module so that a menu drawn on
// every page (the avatar menu) costs only this on the first load; `preload`
// starts fetching the menu when the pointer or the focus reaches the button.
import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

export type MenuFocus = 'first' | 'last' | 'menu';

export interface TriggerProps {
  id: string;
  ref: RefObject<HTMLButtonElement | null>;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick(): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  onPointerEnter(event: PointerEvent<HTMLButtonElement>): void;
  onFocus(event: FocusEvent<HTMLButtonElement>): void;
}

export interface MenuButton {
  /** null when closed; else what to focus once the menu is rendered. */
  open: MenuFocus | null;
  close(refocus: boolean): void;
  buttonId: string;
  menuId: string;
  button: RefObject<HTMLButtonElement | null>;
  triggerProps: TriggerProps;
}

export function useMenuButton(preload?: () => void): MenuButton {
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [open, setOpen] = useState<MenuFocus | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);

  const close = useCallback((refocus: boolean) => {
    setOpen(null);
    if (refocus) button.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen('last');
    }
  };

  return {
    open,
    close,
    buttonId,
    menuId,
    button,
    triggerProps: {
      id: buttonId,
      ref: button,
      'aria-haspopup': 'menu',
      'aria-expanded': open !== null,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen((o) => (o ? null : 'menu')),
      onKeyDown,
      onPointerEnter: () => preload?.(),
      onFocus: () => preload?.(),
    },
  };
}
