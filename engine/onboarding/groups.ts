// Step groups ('setup' = 1-3, 'configuration' = 4-11). The specification
// tests "sum of CompletedSteps == 6" for the first group; that only holds
// because 1+2+3 = 6 ([6] alone also sums to 6), so the rule is written as
// what it means: every step of the group is done.
//
// groups[].initial is the group's ordinal, as the specification reads
// ("first group, initial=0"; "second group, initial=1"): it orders the groups,
// so a group unlocks once every group with a lower ordinal is complete, and a
// group always opens at its own first step (the configuration group at 4).
import type { OnboardingGroup } from '../config/types.generated';
import { isStepDone, orderedSteps, type Completed, type Onboarding } from './progress';

export function groupSteps(config: Onboarding, groupId: string) {
  return orderedSteps(config).filter((step) => step.group === groupId);
}

/** The groups in wizard order: by ordinal (`initial`), ties in declaration order. */
export function orderedGroups(config: Onboarding): OnboardingGroup[] {
  return config.groups.map((group, i) => ({ group, i })).sort((a, b) => a.group.initial - b.group.initial || a.i - b.i).map(({ group }) => group);
}

/** Every step of the group is done; the final step never counts (it is never done before finishing). */
export function isGroupComplete(config: Onboarding, groupId: string, completed: Completed): boolean {
  return groupSteps(config, groupId).every((step) => step.final || isStepDone(step, completed));
}

/** A group's steps can be selected once every group before it (by ordinal) is complete. */
export function isGroupUnlocked(config: Onboarding, groupId: string, completed: Completed): boolean {
  const groups = orderedGroups(config);
  const position = groups.findIndex((group) => group.id === groupId);
  if (position < 0) return false;
  return groups.slice(0, position).every((group) => isGroupComplete(config, group.id, completed));
}

/** The step shown first when a group opens: its lowest-numbered step. Null for an unknown or empty group. */
export function groupInitialStep(config: Onboarding, groupId: string): number | null {
  if (!config.groups.some((g) => g.id === groupId)) return null;
  return groupSteps(config, groupId)[0]?.status ?? null;
}
