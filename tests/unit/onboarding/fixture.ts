// The 11 steps of ARCHITECTURE.md: group 'setup' = 1-3, 'configuration' = 4-11, 11 final.
import type { Onboarding } from '../../../engine/onboarding';

const keys = ['welcome', 'contract', 'billing', 'initialSetup', 'userAccess', 'plugins', 'dimensions', 'attribute', 'cycle', 'dataOrigin', 'finalize'];

export const onboarding: Onboarding = {
  groups: [{ id: 'setup', initial: 0 }, { id: 'configuration', initial: 1 }],
  steps: keys.map((key, i) => ({
    status: i + 1, key, group: i < 3 ? 'setup' : 'configuration', content: 'StepContent', ...(i === 10 ? { final: true } : {}),
  })),
};

export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
