// Which of the user's data a signed-in start asks the server for, decided
// from the config, the profile and the policy: the session's atoms
// (engine/state) ask by these rules, and the first load
// (engine/shell/session-prefetch.ts) starts the same requests early by them.
import type { CompiledConfig } from '../config/compiled';
import { RESTRICTIONS_PLUGIN, type AccessContext, type AccessPolicy } from './policy';

export const DIMENSIONS_FEATURE = 'DIMENSIONS';

/** The features whose restrictions are asked (those of the routes that may be opened), or null: CUSTOM_ROLES is not active. */
export function restrictionFeatures(config: Pick<CompiledConfig, 'routes'>, policy: AccessPolicy, activePlugins: readonly string[]): string[] | null {
  if (!activePlugins.includes(RESTRICTIONS_PLUGIN)) return null;
  return policy.featuresOf(config.routes.filter((r) => r.enabled && !r.public));
}

/** The company's dimensions are asked when the user may read them. */
export function asksDimensions(policy: AccessPolicy, ctx: AccessContext): boolean {
  return policy.can(DIMENSIONS_FEATURE, 'read', ctx);
}

/** The user's custom reports are asked when the route that lists them may be opened at all. */
export function asksCustomReports(config: Pick<CompiledConfig, 'routes'>, policy: AccessPolicy, ctx: AccessContext): boolean {
  const route = config.routes.find((r) => r.expand === 'customReports' && r.enabled);
  return !!route && policy.canOpen(route, ctx);
}
