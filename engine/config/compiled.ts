// The compiled config: every YAML file of config/ merged into one object with
// defaults applied. It is what the browser (through the Vite plugin's virtual
// module) and the server (through the loader at start-up) both read, so the
// menus and the API apply the same rules. Translations are not in here: they
// are compiled to /assets/i18n/<lang>.json and loaded per language.
import type {
  AccessLevel,
  AppConfig,
  EntityCheck,
  ErrorCodeDefinition,
  FeatureDefinition,
  LanguageCode,
  OnboardingConfig,
  PluginDefinition,
  RoleDefinition,
  RouteDefinition,
  SectionDefinition,
  FieldType,
  ViewCondition,
  ViewKind,
} from './types.generated';

export type { LanguageCode, AccessLevel, FieldType, ViewCondition, ViewKind, EntityCheck };

/** A field of an entity with its defaults applied (config/entities/<id>.yaml fields.<name>). */
export interface CompiledField {
  name: string;
  /** SQL column: the name in snake_case (ref fields: <name>_id). Children and formulas have none. */
  column: string | null;
  type: FieldType;
  required: boolean;
  /** Not required, but rows without it are data-quality problems (status page). */
  expected: boolean;
  unique: boolean;
  default?: string | number | boolean;
  min?: number;
  max?: number;
  minLength?: number;
  /** Applied for string (200) and text (4000). */
  maxLength?: number;
  /** string: a regular expression the whole value must match. */
  pattern?: string;
  /** Decimals kept: decimal 4, money 2, percent 2 unless declared. */
  scale?: number;
  values?: string[];
  /** ref / children: the other entity. */
  entity?: string;
  /** children: the child's ref field that points here. */
  via?: string;
  /** Features needed on top of the entity's (empty: none). */
  access: { read: string[]; write: string[] };
  readOnly: boolean;
  /** A computed number (engine/data/formula.ts); such a field is readOnly and has no column. */
  formula?: string;
  renamedFrom?: string;
  /** 1-based line of the field in its file, for messages of the server's schema sync. */
  line: number;
}

/** An entity: one table per company-scoped business object. */
export interface CompiledEntity {
  id: string;
  /** The declared table name; the SQL table is data_<table>. '' for a computed entity. */
  table: string;
  /** Rows come from a computation the server registers under the entity id (no table, read-only). */
  computed: boolean;
  key: string[];
  title: string;
  /** Default sort, '-' first for descending. */
  order: string[];
  access: { read: string[]; write: string[] };
  singleton: boolean;
  readOnly: boolean;
  /** In declaration (form) order. */
  fields: CompiledField[];
  unique: string[][];
  indexes: string[][];
  /** PostgreSQL fillfactor of the table (100 when absent). */
  fillFactor?: number;
  checks: EntityCheck[];
  source: string;
}

/** A view of a route with its defaults applied (routes/*.yaml views[]). */
export interface CompiledView {
  kind: ViewKind;
  /** '' for the kinds that show no single entity (audit, status). */
  entity: string;
  columns: string[];
  filters: string[];
  where: ViewCondition[];
  sort: string[];
  pageSize: number;
  form: string[];
  detail: string[];
  actions: Array<'create' | 'edit' | 'delete' | 'import' | 'export'>;
  parent?: string;
  leaves?: { entity: string; via: string; columns: string[] };
  date?: string;
  start?: string;
  end?: string;
  label?: string;
  color?: string;
  lane?: string;
  card: string[];
  singleton: boolean;
  /** kind report only. */
  report?: CompiledReport;
  /** kind grid only. */
  grid?: CompiledGrid;
  /** kind gantt only. */
  gantt?: CompiledGantt;
}

/** Bars of rows on lanes in time (kind gantt); start, end, label and color are the view's own. */
export interface CompiledGantt {
  /** The ref field whose rows are the lanes. */
  resource: string;
  /** A date field: a bar ending after that day is late. */
  due?: string;
  layout: 'timeline' | 'sequence';
  /** The server scheduler (POST /api/<scheduler>/...). */
  scheduler?: string;
  /** Months over capacity per lane, read from a report view. */
  load?: { route: string; view: number; resource: string; period: string; measure: string };
}

