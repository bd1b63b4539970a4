// What the user-security page computes, apart from React: the features a
// user's roles grant (only those can be restricted), grouped by the index
// section whose pages need them, and what a draft changes.
import type { AccessPolicy } from '../../engine/access';
import type { CompiledConfig } from '../../engine/config/compiled';

export interface FeatureGroup {
  /** Index section id, or null for features no indexed page needs. */
  section: string | null;
  features: string[];
}

/** Features the roles grant at least read (plugins considered, restrictions not: they are what is edited). */
export function grantedFeatures(policy: AccessPolicy, config: Pick<CompiledConfig, 'features'>, roles: readonly number[], activePlugins: readonly string[]): string[] {
  return config.features.map((f) => f.id).filter((id) => policy.can(id, 'read', { roles, activePlugins }));
}

/** Features grouped by the first index section of a route needing them, in the sections' order. */
export function groupBySection(features: readonly string[], config: Pick<CompiledConfig, 'routes' | 'sections'>): FeatureGroup[] {
  const sectionOf = new Map<string, string>();
  for (const route of config.routes) {
    if (!route.section) continue;
    for (const f of route.permissions.features) if (!sectionOf.has(f)) sectionOf.set(f, route.section);
  }
  const groups: FeatureGroup[] = config.sections.map((s) => ({ section: s.id, features: features.filter((f) => sectionOf.get(f) === s.id) }));
  groups.push({ section: null, features: features.filter((f) => !sectionOf.has(f)) });
  return groups.filter((g) => g.features.length > 0);
}

/** Whether two lists name the same features, in any order. */
export function sameFeatures(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((f) => b.includes(f));
}
