import { describe, expect, it } from 'vitest';
import { groupInitialStep, groupSteps, isGroupComplete, isGroupUnlocked, orderedGroups } from '../../../engine/onboarding';
import { onboarding, range } from './fixture';

describe('isGroupComplete', () => {
  it('[1,2,3] completes group 1 while [6] (also sum 6) does not', () => {
    expect(isGroupComplete(onboarding, 'setup', [1, 2, 3])).toBe(true);
    expect(isGroupComplete(onboarding, 'setup', [6])).toBe(false);
    expect(isGroupComplete(onboarding, 'setup', [2, 4])).toBe(false); // sum 6 again
  });

  it('needs every step of the group; other groups\' steps do not matter', () => {
    expect(isGroupComplete(onboarding, 'setup', [1, 3])).toBe(false);
    expect(isGroupComplete(onboarding, 'setup', [1, 2, 3, 7])).toBe(true);
    expect(isGroupComplete(onboarding, 'setup', null)).toBe(false);
  });

  it('group 2 is complete with 4-10: the final step is never done before finishing', () => {
    expect(isGroupComplete(onboarding, 'configuration', range(4, 10))).toBe(true);
    expect(isGroupComplete(onboarding, 'configuration', range(4, 9))).toBe(false);
  });
});

describe('isGroupUnlocked', () => {
  it('the first group always; the second once the first is complete', () => {
    expect(isGroupUnlocked(onboarding, 'setup', null)).toBe(true);
    expect(isGroupUnlocked(onboarding, 'configuration', [1, 2])).toBe(false);
    expect(isGroupUnlocked(onboarding, 'configuration', [1, 2, 3])).toBe(true);
    expect(isGroupUnlocked(onboarding, 'unknown', [1, 2, 3])).toBe(false);
  });
});

describe('groups', () => {
  it('lists a group\'s steps in order', () => {
    expect(groupSteps(onboarding, 'setup').map((s) => s.status)).toEqual([1, 2, 3]);
    expect(groupSteps(onboarding, 'configuration').map((s) => s.status)).toEqual(range(4, 11));
  });

  it('groupInitialStep: a group opens at its own first step (the configuration group at 4)', () => {
    expect(groupInitialStep(onboarding, 'setup')).toBe(1);
    expect(groupInitialStep(onboarding, 'configuration')).toBe(4);
    expect(groupInitialStep(onboarding, 'nope')).toBeNull();
    expect(groupInitialStep({ ...onboarding, groups: [...onboarding.groups, { id: 'empty', initial: 2 }] }, 'empty')).toBeNull();
  });

  it('groups[].initial is the group\'s ordinal: it orders the groups, whatever the YAML order', () => {
    const reversed = { ...onboarding, groups: [{ id: 'configuration', initial: 1 }, { id: 'setup', initial: 0 }] };
    expect(orderedGroups(reversed).map((g) => g.id)).toEqual(['setup', 'configuration']);
    expect(isGroupUnlocked(reversed, 'setup', null)).toBe(true);
    expect(isGroupUnlocked(reversed, 'configuration', [1, 2])).toBe(false);
    expect(isGroupUnlocked(reversed, 'configuration', [1, 2, 3])).toBe(true);
  });
});