export type ReportAggregate = 'sum' | 'avg' | 'min' | 'max' | 'count' | 'countDistinct';
export type ReportFormat = 'number' | 'integer' | 'money' | 'percent';

/** A number of a report: an aggregate of one entity's rows, or a formula over other measures. */
export interface CompiledMeasure {
  id: string;
  entity?: string;
  field?: string;
  agg: ReportAggregate;
  where: ViewCondition[];
  formula?: string;
  format: ReportFormat;
}

export interface CompiledDimension {
  id: string;
  /** entity id -> the path grouped by in that entity's rows, for every entity the report's measures use. */
  paths: Record<string, string>;
  grain?: 'month' | 'quarter' | 'year';
}

export interface CompiledReport {
  measures: CompiledMeasure[];
  dimensions: CompiledDimension[];
  group: string[];
  pivot?: string;
  chart?: { kind: 'line' | 'bar' | 'stacked' | 'pie' | 'heatmap' | 'scatter'; x?: string; y: string[]; series?: string };
  limit?: number;
}

/** A number of a planning grid: an aggregate of the grid's entity or another one, or a formula over other measures. */
export interface CompiledGridMeasure {
  id: string;
  /** The entity aggregated: the view's entity unless the measure names another. '' for formulas. */
  entity: string;
  field?: string;
  agg: 'sum' | 'avg' | 'min' | 'max' | 'count';
  where: ViewCondition[];
  /** The month field of the measure's entity. */
  period: string;
  /** Months earlier the value comes from (12: last year's); 0 for none. */
  shift: number;
  formula?: string;
  format: ReportFormat;
}

/** What the user may choose the rows by: levels from the top down, paths of the grid's entity. */
export interface CompiledGridHierarchy {
  id: string;
  levels: string[];
}

/** The planning grid (kind grid): the entity edited, its rows, columns and measures. */
export interface CompiledGrid {
  period: string;
  /** Ref fields that, with the period and the scope, identify one row of the entity. */
  leaves: string[];
  scope?: string;
  hierarchies: CompiledGridHierarchy[];
  measures: CompiledGridMeasure[];
  /** The measure users change (a writable number field of the entity). */
  edit: string;
  /** The measure an edit is spread by. */
  baseline: string;
  /** Months before the current one and from it on; with scopeYear, the scope row's year instead. */
  buckets: { past: number; future: number; scopeYear?: string };
  /** Months before `from` + `months` cannot be edited; no frozen: every month can. */
  frozen?: {
    from?: { entity: string; field: string; where: ViewCondition[] };
    months: number | { entity: string; field: string };
  };
  comments?: string;
}

/** A route with every default applied and its section filled in from its file. */
export interface CompiledRoute {
  id: string;
  path: string;
  /** Page component of src/pages; null when the engine renders the route's views. */
  page: string | null;
  /** What the engine renders (empty for routes with a page component). */
  views: CompiledView[];
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
  /** Every entity of config/entities, sorted by id. */
  entities: CompiledEntity[];
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
  /** A tab's name on a route with several views (engine/data/tab-names.ts). */
  routeView: (id: string, index: number) => `routes.${id}.views.${index}`,
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
  entityName: (id: string) => `entities.${id}.name`,
  entityPlural: (id: string) => `entities.${id}.plural`,
  fieldLabel: (entity: string, field: string) => `entities.${entity}.fields.${field}.label`,
  /** Optional: a help text under the field. */
  fieldHelp: (entity: string, field: string) => `entities.${entity}.fields.${field}.help`,
  reportMeasure: (route: string, measure: string) => `reports.${route}.measures.${measure}`,
  /** Optional: else the label of the field the dimension groups by. */
  reportDimension: (route: string, dimension: string) => `reports.${route}.dimensions.${dimension}`,
  enumValue: (entity: string, field: string, value: string) => `entities.${entity}.fields.${field}.values.${value}`,
  gridMeasure: (route: string, measure: string) => `grids.${route}.measures.${measure}`,
  gridHierarchy: (route: string, hierarchy: string) => `grids.${route}.hierarchies.${hierarchy}`,
  /** A level of the grid's hierarchies, by its path with dots as dashes (product.family -> product-family). */
  gridLevel: (route: string, path: string) => `grids.${route}.levels.${path.replace(/\./g, '-')}`,
} as const;
