// The one permission rule. The menu bar, the section index, the searcher, the
// router guard and the API server all ask this module, so a route the menu
// hides is also refused by the server, for the same reason.
import type { AccessLevel, CompiledConfig, CompiledRoute } from '../config/compiled';

/** What the rule needs to know about the signed-in user and their company. */
export interface AccessContext {
  roles: readonly number[];
  activePlugins: readonly string[];
  /** feature -> true when restricted for this user (CUSTOM_ROLES); ignored while that plugin is off. */
  restrictions?: Readonly<Record<string, boolean>>;
}

export type DenyReason = 'disabled' | 'plugin-inactive' | 'not-granted' | 'restricted';
export type AccessDecision = { allowed: true } | { allowed: false; reason: DenyReason; subject?: string };

/** The plugin whose activation makes per-user feature restrictions apply (specification section 6). */
export const RESTRICTIONS_PLUGIN = 'CUSTOM_ROLES';

const LEVEL_RANK: Record<AccessLevel, number> = { read: 1, write: 2 };
const ALLOWED: AccessDecision = { allowed: true };

export type AccessPolicy = ReturnType<typeof createAccessPolicy>;

export function createAccessPolicy(config: Pick<CompiledConfig, 'roles' | 'plugins'>) {
  // role id -> (feature id or '*') -> level rank, built once per config.
  const grantsByRole = new Map<number, Map<string, number>>();
  for (const role of config.roles) {
    grantsByRole.set(role.id, new Map(Object.entries(role.grants).map(([f, l]) => [f, LEVEL_RANK[l]])));
  }
  // feature id -> plugins that unlock it; a feature absent here needs no plugin.
  const unlockedBy = new Map<string, string[]>();
  for (const plugin of config.plugins) {
    for (const feature of plugin.unlocks) unlockedBy.set(feature, [...(unlockedBy.get(feature) ?? []), plugin.id]);
  }

  /** Highest level any of the roles grants on the feature, 0 when none does. */
  function grantedRank(roles: readonly number[], feature: string): number {
    let best = 0;
    for (const id of roles) {
      const grants = grantsByRole.get(id);
      if (!grants) continue;
      best = Math.max(best, grants.get(feature) ?? 0, grants.get('*') ?? 0);
    }
    return best;
  }

  function isFeatureUnlocked(feature: string, activePlugins: readonly string[]): boolean {
    const plugins = unlockedBy.get(feature);
    return !plugins || plugins.some((p) => activePlugins.includes(p));
  }

  function isRestricted(feature: string, ctx: AccessContext): boolean {
    return ctx.activePlugins.includes(RESTRICTIONS_PLUGIN) && ctx.restrictions?.[feature] === true;
  }

  /** May this user use the feature at this level? Used by the server for actions that are not routes. */
  function checkFeature(feature: string, level: AccessLevel, ctx: AccessContext): AccessDecision {
    if (!isFeatureUnlocked(feature, ctx.activePlugins)) {
      return { allowed: false, reason: 'plugin-inactive', subject: unlockedBy.get(feature)?.join(',') };
    }
    if (grantedRank(ctx.roles, feature) < LEVEL_RANK[level]) return { allowed: false, reason: 'not-granted', subject: feature };
    if (isRestricted(feature, ctx)) return { allowed: false, reason: 'restricted', subject: feature };
    return ALLOWED;
  }

  /** May this user open the route? Public routes are open to everyone, disabled ones to no one. */
  function checkRoute(route: CompiledRoute, ctx: AccessContext): AccessDecision {
    if (!route.enabled) return { allowed: false, reason: 'disabled' };
    if (route.public) return ALLOWED;
    for (const plugin of route.permissions.plugins) {
      if (!ctx.activePlugins.includes(plugin)) return { allowed: false, reason: 'plugin-inactive', subject: plugin };
    }
    for (const feature of route.permissions.features) {
      const decision = checkFeature(feature, route.permissions.level, ctx);
      if (!decision.allowed) return decision;
    }
    return ALLOWED;
  }

  return {
    checkRoute,
    checkFeature,
    canOpen: (route: CompiledRoute, ctx: AccessContext) => checkRoute(route, ctx).allowed,
    can: (feature: string, level: AccessLevel, ctx: AccessContext) => checkFeature(feature, level, ctx).allowed,
    /** Features the route needs that the restrictions check should be asked about. */
    featuresOf: (routes: readonly CompiledRoute[]) => [...new Set(routes.flatMap((r) => r.permissions.features))].sort(),
    /** Plugins that unlock a feature (empty when it needs none). */
    pluginsUnlocking: (feature: string) => unlockedBy.get(feature) ?? [],
  };
}
