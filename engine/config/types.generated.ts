// GENERATED FILE - DO NOT EDIT. Source: schemas/*.schema.json. Regenerate with `npm run config:build`.
/* eslint-disable */

/**
 * A bundled interface language.
 */
export type LanguageCode = 'es' | 'ca' | 'en' | 'it' | 'fr';

/**
 * An icon the engine knows how to draw (see engine/shell/icons.tsx).
 */
export type IconName =
  | 'crown'
  | 'shield'
  | 'user'
  | 'users'
  | 'eye'
  | 'chart-line'
  | 'chart-bar'
  | 'chart-pie'
  | 'report'
  | 'calendar'
  | 'truck'
  | 'ship'
  | 'container'
  | 'building-factory'
  | 'package'
  | 'box'
  | 'tags'
  | 'coin'
  | 'receipt'
  | 'shopping-cart'
  | 'settings'
  | 'adjustments'
  | 'database'
  | 'hierarchy'
  | 'world'
  | 'anchor'
  | 'file-text'
  | 'puzzle'
  | 'lock'
  | 'star'
  | 'clock'
  | 'list'
  | 'map-pin'
  | 'bolt'
  | 'stack'
  | 'tools'
  | 'briefcase'
  | 'target'
  | 'home'
  | 'arrows-exchange';

/**
 * A feature id declared in features.yaml (UPPER_SNAKE_CASE).
 */
export type FeatureId = string;

/**
 * A plugin id declared in plugins.yaml (UPPER_SNAKE_CASE).
 */
export type PluginId = string;

/**
 * A section, sub-section or group id declared in sections.yaml (UPPER_SNAKE_CASE).
 */
export type IndexNodeId = string;

/**
 * read lets a user open a page; write also lets them change its data.
 */
export type AccessLevel = 'read' | 'write';

/**
 * A role number declared in roles.yaml.
 */
export type RoleId = number;

/**
 * A route path without a leading slash, e.g. forecasts/review or dimensions/:id.
 */
export type RoutePath = string;

/**
 * config/app.yaml: product identity, languages and every business constant.
 */
export interface AppConfig {
  /**
   * Brand name shown in the header and as the fallback page title (not translated).
   */
  productName: string;
  languages: {
    default: LanguageCode;
    /**
     * @minItems 1
     */
    bundled: [LanguageCode, ...LanguageCode[]];
  };
  /**
   * Where the shell sends users.
   */
  paths: {
    home: RoutePath;
    login: RoutePath;
  };
  favorites: {
    /**
     * Most favourites a user may keep (specification: 12).
     */
    max: number;
    /**
     * Favourites a new user starts with.
     */
    defaults: RoutePath[];
  };
  session: {
    /**
     * How often the client checks the session (specification: 3,000,000 ms = 50 minutes).
     */
    checkIntervalMs: number;
    /**
     * How long a signed token stays valid.
     */
    tokenLifetimeMs: number;
  };
  logs: {
    /**
     * A log notification disappears after this long (specification: 5500 ms).
     */
    lifetimeMs: number;
    /**
     * How long the copy button shows its copied state (specification: 1000 ms).
     */
    copiedIndicatorMs: number;
  };
  searcher: {
    width: string;
    /**
     * Pixels.
     */
    maxWidth: number;
    maxHeight: string;
    /**
     * Pixels from the top of the window.
     */
    top: number;
    /**
     * Most results rendered at once; keeps typing fast with thousands of routes.
     */
    resultLimit: number;
  };
  index: {
    columns: number;
  };
  layout: {
    /**
     * Pixels taken by the onboarding header.
     */
    contentOffsetOnboarding: number;
    /**
     * Pixels taken by the header and the menu bar.
     */
    contentOffsetAuthenticated: number;
  };
  forbidden: {
    /**
     * How many background images the forbidden page picks from at random.
     */
    backgrounds: number;
  };
  onboardingUi: {
    alertMaxWidth: string;
    /**
     * Milliseconds between speed-dial actions appearing.
     */
    speedDialTransitionDelay: number;
  };
}

/**
 * config/roles.yaml: role numbers and what each grants. Names are translated under roles.<key>.
 */
export interface RolesConfig {
  /**
   * @minItems 1
   */
  roles: [RoleDefinition, ...RoleDefinition[]];
}

export interface RoleDefinition {
  id: RoleId;
  /**
   * camelCase key; the translated name lives at roles.<key>.
   */
  key: string;
  icon: IconName;
  /**
   * Feature id -> level granted. The key "*" grants every feature at that level.
   */
  grants: {
    [k: string]: AccessLevel;
  };
  /**
   * Shows HTTP errors with status 0 (server unreachable) in the logs viewer (specification: role 0 only).
   */
  seesNetworkErrors?: boolean;
}

/**
 * config/features.yaml: every feature a route can require. Names are translated under features.<ID>.
 */
export interface FeaturesConfig {
  /**
   * @minItems 1
   */
  features: [FeatureDefinition, ...FeatureDefinition[]];
}

export interface FeatureDefinition {
  id: FeatureId;
  /**
   * Levels this feature knows; a page that can edit declares [read, write].
   *
   * @minItems 1
   */
  levels?: [AccessLevel, ...AccessLevel[]];
}

/**
 * config/plugins.yaml: the marketplace catalogue. Name and description are translated under plugins.<ID>.name / .description, categories under pluginCategories.<id>.
 */
