export { canFinish, completeStep, currentStep, isStepDone, nextStep, orderedSteps } from './progress';
export type { Completed, Onboarding } from './progress';
export { groupInitialStep, groupSteps, isGroupComplete, isGroupUnlocked, orderedGroups } from './groups';
export { canSelect, resumeStep, stepStates } from './states';
export type { StepState, StepView } from './states';
