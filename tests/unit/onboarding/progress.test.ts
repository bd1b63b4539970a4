import { describe, expect, it } from 'vitest';
import { canFinish, completeStep, currentStep, nextStep } from '../../../engine/onboarding';
import { onboarding, range } from './fixture';

describe('currentStep', () => {
  it('is 1 when nothing is completed (CompletedSteps may be null)', () => {
    expect(currentStep(null, 11)).toBe(1);
    expect(currentStep([], 11)).toBe(1);
  });

  it('is 1 + the highest completed step, capped at the number of steps', () => {
    expect(currentStep([1, 2], 11)).toBe(3);
    expect(currentStep([3, 1], 11)).toBe(4);
    expect(currentStep(range(1, 10), 11)).toBe(11);
    expect(currentStep(range(1, 11), 11)).toBe(11);
    expect(currentStep([99], 11)).toBe(11);
  });
});

describe('completeStep', () => {
  it('adds the step if absent and keeps the list sorted, without touching the input', () => {
    const before = [3, 1];
    expect(completeStep(before, 2)).toEqual([1, 2, 3]);
    expect(before).toEqual([3, 1]);
    expect(completeStep([1, 2], 2)).toEqual([1, 2]);
    expect(completeStep(null, 1)).toEqual([1]);
  });
});

describe('nextStep', () => {
  it('moves to the next step number; the final step has none (it finishes)', () => {
    expect(nextStep(onboarding, 1)).toBe(2);
    expect(nextStep(onboarding, 3)).toBe(4);
    expect(nextStep(onboarding, 10)).toBe(11);
    expect(nextStep(onboarding, 11)).toBeNull();
  });
});

describe('canFinish', () => {
  it('only when every step 1-10 is done (the specification\'s sum 55)', () => {
    expect(canFinish(onboarding, range(1, 10))).toBe(true);
    expect(canFinish(onboarding, range(1, 9))).toBe(false);
    expect(canFinish(onboarding, null)).toBe(false);
  });

  it('is about membership, not the sum: other sets summing to 55 do not finish', () => {
    const sum55 = [10, 9, 8, 7, 11, 5, 4, 1]; // 2, 3 and 6 missing
    expect(sum55.reduce((a, b) => a + b, 0)).toBe(55);
    expect(canFinish(onboarding, sum55)).toBe(false);
  });

  it('does not need the final step itself', () => {
    expect(canFinish(onboarding, [...range(1, 9), 11])).toBe(false);
    expect(canFinish(onboarding, range(1, 11))).toBe(true);
  });
});
