// The menu half of a menu button (useMenuButton.ts holds the button half):
//   ArrowUp/ArrowDown (wrapping), Home/End, a letter jumps to the next item
//   starting with it, Escape closes and returns focus to the button, Tab
//   closes. A click outside closes. The menu is portalled (fixed position) so
//   a scrolling menu bar cannot clip it, and placed by menu-placement.ts:
//   under the button, above it near the bottom of the window (flip), moved
//   sideways to stay inside it (shift).
// Loaded on the first opening (DropdownMenu, UserMenu), never on first load.
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { placeMenu } from './menu-placement';
import type { MenuButton } from './useMenuButton';

export interface DropdownMenuItem {
  key: string;
  label: ReactNode;
  /** Text used for typeahead when label is not a string. */
  text?: string;
  icon?: ReactNode;
  rightSection?: ReactNode;
  /** A link item (client-side navigation). */
  to?: string;
  onSelect?(): void;
  color?: 'red';
  /** A divider before this item. */
  dividerBefore?: boolean;
  attributes?: Record<string, string | undefined>;
}

export interface MenuPopupProps {
  menu: MenuButton;
  items: readonly DropdownMenuItem[];
  /** A non-interactive block at the top (e.g. the user's name and e-mail). */
  header?: ReactNode;
  align?: 'start' | 'end';
  width?: number;
  testId?: string;
}

/** Rendered only while the menu is open. */
export function MenuPopup({ menu: state, items, header, align = 'start', width = 240, testId }: MenuPopupProps) {
  const { open, close, button, buttonId, menuId } = state;
  // Set before the first paint of the opened menu (useLayoutEffect below).
  const [position, setPosition] = useState<CSSProperties>({});
  const [side, setSide] = useState<'bottom' | 'top'>('bottom');
  const menu = useRef<HTMLDivElement | null>(null);

  const menuItems = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Place the menu once it is rendered (its height is known), before it is painted.
  useLayoutEffect(() => {
    if (!button.current || !menu.current) return;
    const placement = placeMenu(
      button.current.getBoundingClientRect(),
      { width, height: menu.current.offsetHeight },
      { width: window.innerWidth, height: window.innerHeight },
      align,
    );
    setPosition({
      top: placement.top,
      left: placement.left,
      width,
      ...(placement.maxHeight !== undefined ? { maxHeight: placement.maxHeight, overflowY: 'auto' } : {}),
    });
    setSide(placement.side);
  }, [button, align, width, items.length]);

  // Move focus once the menu is rendered (and again when the button asks, e.g. ArrowUp on it).
  useEffect(() => {
    const list = menuItems();
    if (open === 'first') list[0]?.focus();
    else if (open === 'last') list[list.length - 1]?.focus();
    else menu.current?.focus();
  }, [open]);

  // Close on a click outside, on resize and on scroll of the page.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menu.current?.contains(target) || button.current?.contains(target)) return;
      close(false);
    };
    const onViewportChange = () => close(false);
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('resize', onViewportChange);
    window.addEventListener('scroll', onViewportChange, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('resize', onViewportChange);
      window.removeEventListener('scroll', onViewportChange, true);
    };
  }, [button, close]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown': event.preventDefault(); focusAt(index + 1); break;
      case 'ArrowUp': event.preventDefault(); focusAt(index < 0 ? list.length - 1 : index - 1); break;
      case 'Home': event.preventDefault(); focusAt(0); break;
      case 'End': event.preventDefault(); focusAt(list.length - 1); break;
      case 'Escape': event.preventDefault(); event.stopPropagation(); close(true); break;
      case 'Tab': close(true); break; // focus the button; the Tab then moves on from it
      case ' ':
        if (index >= 0) { event.preventDefault(); list[index].click(); }
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLocaleLowerCase();
          for (let step = 1; step <= list.length; step++) {
            const candidate = list[(index + step + list.length) % list.length];
            if ((candidate.dataset.text ?? candidate.textContent ?? '').trim().toLocaleLowerCase().startsWith(letter)) {
              candidate.focus();
              break;
            }
          }
        }
    }
  };

  const select = (item: DropdownMenuItem) => {
    close(!item.to);
    item.onSelect?.();
  };

  return createPortal(
    <div
      ref={menu}
      id={menuId}
      role="menu"
      aria-labelledby={buttonId}
      tabIndex={-1}
      className="shell-menu"
      style={position}
      data-side={side}
      onKeyDown={onMenuKeyDown}
      data-testid={testId}
    >
      {header && <div className="shell-menu-header">{header}</div>}
      {items.map((item) => {
        const className = `shell-menu-item${item.color === 'red' ? ' shell-menu-item-red' : ''}`;
        const content = (
          <>
            {item.icon && <span className="shell-menu-item-icon">{item.icon}</span>}
            <span className="shell-menu-item-label">{item.label}</span>
            {item.rightSection && <span className="shell-menu-item-right">{item.rightSection}</span>}
          </>
        );
        const common = { role: 'menuitem', tabIndex: -1, className, 'data-text': item.text, ...item.attributes };
        return (
          <div key={item.key} role="none">
            {item.dividerBefore && <div role="separator" className="shell-menu-divider" />}
            {item.to ? (
              <Link to={item.to} {...common} onClick={() => select(item)}>{content}</Link>
            ) : (
              <button type="button" {...common} onClick={() => select(item)}>{content}</button>
            )}
          </div>
        );
      })}
    </div>,
    document.body,
  );
}

export default MenuPopup;
