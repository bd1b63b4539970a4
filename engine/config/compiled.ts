// The compiled config: every YAML file of config/ merged into one object with
// defaults applied. It is what the browser (through the Vite plugin's virtual
// module) and the server (through the loader at start-up) both read, so the
// menus and the API apply the same rules. Translations are not in here: they
// are compiled to /assets/i18n/<lang>.json and loaded per language.
import type {
  AccessLevel,
  AppConfig,
  ErrorCodeDefinition,
  FeatureDefinition,
  LanguageCode,
  OnboardingConfig,
  PluginDefinition,
  RoleDefinition,
  RouteDefinition,
  SectionDefinition,
} from './types.generated';

export type { LanguageCode, AccessLevel };

/** A route with every default applied and its section filled in from its file. */
export interface CompiledRoute {
  id: string;
  path: string;
  page: string;
  menu: boolean;
  enabled: boolean;
  public: boolean;
  expand?: RouteDefinition['expand'];
  /** Index section from the routes file; null when the route is not in the index. */
  section: string | null;
  subSection: string | null;
  group: string | null;
  permissions: { features: string[]; level: AccessLevel; plugins: string[] };
  /** Source file, relative to the project root, for error messages and config:diff. */
  source: string;
}

export interface CompiledConfig {
  app: AppConfig;
  roles: Array<RoleDefinition & { seesNetworkErrors: boolean }>;
  features: Array<Required<FeatureDefinition>>;
  pluginCategories: string[];
  plugins: PluginDefinition[];
  sections: SectionDefinition[];
  /** Every declared route, in file order (files sorted by name), disabled ones included. */
  routes: CompiledRoute[];
  onboarding: OnboardingConfig;
  errors: { fallback: string; codes: ErrorCodeDefinition[] };
  /** Short hash of the compiled config and translations; changes whenever any YAML changes. */
  version: string;
}

/** Translation keys by convention; the config check verifies each exists in every language. */
export const translationKeys = {
  routeTitle: (id: string) => `routes.${id}.title`,
  routeDescription: (id: string) => `routes.${id}.description`,
  routeKeywords: (id: string) => `routes.${id}.keywords`,
  indexNode: (id: string) => `index.${id}`,
  role: (key: string) => `roles.${key}`,
  feature: (id: string) => `features.${id}`,
  pluginName: (id: string) => `plugins.${id}.name`,
  pluginDescription: (id: string) => `plugins.${id}.description`,
  pluginCategory: (id: string) => `pluginCategories.${id}`,
  stepTitle: (key: string) => `onboarding.steps.${key}.title`,
  stepSubtitle: (key: string) => `onboarding.steps.${key}.subtitle`,
  onboardingGroup: (id: string) => `onboarding.groups.${id}`,
  errorHeader: (code: string) => `errorHeaders.${code}`,
  planName: (id: string) => `onboarding.plans.${id}`,
} as const;
