// Where a tooltip goes: under its anchor (the header is at the top of the
// page), above it when there is no room below, centred on the anchor and kept
// inside the window. The arrow points at the anchor's centre even when the
// tooltip is shifted to stay on screen.

export interface Rect { left: number; top: number; width: number; height: number }
export interface TooltipPlacement { left: number; top: number; side: 'top' | 'bottom'; arrowLeft: number }

export const TOOLTIP_GAP = 8;
const EDGE = 8;

export function placeTooltip(anchor: Rect, tooltip: { width: number; height: number }, viewport: { width: number; height: number }): TooltipPlacement {
  const below = anchor.top + anchor.height + TOOLTIP_GAP;
  const fitsBelow = below + tooltip.height <= viewport.height - EDGE;
  const above = anchor.top - TOOLTIP_GAP - tooltip.height;
  const side = fitsBelow || above < EDGE ? 'bottom' : 'top';
  const centre = anchor.left + anchor.width / 2;
  const maxLeft = Math.max(EDGE, viewport.width - EDGE - tooltip.width);
  const left = Math.min(Math.max(centre - tooltip.width / 2, EDGE), maxLeft);
  const arrowLeft = Math.min(Math.max(centre - left, 8), Math.max(8, tooltip.width - 8));
  return { left, top: side === 'bottom' ? below : above, side, arrowLeft };
}
