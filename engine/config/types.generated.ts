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

export type EntityId = string;

export type FieldName = string;

/**
 * @minItems 1
 */
export type FeatureList = [FeatureId, ...FeatureId[]];

/**
 * string (one line), text (several lines), integer, decimal, money (2 decimals), percent (e.g. 12.5 for 12.5%), boolean, date (YYYY-MM-DD), month (YYYY-MM), enum (one of values), ref (a row of entity), children (rows of entity whose field `via` points here).
 */
export type FieldType =
  | 'string'
  | 'text'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'percent'
  | 'boolean'
  | 'date'
  | 'month'
  | 'enum'
  | 'ref'
  | 'children';

export interface FieldDefinition {
  type: FieldType;
  required?: boolean;
  /**
   * Should be filled, though not required: rows without it are counted as data-quality problems on the status page.
   */
  expected?: boolean;
  /**
   * Unique per company.
   */
  unique?: boolean;
  /**
   * Value given to new rows when none is sent (for dates: today, or a YYYY-MM-DD).
   */
  default?: string | number | boolean;
  /**
   * Smallest value (numbers).
   */
  min?: number;
  /**
   * Largest value (numbers).
   */
  max?: number;
  minLength?: number;
  /**
   * Longest text; default 200 for string, 4000 for text.
   */
  maxLength?: number;
  /**
   * string: a regular expression the whole value must match (e.g. ^[A-Z]{5}$ for a port code); say what it means in the field's help text, which the error shows.
   */
  pattern?: string;
  /**
   * Decimals kept (decimal: default 4).
   */
  scale?: number;
  /**
   * enum: the allowed values (kebab-case), each translated under entities.<id>.fields.<field>.values.<value>.
   *
   * @minItems 1
   */
  values?: [string, ...string[]];
  /**
   * ref / children: the other entity.
   */
  entity?: EntityId;
  /**
   * children: the ref field of the child entity that points at this entity.
   */
  via?: FieldName;
  access?: FieldAccess;
  /**
   * Never sent by forms or imports (set by the server or computations).
   */
  readOnly?: boolean;
  /**
   * A computed number (the field is then read-only): + - * / and parentheses over this row's number fields, ref.field one hop away, aggregates over a children field (sum(lines.quantity * lines.product.unitVolume), count(lines), min, max, avg) and coalesce, round, abs, greatest, least. Example: sum(lines.quantity * lines.product.unitVolume) / capacityVolume * 100.
   */
  formula?: string;
  /**
   * The field's previous name: its column is renamed, its data kept.
   */
  renamedFrom?: FieldName;
}

/**
 * Field-level access for sensitive fields (unit cost...), on top of the entity's.
 */
export interface FieldAccess {
  /**
   * Also needed (level read) to see, export, filter or sort by this field.
   */
  read?: FeatureList;
  /**
   * Also needed (level write) to change this field.
   */
  write?: FeatureList;
}

/**
 * config/entities/<id>.yaml: one business entity, stored in its own table (data_<table>) scoped to the company. Labels are translated under entities.<id>.name / .plural / fields.<field>.label (and .help, optional) / fields.<field>.values.<value> for enums.
 */
export interface EntityFile {
  /**
   * Unique kebab-case id, equal to the file name; the translation prefix entities.<id>.
   */
  id: EntityId;
  /**
   * Stable SQL table name (snake_case); the table is data_<table>. Never change it once data exists: rename the entity id instead. Every entity but a computed one needs it.
   */
  table?: string;
  /**
   * Rows come from a computation the server registers under this entity's id (server/data-engine/computed/<id>.ts), not from a table: read-only, no table, listed, filtered, exported and reported like any entity.
   */
  computed?: boolean;
  /**
   * Business key: unique per company; imports upsert on it and files refer to rows by it.
   *
   * @minItems 1
   * @maxItems 4
   */
  key:
    | [FieldName]
    | [FieldName, FieldName]
    | [FieldName, FieldName, FieldName]
    | [FieldName, FieldName, FieldName, FieldName];
  /**
   * The field that names a row in references, selects and titles.
   */
  title: FieldName;
  /**
   * Default sort: field names, '-' first for descending (e.g. [-date, code]). Default: the key.
   *
   * @minItems 1
   */
  order?: [string, ...string[]];
  access: EntityAccess;
  /**
   * At most one row per company (company settings-like data).
   */
  singleton?: boolean;
  /**
   * No writes through the data API (rows come from imports of other systems or computations).
   */
  readOnly?: boolean;
  /**
   * Field name (camelCase; column snake_case) -> definition, in form order.
   */
  fields: {
    [k: string]: FieldDefinition;
  };
  /**
   * Further sets of fields unique together per company (the key is always unique).
   */
  unique?: [FieldName, ...FieldName[]][];
  /**
   * Extra indexes (fields shown in table views, keys and references get one anyway).
   */
  indexes?: [FieldName, ...FieldName[]][];
  /**
   * Percent of each table page filled by inserts (PostgreSQL's fillfactor; 100 when absent). Leave room (e.g. 70) on a table whose rows are updated in bulk, so an update can stay on its page and skip the indexes (a HOT update). Applies to pages written from then on.
   */
  fillFactor?: number;
  /**
   * Comparisons between two fields of a row (e.g. endDate >= startDate, toUnit != fromUnit); skipped when either is empty.
   */
  checks?: EntityCheck[];
}

