// The engine's wizard with this product's step contents and booking form.
import './onboarding.css';

import { lazy } from 'react';
import { OnboardingWizard } from '../../engine/wizard/OnboardingWizard';
import { onboardingSteps } from './index';

const BookingForm = lazy(() => import('./BookingForm'));

export default function OnboardingScreen() {
  return <OnboardingWizard contents={onboardingSteps} bookingForm={BookingForm} />;
}
