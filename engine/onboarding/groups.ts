// Step groups ('setup' = 1-3, 'configuration' = 4-11). The specification
// tests "sum of CompletedSteps == 6" for the first group; that only holds
// because 1+2+3 = 6 ([6] alone also sums to 6), so the rule is written as
// what it means: every step of the group is done.
import { isStepDone, orderedSteps, type Completed, type Onboarding } from './progress';

export function groupSteps(config: Onboarding, groupId: string) {
  return orderedSteps(config).filter((step) => step.group === groupId);
}

/** Every step of the group is done; the final step never counts (it is never done before finishing). */
export function isGroupComplete(config: Onboarding, groupId: string, completed: Completed): boolean {
  return groupSteps(config, groupId).every((step) => step.final || isStepDone(step, completed));
}

/** A group's steps can be selected once every group declared before it is complete. */
export function isGroupUnlocked(config: Onboarding, groupId: string, completed: Completed): boolean {
  const position = config.groups.findIndex((group) => group.id === groupId);
  if (position < 0) return false;
  return config.groups.slice(0, position).every((group) => isGroupComplete(config, group.id, completed));
}

/**
 * The step shown first when a group opens: groups[].initial indexes the
 * group's own steps (0 = its first step), clamped to the group. Null for an
 * unknown or empty group.
 */
export function groupInitialStep(config: Onboarding, groupId: string): number | null {
  const group = config.groups.find((g) => g.id === groupId);
  const steps = groupSteps(config, groupId);
  if (!group || steps.length === 0) return null;
  return steps[Math.min(Math.max(0, group.initial), steps.length - 1)].status;
}