export interface EntityAccess {
  /**
   * Features needed at level read to list, get, count and export rows.
   */
  read: FeatureList;
  /**
   * Features needed at level write to create, update, delete and import rows.
   */
  write: FeatureList;
}

export interface EntityCheck {
  field: FieldName;
  op: '<' | '<=' | '>' | '>=' | '!=';
  other: FieldName;
}

/**
 * A field of the view's entity, or ref.field for a field of a referenced row (one hop).
 */
export type FieldPath = string;

export interface ViewCondition {
  field: FieldPath;
  op: 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'contains' | 'between' | 'null';
  /**
   * A value of the field's type; a list for in and between; true/false for null. Dates may be relative: today, today-6m, today+3m, today-30d.
   */
  value?: string | number | boolean | (string | number | boolean)[];
}

/**
 * table (paged, sorted, filtered list with a record drawer), form (create, or edit the company's only row of a singleton), detail (read-only record), tree (a self-referencing hierarchy), calendar (rows on a month grid by date), board (cards in lanes of an enum field), audit (the log of every change made through the data API, filtered by entity, user and date; no entity), status (rows, last change and last import of every entity the user may read, and rows missing an expected field; no entity), report (measures of one or more entities grouped by dimensions: a chart, a table with totals, filters and export, computed in one SQL query; no entity), grid (the planning grid: rows are hierarchy levels expandable to leaves, columns monthly buckets, measures of the entity and of others; the edited measure can be changed at any level, spread to the leaves).
 */
export type ViewKind =
  | 'table'
  | 'form'
  | 'detail'
  | 'tree'
  | 'calendar'
  | 'board'
  | 'audit'
  | 'status'
  | 'report'
  | 'grid'
  | 'gantt';

export interface ViewDefinition {
  kind: ViewKind;
  /**
   * The entity shown; every kind but audit and status needs one.
   */
  entity?: EntityId;
  /**
   * table: the columns, in order (default: key, title and the next fields up to 8). Users may hide them. gantt: the fields of a bar's details and of the sequence list.
   *
   * @minItems 1
   */
  columns?: [FieldPath, ...FieldPath[]];
  /**
   * Fields offered as filters (text: contains; enum: any of; date/month: range; ref: any of; numbers: range; boolean: yes/no).
   */
  filters?: FieldPath[];
  /**
   * Fixed conditions every row of the view meets (enforced on the server).
   */
  where?: ViewCondition[];
  /**
   * Default sort; default: the entity's order.
   *
   * @minItems 1
   */
  sort?: [string, ...string[]];
  pageSize?: number;
  /**
   * Fields of the create and edit form, in order (default: every field that is not readOnly).
   *
   * @minItems 1
   */
  form?: [FieldName, ...FieldName[]];
  /**
   * Fields of the read-only record view (default: every field).
   *
   * @minItems 1
   */
  detail?: [FieldName, ...FieldName[]];
  /**
   * What the view offers (default: all); each still needs the entity's write (read for export) access.
   */
  actions?: ('create' | 'edit' | 'delete' | 'import' | 'export')[];
  /**
   * tree: the ref field pointing at the parent row (same entity).
   */
  parent?: FieldName;
  leaves?: TreeLeaves;
  /**
   * calendar: the date field of one-day rows.
   */
  date?: FieldName;
  /**
   * calendar: the first day of rows that span days. gantt: the start of a bar (a date, or a string holding YYYY-MM-DDTHH:mm).
   */
  start?: FieldName;
  /**
   * calendar: the last day of rows that span days. gantt: the end of a bar (a date, or a string holding YYYY-MM-DDTHH:mm).
   */
  end?: FieldName;
  /**
   * calendar, board and gantt: the text of an entry (default: the entity title).
   */
  label?: FieldName;
  /**
   * calendar and gantt: an enum or ref field whose value chooses the entry colour.
   */
  color?: FieldName;
  /**
   * gantt: the ref field whose rows are the lanes (e.g. line); every row of its entity gets a lane.
   */
  resource?: FieldName;
  /**
   * gantt: a date field; a bar ending after that day is late.
   */
  due?: FieldName;
  /**
   * gantt: timeline draws the lanes in time; sequence lists one lane's rows in run order (columns) with the scheduler's sequencing action.
   */
  layout?: 'timeline' | 'sequence';
  /**
   * gantt: the server's scheduler of this entity (POST /api/<scheduler>/sequence/preview, /sequence, /orders/:id/move): sequencing a lane, and moving a bar when the user may.
   */
  scheduler?: string;
  load?: GanttLoad;
  /**
   * board: the enum field whose values are the lanes; dragging a card changes it.
   */
  lane?: FieldName;
  /**
   * board: fields shown on each card under its label.
   */
  card?: FieldPath[];
  /**
   * form: edit the company's only row of a singleton entity.
   */
  singleton?: boolean;
  /**
   * report: the numbers shown; each is translated under reports.<routeId>.measures.<id>.
   *
   * @minItems 1
   */
  measures?: [ReportMeasure, ...ReportMeasure[]];
  /**
   * report: what the numbers can be grouped and filtered by.
   *
   * @minItems 1
   */
  dimensions?: [ReportDimension, ...ReportDimension[]];
  /**
   * report: the dimensions of the table's rows by default (users may change it).
   */
  group?: FieldName[];
  /**
   * report: a dimension spread into columns (e.g. month).
   */
  pivot?: FieldName;
  chart?: ReportChart;
  /**
   * report: show only the first rows in the sort order (a top N).
   */
  limit?: number;
  /**
   * grid: what the planning grid edits and shows.
   */
  grid?: GridDefinition;
}