export interface PluginsConfig {
  /**
   * @minItems 1
   */
  categories: [string, ...string[]];
  /**
   * @minItems 1
   */
  plugins: [PluginDefinition, ...PluginDefinition[]];
}

export interface PluginDefinition {
  id: PluginId;
  /**
   * One of categories.
   */
  category: string;
  icon: IconName;
  /**
   * Features available only while this plugin is active for the company.
   */
  unlocks: FeatureId[];
}

/**
 * config/sections.yaml: the section index. Every id is global and translated under index.<ID>.
 */
export interface SectionsConfig {
  /**
   * @minItems 1
   */
  sections: [SectionDefinition, ...SectionDefinition[]];
}

export interface SectionDefinition {
  id: IndexNodeId;
  /**
   * Index column, 1 to index.columns of app.yaml.
   */
  column: number;
  icon: IconName;
  /**
   * @minItems 1
   */
  subSections: [SubSectionDefinition, ...SubSectionDefinition[]];
}

export interface SubSectionDefinition {
  id: IndexNodeId;
  groups?: IndexNodeId[];
}

/**
 * config/routes/<section>.yaml: the routes of one index section. Title, description and keywords are translated under routes.<id>.title / .description / .keywords.
 */
export interface RoutesFile {
  /**
   * The index section these routes are listed under; omit for routes outside the index (auth, profile...).
   */
  section?: IndexNodeId;
  /**
   * @minItems 1
   */
  routes: [RouteDefinition, ...RouteDefinition[]];
}

export interface RouteDefinition {
  /**
   * Unique kebab-case id; the translation key prefix routes.<id>.
   */
  id: string;
  path: RoutePath;
  /**
   * Page component that renders the route: a file src/pages/<page>.tsx.
   */
  page: string;
  /**
   * Shown as a link in the menu bar.
   */
  menu?: boolean;
  /**
   * A disabled route is declared but never routed, listed or searched.
   */
  enabled?: boolean;
  /**
   * Reachable without signing in (the auth pages).
   */
  public?: boolean;
  /**
   * A dynamic route (path with :id) listed once per dimension or per custom report of the user.
   */
  expand?: 'dimensions' | 'customReports';
  permissions?: RoutePermissions;
  /**
   * Placement in the section index (section comes from the file); false keeps the route out of the index and the searcher.
   */
  index?: false | RouteIndexPlacement;
}

export interface RoutePermissions {
  /**
   * Every one of these features must be granted by one of the user's roles.
   */
  features?: FeatureId[];
  level?: AccessLevel;
  /**
   * Every one of these plugins must be active for the company.
   */
  plugins?: PluginId[];
}

export interface RouteIndexPlacement {
  subSection: IndexNodeId;
  group?: IndexNodeId;
}

/**
 * config/onboarding.yaml: the onboarding wizard. Step texts are translated under onboarding.steps.<key>.title / .subtitle, groups under onboarding.groups.<id>.
 */
export interface OnboardingConfig {
  /**
   * Role given to users invited during onboarding (Administrator).
   */
  inviteRole: RoleId;
  /**
   * @minItems 1
   */
  groups: [OnboardingGroup, ...OnboardingGroup[]];
  /**
   * @minItems 1
   */
  steps: [OnboardingStep, ...OnboardingStep[]];
  help: {
    /**
     * Embedded chat widget; empty shows a message saying no chat is configured.
     */
    chatWidgetUrl: string;
    /**
     * Booking calendar for video calls; empty uses the built-in booking form.
     */
    bookingUrl: string;
    phone: string;
    email: string;
    /**
     * URL of the welcome video, served by the app.
     */
    welcomeVideo: string;
  };
  terms: {
    /**
     * Version recorded when a user accepts the terms of use.
     */
    version: string;
  };
  /**
   * @minItems 1
   */
  plans: [BillingPlan, ...BillingPlan[]];
}

export interface OnboardingGroup {
  id: string;
  /**
   * The group's order in the wizard, from 0 (specification: initial=0 for steps 1-3, initial=1 for steps 4-11).
   */
  initial: number;
}

export interface OnboardingStep {
  /**
   * Step number, 1..N without gaps.
   */
  status: number;
  key: string;
  /**
   * One of groups[].id.
   */
  group: string;
  /**
   * Step content component: a file src/onboarding/<content>.tsx.
   */
  content: string;
  /**
   * The finalize step: it ends the onboarding and is not itself required to finish.
   */
  final?: boolean;
}

export interface BillingPlan {
  id: string;
  monthlyPrice: number;
  currency: string;
  maxUsers: number;
}

/**
 * config/errors.yaml: every ErrorCode the API can answer with, its HTTP status, and the fallback for unknown codes. Headers are translated under errorHeaders.<CODE>.
 */
export interface ErrorsConfig {
  /**
   * Code whose header is used for unknown codes (specification: ALL_OK).
   */
  fallback: string;
  /**
   * @minItems 1
   */
  codes: [ErrorCodeDefinition, ...ErrorCodeDefinition[]];
}

export interface ErrorCodeDefinition {
  code: string;
  /**
   * HTTP status; 0 means the server could not be reached.
   */
  status: number;
}

/**
 * config/i18n/<lang>.yaml: nested keys to translated strings (or lists of strings for keywords). Placeholders use {{name}}.
 */
export interface TranslationFile {
  [k: string]: string | string[] | TranslationNode;
}

export interface TranslationNode {
  [k: string]: string | string[] | TranslationNode;
}
