import { describe, expect, it } from 'vitest';
import { nextChunk } from '../../../server/forecast/slices';

describe('nextChunk', () => {
  it('reads one product first, then as many as the series seen per product allow', () => {
    expect(nextChunk(400, 0, 0)).toBe(1);
    expect(nextChunk(400, 50, 1)).toBe(8);
    expect(nextChunk(400, 450, 9)).toBe(8);
    expect(nextChunk(400, 1000, 1)).toBe(1);
  });
  it('takes the whole target when the products seen had no series', () => {
    expect(nextChunk(400, 0, 3)).toBe(400);
  });
});
