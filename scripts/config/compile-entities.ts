// Entities (config/entities/*.yaml) and route views -> their compiled shape:
// every default applied here, once, so the server, the browser and the rules
// never each guess a default of their own.
import type { CompiledEntity, CompiledField, CompiledGantt, CompiledGrid, CompiledReport, CompiledView } from '../../engine/config/compiled.ts';
import type { EntityFile, FieldDefinition, ViewDefinition } from '../../engine/config/types.generated.ts';

/** Where a compiled entity was declared, for rules and messages. */
export interface EntityOrigin {
  file: string;
}

/** Line of a path inside a file (1 when unknown); the loader passes its locator. */
export type LineOf = (file: string, path: Array<string | number>) => number;

const DEFAULT_MAX_LENGTH: Partial<Record<FieldDefinition['type'], number>> = { string: 200, text: 4000 };
const DEFAULT_SCALE: Partial<Record<FieldDefinition['type'], number>> = { decimal: 4, money: 2, percent: 2 };
const ALL_ACTIONS: CompiledView['actions'] = ['create', 'edit', 'delete', 'import', 'export'];
/** Columns a table shows when its view does not list them. */
const DEFAULT_COLUMN_COUNT = 8;

/** unitCost -> unit_cost; ref fields get an _id suffix. */
export function columnName(field: string, type: FieldDefinition['type']): string | null {
  if (type === 'children') return null;
  const snake = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return type === 'ref' ? `${snake}_id` : snake;
}

export function compileEntity(value: EntityFile, file: string, lineOf: LineOf): CompiledEntity {
  const fields = Object.entries(value.fields).map(([name, def]) => compileField(name, def, lineOf(file, ['fields', name])));
  return {
    id: value.id,
    table: value.table ?? '',
    computed: value.computed ?? false,
    key: [...value.key],
    title: value.title,
    order: value.order ? [...value.order] : [...value.key],
    access: { read: [...value.access.read], write: [...value.access.write] },
    singleton: value.singleton ?? false,
    readOnly: (value.readOnly ?? false) || (value.computed ?? false),
    fields,
    unique: (value.unique ?? []).map((set) => [...set]),
    indexes: (value.indexes ?? []).map((set) => [...set]),
    ...(value.fillFactor !== undefined ? { fillFactor: value.fillFactor } : {}),
    checks: (value.checks ?? []).map((c) => ({ field: c.field, op: c.op, other: c.other })),
    source: file,
  };
}

function compileField(name: string, def: FieldDefinition, line: number): CompiledField {
  const field: CompiledField = {
    name,
    column: def.formula ? null : columnName(name, def.type),
    type: def.type,
    required: def.required ?? false,
    expected: def.expected ?? false,
    unique: def.unique ?? false,
    access: { read: [...(def.access?.read ?? [])], write: [...(def.access?.write ?? [])] },
    readOnly: (def.readOnly ?? false) || def.formula !== undefined,
    line,
  };
  if (def.default !== undefined) field.default = def.default;
  if (def.min !== undefined) field.min = def.min;
  if (def.max !== undefined) field.max = def.max;
  if (def.minLength !== undefined) field.minLength = def.minLength;
  const maxLength = def.maxLength ?? DEFAULT_MAX_LENGTH[def.type];
  if (maxLength !== undefined) field.maxLength = maxLength;
  if (def.pattern !== undefined) field.pattern = def.pattern;
  const scale = def.scale ?? DEFAULT_SCALE[def.type];
  if (scale !== undefined) field.scale = scale;
  if (def.values) field.values = [...def.values];
  if (def.entity) field.entity = def.entity;
  if (def.via) field.via = def.via;
  if (def.formula) field.formula = def.formula;
  if (def.renamedFrom) field.renamedFrom = def.renamedFrom;
  return field;
}

export function compileView(view: ViewDefinition, entities: ReadonlyMap<string, CompiledEntity>): CompiledView {
  const entity = view.entity === undefined ? undefined : entities.get(view.entity);
  const fieldNames = entity?.fields.map((f) => f.name) ?? [];
  const editable = entity?.fields.filter((f) => !f.readOnly).map((f) => f.name) ?? [];
  const compiled: CompiledView = {
    kind: view.kind,
    entity: view.entity ?? '',
    columns: view.columns ? [...view.columns] : defaultColumns(entity),
    filters: [...(view.filters ?? [])],
    where: (view.where ?? []).map((c) => ({ ...c })),
    sort: view.sort ? [...view.sort] : [...(entity?.order ?? [])],
    pageSize: view.pageSize ?? 50,
    form: view.form ? [...view.form] : editable,
    detail: view.detail ? [...view.detail] : fieldNames,
    actions: view.actions ? [...view.actions] : entity?.readOnly ? ['export'] : [...ALL_ACTIONS],
    card: [...(view.card ?? [])],
    singleton: view.singleton ?? false,
  };
  for (const key of ['parent', 'date', 'start', 'end', 'color', 'lane'] as const) {
    if (view[key] !== undefined) compiled[key] = view[key];
  }
  if (view.kind === 'calendar' || view.kind === 'board' || view.kind === 'gantt' || view.label !== undefined) compiled.label = view.label ?? entity?.title;
  if (view.kind === 'report') compiled.report = compileReport(view);
  if (view.kind === 'grid' && view.grid) compiled.grid = compileGrid(view.grid, view.entity ?? '');
  if (view.kind === 'gantt') compiled.gantt = compileGantt(view);
  if (view.leaves) {
    const leaf = entities.get(view.leaves.entity);
    compiled.leaves = {
      entity: view.leaves.entity,
      via: view.leaves.via,
      columns: view.leaves.columns ? [...view.leaves.columns] : leaf ? [...new Set([...leaf.key, leaf.title])] : [],
    };
  }
  return compiled;
}

