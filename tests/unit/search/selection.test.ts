import { describe, expect, it } from 'vitest';
import { moveSelection } from '../../../engine/search';

describe('moveSelection', () => {
  it('moves by delta within [0, count - 1], without wrapping', () => {
    expect(moveSelection(0, 1, 3)).toBe(1);
    expect(moveSelection(2, 1, 3)).toBe(2);
    expect(moveSelection(0, -1, 3)).toBe(0);
    expect(moveSelection(1, -1, 3)).toBe(0);
  });

  it('ArrowDown from the start selects the second item, never skipping the first (mantine#5992)', () => {
    expect(moveSelection(0, 0, 5)).toBe(0);
    expect(moveSelection(0, 1, 5)).toBe(1);
  });

  it('is 0 when there are no results, and clamps a stale index when results shrink', () => {
    expect(moveSelection(4, 1, 0)).toBe(0);
    expect(moveSelection(9, 0, 3)).toBe(2);
    expect(moveSelection(Number.NaN, 1, 3)).toBe(1);
  });
});
