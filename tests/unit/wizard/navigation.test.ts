import { describe, expect, it } from 'vitest';
import { stepAfter } from '../../../engine/wizard/navigation';
import { onboarding, range } from '../onboarding/fixture';

describe('stepAfter', () => {
  it('moves to the next step', () => {
    expect(stepAfter(onboarding, 1, [1])).toBe(2);
    expect(stepAfter(onboarding, 5, range(1, 5))).toBe(6);
    expect(stepAfter(onboarding, 10, range(1, 10))).toBe(11);
  });

  it('completing group 1 opens the configuration group at its initial step (4)', () => {
    expect(stepAfter(onboarding, 3, [1, 2, 3])).toBe(4);
  });

  it('when the next step cannot be opened yet, goes where the user should resume', () => {
    // Step 3 done but step 2 missing: group 2 stays locked, step 2 is the one to do.
    expect(stepAfter(onboarding, 3, [1, 3])).toBe(2);
    // After the final step there is none: resume.
    expect(stepAfter(onboarding, 11, range(1, 10))).toBe(11);
  });
});
