import { describe, expect, it } from 'vitest';
import { canSelect, resumeStep, stepStates } from '../../../engine/onboarding';
import { onboarding, range } from './fixture';

const states = (completed: number[] | null) => stepStates(onboarding, completed).map((v) => v.state);

describe('stepStates', () => {
  it('a new company: step 1 open, everything else locked', () => {
    expect(states(null)).toEqual(['open', ...Array(10).fill('locked')]);
  });

  it('done steps, the current one open, later ones locked', () => {
    expect(states([1, 2])).toEqual(['done', 'done', 'open', ...Array(8).fill('locked')]);
    expect(states([1, 2, 3])).toEqual(['done', 'done', 'done', 'open', ...Array(7).fill('locked')]);
  });

  it('the final step opens once 1-10 are done, and is never shown done before finishing', () => {
    expect(states(range(1, 10)).at(-1)).toBe('open');
    expect(states(range(1, 11)).at(-1)).toBe('open');
  });

  it('an earlier step left undone stays open (finishing needs it)', () => {
    expect(states([1, 2, 3, 4, 6])).toEqual(['done', 'done', 'done', 'done', 'open', 'done', 'open', ...Array(4).fill('locked')]);
  });

  it('group 2 stays locked, done steps included, until group 1 is complete', () => {
    const views = stepStates(onboarding, [1, 2, 4]);
    expect(views.map((v) => v.state)).toEqual(['done', 'done', 'open', 'done', ...Array(7).fill('locked')]);
    expect(views[3].selectable).toBe(false);
  });
});

describe('canSelect', () => {
  it('done steps and the current step are selectable, later ones are not', () => {
    expect(canSelect(onboarding, 1, [1, 2])).toBe(true);
    expect(canSelect(onboarding, 3, [1, 2])).toBe(true);
    expect(canSelect(onboarding, 4, [1, 2])).toBe(false);
  });

  it('group 2 steps only once group 1 is complete (set membership, not the sum 6)', () => {
    expect(canSelect(onboarding, 4, [1, 2, 3])).toBe(true);
    expect(canSelect(onboarding, 4, [6])).toBe(false);
    expect(canSelect(onboarding, 5, [1, 2, 4])).toBe(false);
  });

  it('unknown step numbers are never selectable', () => {
    expect(canSelect(onboarding, 0, null)).toBe(false);
    expect(canSelect(onboarding, 12, range(1, 11))).toBe(false);
  });
});

describe('resumeStep', () => {
  it('reopens the current step after a reload', () => {
    expect(resumeStep(onboarding, null)).toBe(1);
    expect(resumeStep(onboarding, [1, 2, 3, 4])).toBe(5);
    expect(resumeStep(onboarding, range(1, 10))).toBe(11);
  });

  it('goes back to the missing step of group 1 when the current step is locked', () => {
    expect(resumeStep(onboarding, [1, 2, 4])).toBe(3);
  });
});
