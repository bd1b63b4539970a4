// The engine's wizard with this product's step contents.
import './onboarding.css';

import { OnboardingWizard } from '../../engine/wizard/OnboardingWizard';
import { onboardingSteps } from './index';

export default function OnboardingScreen() {
  return <OnboardingWizard contents={onboardingSteps} />;
}