/**
 * tree: rows of another entity listed under each node (e.g. products under their family).
 */
export interface TreeLeaves {
  entity: EntityId;
  via: FieldName;
  /**
   * @minItems 1
   */
  columns?: [FieldName, ...FieldName[]];
}

/**
 * gantt: marks each lane's months over capacity, read from a report view (as the user may see it).
 */
export interface GanttLoad {
  /**
   * A route with a report view.
   */
  route: string;
  /**
   * The report view's index in that route.
   */
  view?: number;
  /**
   * The report's dimension that holds the lane (the same rows as the gantt's resource).
   */
  resource: FieldName;
  /**
   * The report's dimension by month.
   */
  period: FieldName;
  /**
   * A percent measure: above 100 the lane's month is over capacity.
   */
  measure: FieldName;
}

/**
 * report: the chart above the table.
 */
export interface ReportChart {
  kind: 'line' | 'bar' | 'stacked' | 'pie' | 'heatmap' | 'scatter';
  /**
   * The dimension along the x axis (pie: the slices; heatmap: the columns).
   */
  x?: FieldName;
  /**
   * Measures drawn (scatter: two, x and y).
   *
   * @minItems 1
   */
  y?: [FieldName, ...FieldName[]];
  /**
   * A dimension splitting the lines or bars (heatmap: the rows).
   */
  series?: FieldName;
}

export interface ReportMeasure {
  id: FieldName;
  /**
   * The entity whose rows are aggregated (not with formula).
   */
  entity?: EntityId;
  /**
   * The number field aggregated (omit for count).
   */
  field?: FieldPath;
  agg?: 'sum' | 'avg' | 'min' | 'max' | 'count' | 'countDistinct';
  /**
   * Conditions on this measure's rows only.
   */
  where?: ViewCondition[];
  /**
   * A measure computed from the others after grouping: + - * / over measure ids (e.g. (forecast - sales) / sales * 100); a division by zero gives an empty cell.
   */
  formula?: string;
  format?: 'number' | 'integer' | 'money' | 'percent';
}

export interface GridDefinition {
  /**
   * The month field of the view's entity: the grid's columns.
   */
  period: FieldName;
  /**
   * The ref fields that, with the period (and the scope), identify one row of the entity (e.g. [product, customer]): an edit is spread to those rows.
   *
   * @minItems 1
   */
  leaves: [FieldName, ...FieldName[]];
  /**
   * A ref field fixed for the whole grid, picked by the user (e.g. the budget version): every row read and written has it.
   */
  scope?: FieldName;
  /**
   * The row hierarchies the user picks from; each is translated under grids.<routeId>.hierarchies.<id>.
   *
   * @minItems 1
   */
  hierarchies: [GridHierarchy, ...GridHierarchy[]];
  /**
   * The numbers shown for each row and month, in order; each is translated under grids.<routeId>.measures.<id>.
   *
   * @minItems 1
   */
  measures: [GridMeasure, ...GridMeasure[]];
  /**
   * The measure users change: a writable number field of the view's entity.
   */
  edit: FieldName;
  /**
   * The measure an edit of a parent row is spread by: each leaf gets a share in proportion to its baseline (an equal share when they are all zero).
   */
  baseline: FieldName;
  buckets?: GridBuckets;
  frozen?: GridFrozen;
  /**
   * The entity comments on cells are kept in: it has the fields row (string), month (month), measure (string) and text (text); its access decides who reads and writes them.
   */
  comments?: EntityId;
}

