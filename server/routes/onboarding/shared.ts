// What every onboarding step module needs: the OpenAPI tag and the rule
// that the wizard's writes belong to a company still onboarding.
import type { Caller } from '../../access/caller';
import { ApiError } from '../../errors/api-error';

export const tags = ['onboarding steps'];

/** The caller must be able to manage users (the user manager's route). */
export const manage = { route: 'manager' } as const;

/** Writes of the wizard need a company still onboarding. */
export function stillOnboarding(caller: Caller): void {
  if (!caller.onboarding) throw new ApiError('CONFLICT', 'The onboarding of your company is already finished; change this from the application pages');
}
