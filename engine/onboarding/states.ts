// What the wizard's step list shows and lets the user click: done, open
// (the current step, or an earlier one still to do) or locked.
import type { OnboardingStep } from '../config/types.generated';
import { isGroupUnlocked } from './groups';
import { currentStep, isStepDone, orderedSteps, type Completed, type Onboarding } from './progress';

export type StepState = 'done' | 'open' | 'locked';

export interface StepView {
  step: OnboardingStep;
  status: number;
  state: StepState;
  /** False for every locked step, and for done steps of a group that is not unlocked yet. */
  selectable: boolean;
}

/**
 * Selectable: the step's group is unlocked (every earlier group complete), and
 * the step is done or not past the current step. Earlier steps left undone
 * stay selectable, since finishing needs them.
 */
export function canSelect(config: Onboarding, status: number, completed: Completed): boolean {
  const step = config.steps.find((s) => s.status === status);
  if (!step || !isGroupUnlocked(config, step.group, completed)) return false;
  return isStepDone(step, completed) || status <= currentStep(completed, config.steps.length);
}

export function stepStates(config: Onboarding, completed: Completed): StepView[] {
  return orderedSteps(config).map((step) => {
    const selectable = canSelect(config, step.status, completed);
    const state: StepState = isStepDone(step, completed) ? 'done' : selectable ? 'open' : 'locked';
    return { step, status: step.status, state, selectable };
  });
}

/**
 * The step to show when the wizard loads (or reloads): the current step when
 * it can be opened, else the first open step (an undone step of a group that
 * must be finished first).
 */
export function resumeStep(config: Onboarding, completed: Completed): number {
  const current = currentStep(completed, config.steps.length);
  const views = stepStates(config, completed);
  if (views.some((v) => v.status === current && v.state === 'open')) return current;
  return views.find((v) => v.state === 'open')?.status ?? current;
}
