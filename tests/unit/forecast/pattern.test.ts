import { describe, expect, it } from 'vitest';
import { demandPattern } from '../../../domain/forecast';

describe('Syntetos-Boylan demand pattern (ADI 1.32, CV2 0.49)', () => {
  it('classifies the four quadrants', () => {
    expect(demandPattern([5, 5, 5, 5])).toEqual({ kind: 'smooth', adi: 1, cv2: 0 });
    // sizes 1, 10, 1, 10: mean 5.5, variance 20.25, CV2 = 20.25 / 30.25
    const erratic = demandPattern([1, 10, 1, 10]);
    expect(erratic.kind).toBe('erratic');
    expect(erratic.cv2).toBeCloseTo(20.25 / 30.25, 12);
    // a demand every third period: ADI 3
    expect(demandPattern([0, 0, 5, 0, 0, 5, 0, 0, 5])).toEqual({ kind: 'intermittent', adi: 3, cv2: 0 });
    // sizes 1, 10, 1: mean 4, variance 18, CV2 1.125
    expect(demandPattern([0, 0, 1, 0, 0, 10, 0, 0, 1])).toEqual({ kind: 'lumpy', adi: 3, cv2: 1.125 });
  });

  it('counts ADI from the start of the history to the last demand', () => {
    // 25 demands, the last in period 33: ADI 33 / 25 = 1.32, not below the cut-off
    const y = Array.from({ length: 33 }, (_, t) => (t % 2 === 1 && t < 16 ? 0 : 4));
    expect(y.filter((v) => v !== 0)).toHaveLength(25);
    expect(demandPattern(y)).toMatchObject({ kind: 'intermittent', adi: 1.32 });
  });

  it('says none when nothing was ever sold', () => {
    expect(demandPattern([0, 0, 0])).toEqual({ kind: 'none', adi: Number.POSITIVE_INFINITY, cv2: 0 });
  });
});
