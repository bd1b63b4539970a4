// Where a dropdown menu goes: under its button, or above it when it does not
// fit below and does fit above (flip); moved sideways to stay inside the
// window (shift); when it fits on neither side, on the roomier one with a
// max height (it scrolls). The same rules as floating-ui's flip() and shift()
// middlewares, without bringing Mantine's Popover (~24 KB gzip) into the
// first load for the shell's menus.

export interface TriggerRect { top: number; bottom: number; left: number; right: number }

export interface MenuPlacement {
  top: number;
  left: number;
  side: 'bottom' | 'top';
  /** Set when the menu is taller than the room on either side. */
  maxHeight?: number;
}

export const MENU_GAP = 6;
export const VIEWPORT_MARGIN = 8;

export function placeMenu(
  trigger: TriggerRect,
  menu: { width: number; height: number },
  viewport: { width: number; height: number },
  align: 'start' | 'end' = 'start',
): MenuPlacement {
  const wanted = align === 'end' ? trigger.right - menu.width : trigger.left;
  const maxLeft = Math.max(VIEWPORT_MARGIN, viewport.width - VIEWPORT_MARGIN - menu.width);
  const left = Math.min(Math.max(wanted, VIEWPORT_MARGIN), maxLeft);

  const below = viewport.height - VIEWPORT_MARGIN - (trigger.bottom + MENU_GAP);
  const above = trigger.top - MENU_GAP - VIEWPORT_MARGIN;
  if (menu.height <= below) return { top: trigger.bottom + MENU_GAP, left, side: 'bottom' };
  if (menu.height <= above) return { top: trigger.top - MENU_GAP - menu.height, left, side: 'top' };
  if (below >= above) return { top: trigger.bottom + MENU_GAP, left, side: 'bottom', maxHeight: Math.max(0, below) };
  return { top: VIEWPORT_MARGIN, left, side: 'top', maxHeight: above };
}
