// Where the wizard goes after a step is completed (pure, unit-tested): the
// next step, or, when that opens a new group, the group's initial step; a
// step that cannot be selected sends the user back to where they should resume.
import { canSelect, groupInitialStep, nextStep, resumeStep, type Onboarding } from '../onboarding';

/** Where to go after completing `status`: the next step, or the first step of the group it opens. */
export function stepAfter(onboarding: Onboarding, status: number, completed: readonly number[]): number {
  const next = nextStep(onboarding, status);
  if (next === null) return resumeStep(onboarding, completed);
  const from = onboarding.steps.find((s) => s.status === status);
  const to = onboarding.steps.find((s) => s.status === next);
  const target = from && to && from.group !== to.group ? groupInitialStep(onboarding, to.group) ?? next : next;
  return canSelect(onboarding, target, completed) ? target : resumeStep(onboarding, completed);
}
