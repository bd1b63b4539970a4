// A small accessible menu button (WAI-ARIA APG "menu button"): the header's
// avatar menu, the menu bar's custom reports and the language switcher.
// Mantine's Menu would do, but it brings ~9 KB gzip (its search input, sub
// menus, checkbox items) into the first load; this keeps the shell light.
//   Button: Enter / Space / ArrowDown open on the first item, ArrowUp on the last.
//   Menu: ArrowUp/ArrowDown (wrapping), Home/End, a letter jumps to the next
//   item starting with it, Escape closes and returns focus to the button, Tab
//   closes. A click outside closes. The menu is portalled (fixed position) so
//   a scrolling menu bar cannot clip it.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';

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

export interface TriggerProps {
  id: string;
  ref: (el: HTMLButtonElement | null) => void;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick(): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
}

export interface DropdownMenuProps {
  trigger(props: TriggerProps): ReactNode;
  items: readonly DropdownMenuItem[];
  /** A non-interactive block at the top (e.g. the user's name and e-mail). */
  header?: ReactNode;
  align?: 'start' | 'end';
  width?: number;
  testId?: string;
}

type Focus = 'first' | 'last' | 'menu';

export function DropdownMenu({ trigger, items, header, align = 'start', width = 240, testId }: DropdownMenuProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [open, setOpen] = useState<Focus | null>(null);
  const [position, setPosition] = useState<CSSProperties>({});
  const button = useRef<HTMLButtonElement | null>(null);
  const menu = useRef<HTMLDivElement | null>(null);

  const menuItems = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = useCallback((refocus: boolean) => {
    setOpen(null);
    if (refocus) button.current?.focus();
  }, []);

  // Place the menu under its button, inside the viewport.
  useLayoutEffect(() => {
    if (!open || !button.current) return;
    const rect = button.current.getBoundingClientRect();
    const left = align === 'end' ? Math.max(8, rect.right - width) : Math.min(rect.left, window.innerWidth - width - 8);
    setPosition({ top: rect.bottom + 6, left: Math.max(8, left), width });
  }, [open, align, width]);

  // Move focus once the menu is rendered.
  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    if (open === 'first') list[0]?.focus();
    else if (open === 'last') list[list.length - 1]?.focus();
    else menu.current?.focus();
  }, [open]);

  // Close on a click outside, on resize and on scroll of the page.
  useEffect(() => {
    if (!open) return;
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
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen('last');
    }
  };

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

  return (
    <>
      {trigger({
        id: buttonId,
        ref: (el) => { button.current = el; },
        'aria-haspopup': 'menu',
        'aria-expanded': open !== null,
        'aria-controls': open ? menuId : undefined,
        onClick: () => setOpen((o) => (o ? null : 'menu')),
        onKeyDown: onButtonKeyDown,
      })}
      {open &&
        createPortal(
          <div
            ref={menu}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            tabIndex={-1}
            className="shell-menu"
            style={position}
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
        )}
    </>
  );
}
