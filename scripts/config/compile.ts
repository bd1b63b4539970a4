// Schema-valid YAML values -> the CompiledConfig the engine and server read:
// every default applied, each route's section taken from its file. Objects are
// built key by key so the compiled JSON has one stable shape.
import type { CompiledConfig, CompiledEntity, CompiledRoute } from '../../engine/config/compiled.ts';
import type {
  AppConfig,
  EntityFile,
  ErrorsConfig,
  FeaturesConfig,
  OnboardingConfig,
  PluginsConfig,
  RolesConfig,
  RouteDefinition,
  RoutesFile,
  SectionsConfig,
} from '../../engine/config/types.generated.ts';
import { compileEntity, compileView, type LineOf } from './compile-entities.ts';
import { compareStrings } from './problems.ts';

export interface RawConfig {
  app: AppConfig;
  roles: RolesConfig;
  features: FeaturesConfig;
  plugins: PluginsConfig;
  sections: SectionsConfig;
  onboarding: OnboardingConfig;
  errors: ErrorsConfig;
  /** In compile order (sorted by file name). */
  routeFiles: Array<{ file: string; value: RoutesFile }>;
  /** config/entities/*.yaml, sorted by file name. */
  entityFiles: Array<{ file: string; value: EntityFile }>;
}

export type CompiledDraft = Omit<CompiledConfig, 'version'>;

/** Where a compiled route was declared: routes[index] of file. */
export interface RouteOrigin {
  file: string;
  index: number;
}

export function compileConfig(raw: RawConfig, lineOf: LineOf = () => 1): { config: CompiledDraft; routeOrigins: RouteOrigin[] } {
  const entities = raw.entityFiles
    .map(({ file, value }) => compileEntity(value, file, lineOf))
    .sort((a, b) => compareStrings(a.id, b.id));
  const entityMap = new Map<string, CompiledEntity>(entities.map((e) => [e.id, e]));
  const routes: CompiledRoute[] = [];
  const routeOrigins: RouteOrigin[] = [];
  for (const { file, value } of raw.routeFiles) {
    value.routes.forEach((route, index) => {
      routes.push(compileRoute(route, value.section ?? null, file, entityMap));
      routeOrigins.push({ file, index });
    });
  }
  const config: CompiledDraft = {
    app: raw.app,
    roles: raw.roles.roles.map((role) => ({
      id: role.id,
      key: role.key,
      icon: role.icon,
      grants: role.grants,
      seesNetworkErrors: role.seesNetworkErrors ?? false,
    })),
    features: raw.features.features.map((feature) => ({
      id: feature.id,
      levels: feature.levels ?? ['read'],
    })),
    pluginCategories: raw.plugins.categories,
    plugins: raw.plugins.plugins.map((plugin) => ({
      id: plugin.id,
      category: plugin.category,
      icon: plugin.icon,
      unlocks: plugin.unlocks,
    })),
    sections: raw.sections.sections,
    routes,
    entities,
    onboarding: {
      ...raw.onboarding,
      steps: raw.onboarding.steps.map((step) => ({ ...step, final: step.final ?? false })) as OnboardingConfig['steps'],
    },
    errors: { fallback: raw.errors.fallback, codes: raw.errors.codes },
  };
  return { config, routeOrigins };
}

function compileRoute(route: RouteDefinition, fileSection: string | null, source: string, entities: ReadonlyMap<string, CompiledEntity>): CompiledRoute {
  // index: false keeps the route out of the index (and the searcher) whatever its file.
  const placement = route.index === false ? null : (route.index ?? null);
  const inIndex = route.index !== false && fileSection !== null;
  return {
    id: route.id,
    path: route.path,
    page: route.page ?? null,
    views: (route.views ?? []).map((view) => compileView(view, entities)),
    menu: route.menu ?? false,
    enabled: route.enabled ?? true,
    public: route.public ?? false,
    ...(route.expand !== undefined ? { expand: route.expand } : {}),
    section: inIndex ? fileSection : null,
    subSection: inIndex ? (placement?.subSection ?? null) : null,
    group: inIndex ? (placement?.group ?? null) : null,
    permissions: {
      features: route.permissions?.features ?? [],
      level: route.permissions?.level ?? 'read',
      plugins: route.permissions?.plugins ?? [],
    },
    source,
  };
}
