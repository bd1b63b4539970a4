// Where the header's tooltips go (engine/shell/layout/tooltip-position.ts), hand-computed.
import { describe, expect, it } from 'vitest';
import { placeTooltip, TOOLTIP_GAP } from '../../../engine/shell/layout/tooltip-position';

const viewport = { width: 1000, height: 700 };

describe('placeTooltip', () => {
  it('centres it under the anchor', () => {
    // anchor 100..140 wide at the top; tooltip 60 wide: centre 120 -> left 90
    expect(placeTooltip({ left: 100, top: 10, width: 40, height: 40 }, { width: 60, height: 24 }, viewport))
      .toEqual({ left: 90, top: 50 + TOOLTIP_GAP, side: 'bottom', arrowLeft: 30 });
  });

  it('keeps it inside the window near an edge, the arrow still pointing at the anchor', () => {
    // anchor at the right edge: centre 980, tooltip 120 wide -> left clamped to 1000 - 8 - 120 = 872
    const right = placeTooltip({ left: 960, top: 10, width: 40, height: 40 }, { width: 120, height: 24 }, viewport);
    expect(right).toEqual({ left: 872, top: 58, side: 'bottom', arrowLeft: 108 });
    // at the left edge: centre 20 -> left 8, arrow at 12
    expect(placeTooltip({ left: 0, top: 10, width: 40, height: 40 }, { width: 120, height: 24 }, viewport).left).toBe(8);
  });

  it('goes above the anchor when there is no room below', () => {
    expect(placeTooltip({ left: 100, top: 660, width: 40, height: 30 }, { width: 60, height: 24 }, viewport))
      .toEqual({ left: 90, top: 660 - TOOLTIP_GAP - 24, side: 'top', arrowLeft: 30 });
  });
});