/** The key, the title, then the next scalar fields, up to DEFAULT_COLUMN_COUNT. */
function defaultColumns(entity: CompiledEntity | undefined): string[] {
  if (!entity) return [];
  const columns = [...new Set([...entity.key, entity.title])];
  for (const field of entity.fields) {
    if (columns.length >= DEFAULT_COLUMN_COUNT) break;
    if (field.type === 'children' || field.type === 'text' || columns.includes(field.name)) continue;
    columns.push(field.name);
  }
  return columns;
}

function compileReport(view: ViewDefinition): CompiledReport {
  const measures = (view.measures ?? []).map((m) => ({
    id: m.id,
    ...(m.entity ? { entity: m.entity } : {}),
    ...(m.field ? { field: m.field } : {}),
    agg: m.agg ?? 'sum',
    where: (m.where ?? []).map((c) => ({ ...c })),
    ...(m.formula ? { formula: m.formula } : {}),
    format: m.format ?? 'number',
  }));
  const entityIds = [...new Set(measures.flatMap((m) => (m.entity ? [m.entity] : [])))];
  const dimensions = (view.dimensions ?? []).map((d) => ({
    id: d.id,
    // One path for every entity unless paths names it per entity.
    paths: Object.fromEntries(entityIds.flatMap((e) => {
      const path = d.paths?.[e] ?? d.path;
      return path ? [[e, path]] : [];
    })),
    ...(d.grain ? { grain: d.grain } : {}),
  }));
  const report: CompiledReport = { measures, dimensions, group: view.group ? [...view.group] : dimensions.slice(0, 1).map((d) => d.id) };
  if (view.pivot) report.pivot = view.pivot;
  if (view.chart) report.chart = { kind: view.chart.kind, y: [...(view.chart.y ?? measures.slice(0, 1).map((m) => m.id))], ...(view.chart.x ? { x: view.chart.x } : {}), ...(view.chart.series ? { series: view.chart.series } : {}) };
  if (view.limit) report.limit = view.limit;
  return report;
}

/** A gantt's lanes, due date, layout, scheduler and load (the report view it reads over capacity from). */
function compileGantt(view: ViewDefinition): CompiledGantt {
  const gantt: CompiledGantt = { resource: view.resource ?? '', layout: view.layout ?? 'timeline' };
  if (view.due) gantt.due = view.due;
  if (view.scheduler) gantt.scheduler = view.scheduler;
  if (view.load) gantt.load = { route: view.load.route, view: view.load.view ?? 0, resource: view.load.resource, period: view.load.period, measure: view.load.measure };
  return gantt;
}

/** Measures default to the view's entity, a sum, no shift, the grid's own period field. */
function compileGrid(grid: NonNullable<ViewDefinition['grid']>, entity: string): CompiledGrid {
  const compiled: CompiledGrid = {
    period: grid.period,
    leaves: [...grid.leaves],
    hierarchies: grid.hierarchies.map((h) => ({ id: h.id, levels: [...h.levels] })),
    measures: grid.measures.map((m) => ({
      id: m.id,
      entity: m.formula !== undefined ? '' : m.entity ?? entity,
      ...(m.field ? { field: m.field } : {}),
      agg: m.agg ?? 'sum',
      where: (m.where ?? []).map((c) => ({ ...c })),
      period: m.period ?? grid.period,
      shift: m.shift ?? 0,
      ...(m.formula !== undefined ? { formula: m.formula } : {}),
      format: m.format ?? 'number',
    })),
    edit: grid.edit,
    baseline: grid.baseline,
    buckets: { past: grid.buckets?.past ?? 12, future: grid.buckets?.future ?? 18, ...(grid.buckets?.scopeYear ? { scopeYear: grid.buckets.scopeYear } : {}) },
  };
  if (grid.scope) compiled.scope = grid.scope;
  if (grid.comments) compiled.comments = grid.comments;
  if (grid.frozen) {
    const { from, months } = grid.frozen;
    compiled.frozen = {
      months: typeof months === 'number' ? months : { entity: months.entity, field: months.field },
      ...(from ? { from: { entity: from.entity, field: from.field, where: (from.where ?? []).map((c) => ({ ...c })) } } : {}),
    };
  }
  return compiled;
}
