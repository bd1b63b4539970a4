// The onboarding wizard: thin React over engine/onboarding's pure state,
// rendered from config.onboarding with the product's step contents.
// The product's rules (CSV rows, products file, reference data, booking
// days) live in product/, not here: the engine knows no product.
export { OnboardingWizard } from './OnboardingWizard';
export type { OnboardingWizardProps } from './OnboardingWizard';
export { StepActions } from './StepActions';
export type { StepActionsProps } from './StepActions';
export { useOnboardingHelp } from './help';
export { ContactLinks } from './ChatDialog';
export { formFailure } from './form-failure';
export type { FormFailure } from './form-failure';
export { createEventBus, onboardingEvents } from './events';
export type { EventBus, HelpEvent, HelpSource, OnboardingEvents } from './events';
export type { BookingForm, BookingFormProps, OnboardingHelp, StepContent, StepContentMap, StepContentProps } from './types';
export { stepAfter } from './navigation';
