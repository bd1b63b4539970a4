// This product's onboarding: the content of each step (the `content` names of
// config/onboarding.yaml) and the screen the shell shows while the profile
// has the OnBoarding flag. Everything is its own chunk: users who are not
// onboarding never download any of it.
import { lazy } from 'react';
import type { StepContentMap } from '../../engine/wizard/types';

export const onboardingSteps: StepContentMap = {
  WelcomeStep: lazy(() => import('./WelcomeStep')),
  TermsStep: lazy(() => import('./TermsStep')),
  BillingStep: lazy(() => import('./BillingStep')),
  InitialSetupStep: lazy(() => import('./InitialSetupStep')),
  UserAccessStep: lazy(() => import('./UserAccessStep')),
  PluginsStep: lazy(() => import('./PluginsStep')),
  DimensionsStep: lazy(() => import('./DimensionsStep')),
  AttributeStep: lazy(() => import('./AttributeStep')),
  CycleStep: lazy(() => import('./CycleStep')),
  DataOriginStep: lazy(() => import('./DataOriginStep')),
  FinalizeStep: lazy(() => import('./FinalizeStep')),
};

/** The onboarding screen for createApp({ onboarding }). */
export const OnboardingScreen = lazy(() => import('./OnboardingScreen'));