/**
 * The monthly columns shown by default; users may widen or narrow them.
 */
export interface GridBuckets {
  /**
   * Months before the current one.
   */
  past?: number;
  /**
   * The current month and the ones after it.
   */
  future?: number;
  /**
   * With a scope: an integer field of the scope's row (e.g. the budget version's year) whose twelve months are the columns instead.
   */
  scopeYear?: FieldName;
}

export interface GridHierarchy {
  id: FieldName;
  /**
   * From the top level down: paths of the entity starting at one of its leaves (product.family.parent.parent, product.family.parent, product.family, product).
   *
   * @minItems 1
   */
  levels: [string, ...string[]];
}

export interface GridMeasure {
  id: FieldName;
  /**
   * Another entity whose rows are aggregated (default: the view's entity). It needs the period field and reaches the hierarchies' levels by the same paths; in a hierarchy it cannot reach, the measure shows empty.
   */
  entity?: EntityId;
  /**
   * The number field aggregated (omit for count).
   */
  field?: string;
  agg?: 'sum' | 'avg' | 'min' | 'max' | 'count';
  /**
   * Conditions on this measure's rows only (e.g. the budget's version.status eq approved).
   */
  where?: ViewCondition[];
  /**
   * The month field of the measure's entity when it is not named like the grid's period.
   */
  period?: FieldName;
  /**
   * Show the value of this many months earlier: 12 is last year's.
   */
  shift?: number;
  /**
   * Computed from the other measures of the same row and month: + - * / over measure ids (e.g. (consensus - lastYear) / lastYear * 100).
   */
  formula?: string;
  format?: 'number' | 'integer' | 'money' | 'percent';
}

/**
 * Months no one may edit; an edit there is refused with its reason and nothing changes.
 */
export interface GridFrozen {
  from?: GridFrozenFrom;
  /**
   * How many months from the start are frozen: a number, or an integer field of a singleton entity (e.g. forecast-settings.frozenMonths). Earlier months are frozen too.
   */
  months: number | GridFrozenMonths;
}

/**
 * The month the frozen window starts at: the latest value of this month field among the rows that meet where (e.g. the open S&OP cycle); the current month when there is none.
 */
export interface GridFrozenFrom {
  entity: EntityId;
  field: FieldName;
  where?: ViewCondition[];
}

export interface GridFrozenMonths {
  entity: EntityId;
  field: FieldName;
}

/**
 * Translated under reports.<routeId>.dimensions.<id> when present, else the label of the field it groups by.
 */
export interface ReportDimension {
  id: FieldName;
  /**
   * The field grouped by, the same in every entity of the report (up to two refs away: product.family.parent).
   */
  path?: string;
  /**
   * The field per entity when it differs (entity id -> path).
   */
  paths?: {
    [k: string]: string;
  };
  /**
   * Date and month fields: group by month, quarter or year.
   */
  grain?: 'month' | 'quarter' | 'year';
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
   * Page component that renders the route: a file src/pages/<page>.tsx. Omit it when the route declares views (the engine renders them).
   */
  page?: string;
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
  /**
   * What the page shows, rendered by the engine from the entities (no page component needed). Several views show as tabs.
   *
   * @minItems 1
   * @maxItems 6
   */
  views?:
    | [ViewDefinition]
    | [ViewDefinition, ViewDefinition]
    | [ViewDefinition, ViewDefinition, ViewDefinition]
    | [ViewDefinition, ViewDefinition, ViewDefinition, ViewDefinition]
    | [ViewDefinition, ViewDefinition, ViewDefinition, ViewDefinition, ViewDefinition]
    | [ViewDefinition, ViewDefinition, ViewDefinition, ViewDefinition, ViewDefinition, ViewDefinition];
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

export interface TranslationNode {
  [k: string]: string | string[] | TranslationNode;
}

/**
 * config/i18n/<lang>.yaml: nested keys to translated strings (or lists of strings for keywords). Placeholders use {{name}}.
 */
export type TranslationFile = TranslationNode;
