// Declarative access requirements of API routes (route config `access`), checked
// with the engine's policy, never re-implemented: a route requirement asks
// checkRoute() on the compiled route (so the user manager endpoints follow
// exactly what the 'manager' route of config/routes declares), a feature
// requirement asks checkFeature().
import type { AccessLevel, CompiledConfig, CompiledRoute } from '../../engine/config/compiled';
import type { AccessDecision, AccessPolicy } from '../../engine/access/policy';
import { ApiError } from '../errors/api-error';
import { accessContext, type Caller } from './caller';

export type AccessRequirement = { route: string } | { feature: string; level: AccessLevel };

/** Compiled routes the server looks up by id, with a fallback when a config names them differently. */
const ROUTE_LOOKUPS: Record<string, (r: CompiledRoute) => boolean> = {
  manager: (r) => r.path === 'manager',
  'custom-reports': (r) => r.expand === 'customReports',
  dimensions: (r) => r.expand === 'dimensions',
};

export function findRoute(config: CompiledConfig, id: string): CompiledRoute {
  const route = config.routes.find((r) => r.id === id) ?? config.routes.find((r) => ROUTE_LOOKUPS[id]?.(r) ?? false);
  if (!route) throw new Error(`config/routes declares no route '${id}', which the API server enforces`);
  return route;
}

export function describeRequirement(requirement: AccessRequirement, config: CompiledConfig): string {
  if ('route' in requirement) {
    const route = findRoute(config, requirement.route);
    const { features, level, plugins } = route.permissions;
    const needs = [...features.map((f) => `${f} ${level}`), ...plugins.map((p) => `plugin ${p}`)];
    return `Requires access to the route '${route.path}'${needs.length ? ` (${needs.join(', ')})` : ''}.`;
  }
  return `Requires ${requirement.feature} ${requirement.level}.`;
}

export function denial(decision: AccessDecision): ApiError | undefined {
  if (decision.allowed) return undefined;
  if (decision.reason === 'plugin-inactive') {
    return new ApiError('PLUGIN_INACTIVE', `This needs a plugin your company has not activated${decision.subject ? ` (${decision.subject})` : ''}`);
  }
  return new ApiError('FORBIDDEN', 'Your permissions are not enough for this');
}

export function createAccessChecker(config: CompiledConfig, policy: AccessPolicy) {
  // Resolve every route the server enforces once, at start-up, so a renamed route fails loudly.
  const routes = new Map(Object.keys(ROUTE_LOOKUPS).map((id) => [id, findRoute(config, id)]));

  function decide(requirement: AccessRequirement, caller: Caller): AccessDecision {
    const ctx = accessContext(caller);
    if ('route' in requirement) {
      const route = routes.get(requirement.route) ?? findRoute(config, requirement.route);
      return policy.checkRoute(route, ctx);
    }
    return policy.checkFeature(requirement.feature, requirement.level, ctx);
  }

  return {
    decide,
    allows: (requirement: AccessRequirement, caller: Caller) => decide(requirement, caller).allowed,
    /** Throws FORBIDDEN / PLUGIN_INACTIVE when the caller does not meet the requirement. */
    assert(requirement: AccessRequirement, caller: Caller): void {
      const error = denial(decide(requirement, caller));
      if (error) throw error;
    },
    route: (id: string) => routes.get(id) ?? findRoute(config, id),
  };
}

export type AccessChecker = ReturnType<typeof createAccessChecker>;
