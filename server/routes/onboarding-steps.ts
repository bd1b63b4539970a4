// What the onboarding wizard's steps record (issue 6), one module per step
// under onboarding/: terms acceptance, billing, company settings, invited
// users, plugins, product attributes, the S&OP cycle, the data origin with
// its products import, help bookings and the summary of the finalize step.
// Everything is scoped to the caller's company. Writes belong to the
// onboarding: once the company has finished it they are refused with CONFLICT
// (the shell's pages own those data afterwards), except accepting the terms,
// renewing an invitation and booking a call.
import type { FastifyInstance } from 'fastify';
import { attributeRoutes } from './onboarding/attributes';
import { billingRoutes } from './onboarding/billing';
import { bookingRoutes } from './onboarding/bookings';
import { cycleRoutes } from './onboarding/cycle';
import { dataOriginRoutes } from './onboarding/data-origin';
import { invitedUserRoutes } from './onboarding/invited-users';
import { pluginRoutes } from './onboarding/plugins';
import { settingsRoutes } from './onboarding/settings';
import { summaryRoutes } from './onboarding/summary';
import { termsRoutes } from './onboarding/terms';

/** In step order; the help bookings last. */
const STEP_ROUTES = [termsRoutes, billingRoutes, settingsRoutes, invitedUserRoutes, pluginRoutes, attributeRoutes, cycleRoutes, dataOriginRoutes, summaryRoutes, bookingRoutes];

export async function onboardingStepRoutes(app: FastifyInstance) {
  // Registered in this plugin's scope (not their own encapsulated contexts), as one plugin was before.
  for (const routes of STEP_ROUTES) await routes(app);
}
