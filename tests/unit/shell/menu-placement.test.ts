import { describe, expect, it } from 'vitest';
import { placeMenu } from '../../../engine/shell/layout/menu-placement';

const viewport = { width: 1366, height: 768 };
// A row action button 28 px high, 40 px from the right edge.
const button = (top: number) => ({ top, bottom: top + 28, left: 1298, right: 1326 });
const menu = { width: 240, height: 150 };

describe('placeMenu', () => {
  it('goes under its button, right-aligned for align end', () => {
    // top = 100 + 28 + 6; left = 1326 - 240.
    expect(placeMenu(button(100), menu, viewport, 'end')).toEqual({ top: 134, left: 1086, side: 'bottom' });
  });

  it('flips above when there is no room below (the last row of a 768 px window)', () => {
    // Below: 768 - 8 - (700 + 28 + 6) = 26 < 150; above: 700 - 6 - 8 = 686. top = 700 - 6 - 150.
    expect(placeMenu(button(700), menu, viewport, 'end')).toEqual({ top: 544, left: 1086, side: 'top' });
  });

  it('stays below when it just fits', () => {
    // Below: 768 - 8 - (576 + 28 + 6) = 150.
    expect(placeMenu(button(576), menu, viewport, 'end').side).toBe('bottom');
    expect(placeMenu(button(577), menu, viewport, 'end').side).toBe('top');
  });

  it('shifts sideways into the window', () => {
    expect(placeMenu({ top: 10, bottom: 40, left: 1300, right: 1360 }, menu, viewport, 'start').left).toBe(1366 - 8 - 240);
    expect(placeMenu({ top: 10, bottom: 40, left: 0, right: 30 }, menu, viewport, 'end').left).toBe(8);
  });

  it('taller than both sides: the roomier side with a max height', () => {
    const tall = { width: 240, height: 900 };
    // Below: 768 - 8 - 334 = 426; above: 300 - 14 = 286.
    expect(placeMenu(button(300), tall, viewport, 'end')).toEqual({ top: 334, left: 1086, side: 'bottom', maxHeight: 426 });
    // Below: 768 - 8 - 634 = 126; above: 600 - 14 = 586.
    expect(placeMenu(button(600), tall, viewport, 'end')).toEqual({ top: 8, left: 1086, side: 'top', maxHeight: 586 });
  });
});
