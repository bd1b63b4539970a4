// Where the user is in the onboarding (specification section 4, ARCHITECTURE
// decisions): CompletedSteps is the only stored state, everything here is
// derived from it. The final step (finalize) is never "done": finishing ends
// the onboarding instead of marking it.
import type { OnboardingGroup, OnboardingStep } from '../config/types.generated';

/** The part of config.onboarding the wizard state needs. */
export interface Onboarding { groups: readonly OnboardingGroup[]; steps: readonly OnboardingStep[] }
/** CompletedSteps as the API returns it: may be null for a new company. */
export type Completed = readonly number[] | null | undefined;

/** The steps in status order (config guarantees 1..N, but never trust order in YAML). */
export function orderedSteps(config: Onboarding): OnboardingStep[] {
  return [...config.steps].sort((a, b) => a.status - b.status);
}

/** Is this step done? Only steps listed in CompletedSteps, and never the final one. */
export function isStepDone(step: OnboardingStep, completed: Completed): boolean {
  return !step.final && (completed ?? []).includes(step.status);
}

/** 1 + the highest completed step, or 1 when none; capped at the number of steps. */
export function currentStep(completed: Completed, stepCount: number): number {
  const valid = (completed ?? []).filter((n) => Number.isInteger(n) && n > 0);
  const next = valid.length === 0 ? 1 : Math.max(...valid) + 1;
  return Math.max(1, Math.min(next, stepCount));
}

/** CompletedSteps with status added if absent, sorted; pure (the caller saves, then reloads). */
export function completeStep(completed: Completed, status: number): number[] {
  return [...new Set([...(completed ?? []), status])].sort((a, b) => a - b);
}

/** The step after this one, or null after the last (the final step finishes instead). */
export function nextStep(config: Onboarding, status: number): number | null {
  return orderedSteps(config).find((step) => step.status > status)?.status ?? null;
}

/** Finish is allowed only when every non-final step is done (steps 1-10: the specification's sum 55). */
export function canFinish(config: Onboarding, completed: Completed): boolean {
  return config.steps.every((step) => step.final || isStepDone(step, completed));
}
