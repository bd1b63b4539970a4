// A route's views name an entity and its fields; every name must exist and
// suit the view kind (a board's lanes are an enum, a tree's parent points at
// its own entity, a calendar's dates are dates). Caught here, a typo is a
// located message instead of an empty column or a server error.
import type { CompiledEntity, CompiledField, CompiledView } from '../../../engine/config/compiled.ts';
import { didYouMean } from '../did-you-mean.ts';
import type { PathSegment } from '../paths.ts';
import { forEachView, reporter, type Rule } from './rule.ts';

/** View properties and the kinds they belong to. */
const KIND_OF: Record<string, CompiledView['kind'][]> = {
  columns: ['table', 'gantt'],
  sort: ['table'],
  pageSize: ['table'],
  parent: ['tree'],
  leaves: ['tree'],
  date: ['calendar'],
  start: ['calendar', 'gantt'],
  end: ['calendar', 'gantt'],
  color: ['calendar', 'gantt'],
  label: ['calendar', 'board', 'gantt'],
  // Checked further by gantt-views.ts.
  resource: ['gantt'],
  due: ['gantt'],
  layout: ['gantt'],
  scheduler: ['gantt'],
  load: ['gantt'],
  lane: ['board'],
  card: ['board'],
  singleton: ['form'],
};

const REPORT_PROPERTIES = ['measures', 'dimensions', 'group', 'pivot', 'chart', 'limit'];

export const routeViews: Rule = (model, at) => {
  const r = reporter(at);
  const entities = new Map(model.config.entities.map((e) => [e.id, e]));
  forEachView(model, ({ view, file, base, declared }) => {
    for (const prop of REPORT_PROPERTIES) {
      if (declared[prop] !== undefined && view.kind !== 'report') {
        r.report(file, [...base, prop], 'misplaced-property', `"${prop}" applies to report views, not ${view.kind}`, { key: true });
      }
    }
    // Reports are checked by report-views.ts; audit and status show every entity.
    if (view.kind === 'audit' || view.kind === 'status' || view.kind === 'report') {
      if (view.entity) r.report(file, [...base, 'entity'], 'misplaced-property', `${view.kind} views name no entity${view.kind === 'report' ? ' (their measures do)' : ''}: remove entity`, { key: true });
      return;
    }
    const entity = entities.get(view.entity);
    if (!view.entity) {
      r.report(file, base, 'missing-entity', `a ${view.kind} view needs entity: <id> (one of config/entities)`);
      return;
    }
    if (!entity) {
      r.report(file, [...base, 'entity'], 'unknown-entity', `unknown entity "${view.entity}"${didYouMean(view.entity, entities.keys())}`);
      return;
    }
    for (const [prop, kinds] of Object.entries(KIND_OF)) {
      if (declared[prop] !== undefined && !kinds.includes(view.kind)) {
        r.report(file, [...base, prop], 'misplaced-property', `"${prop}" applies to ${kinds.join(' and ')} views, not ${view.kind}`, { key: true });
      }
    }
    const check = checker(r, file, base, entity, entities);
    view.columns.forEach((p, k) => check.path(p, ['columns', k]));
    view.filters.forEach((p, k) => check.path(p, ['filters', k]));
    view.sort.forEach((p, k) => check.path(p.replace(/^-/, ''), ['sort', k]));
    view.card.forEach((p, k) => check.path(p, ['card', k]));
    view.where.forEach((c, k) => {
      check.path(c.field, ['where', k, 'field']);
      const wantsList = c.op === 'in' || c.op === 'between';
      if (wantsList !== Array.isArray(c.value) || (c.op === 'between' && (c.value as unknown[]).length !== 2)) {
        r.report(file, [...base, 'where', k, 'value'], 'bad-condition',
          c.op === 'between' ? 'between needs a list of two values [from, to]' : c.op === 'in' ? 'in needs a list of values' : `${c.op} needs one value, not a list`);
      }
    });
    view.form.forEach((name, k) => {
      const f = check.field(name, ['form', k]);
      if (f?.readOnly) r.report(file, [...base, 'form', k], 'read-only-in-form', `"${name}" is readOnly: forms do not send it (list it under detail)`);
    });
    view.detail.forEach((name, k) => check.field(name, ['detail', k]));
    for (const key of ['date', 'start', 'end', 'label', 'color', 'lane', 'parent'] as const) {
      if (declared[key] !== undefined && view[key]) check.field(view[key]!, [key]);
    }
    kindRules(r, file, base, view, entity, entities);
  });
  return r.problems;
};

function checker(r: ReturnType<typeof reporter>, file: string, base: PathSegment[], entity: CompiledEntity, entities: ReadonlyMap<string, CompiledEntity>) {
  const unknown = (name: string, of: CompiledEntity, where: PathSegment[]): undefined => {
    r.report(file, [...base, ...where], 'unknown-field', `unknown field "${name}" of entity "${of.id}"${didYouMean(name, of.fields.map((f) => f.name))}`);
    return undefined;
  };
  return {
    field(name: string, where: PathSegment[]): CompiledField | undefined {
      const f = entity.fields.find((x) => x.name === name);
      if (!f) unknown(name, entity, where);
      return f;
    },
    /** field, or ref.field one hop away; children cannot be columns, filters or sorts. */
    path(path: string, where: PathSegment[]): CompiledField | undefined {
      const [head, tail] = path.split('.');
      const f = entity.fields.find((x) => x.name === head);
      if (!f) return unknown(head, entity, where);
      if (tail === undefined) {
        if (f.type === 'children') r.report(file, [...base, ...where], 'bad-field-path', `"${head}" is a children field: it cannot be a column, filter or sort`);
        return f;
      }
      const target = f.type === 'ref' && f.entity ? entities.get(f.entity) : undefined;
      if (!target) {
        r.report(file, [...base, ...where], 'bad-field-path', `"${head}" is not a ref field, so "${path}" cannot reach into it`);
        return undefined;
      }
      const g = target.fields.find((x) => x.name === tail);
      if (!g) unknown(tail, target, where);
      return g;
    },
  };
}

function kindRules(r: ReturnType<typeof reporter>, file: string, base: PathSegment[], view: CompiledView, entity: CompiledEntity,
  entities: ReadonlyMap<string, CompiledEntity>) {
  const field = (name: string | undefined) => entity.fields.find((f) => f.name === name);
  const say = (where: PathSegment[], code: string, message: string) => r.report(file, [...base, ...where], code, message);
  if (view.kind === 'tree') {
    const parent = field(view.parent);
    if (parent && (parent.type !== 'ref' || parent.entity !== entity.id)) say(['parent'], 'bad-tree-parent', `a tree's parent must be a ref to "${entity.id}" itself`);
    if (view.leaves) {
      const leaf = entities.get(view.leaves.entity);
      if (!leaf) return say(['leaves', 'entity'], 'unknown-entity', `unknown entity "${view.leaves.entity}"${didYouMean(view.leaves.entity, entities.keys())}`);
      const via = leaf.fields.find((f) => f.name === view.leaves!.via);
      if (!via || via.type !== 'ref' || via.entity !== entity.id) say(['leaves', 'via'], 'bad-via', `"${leaf.id}.${view.leaves.via}" must be a ref to "${entity.id}"`);
      view.leaves.columns.forEach((name, k) => {
        if (!leaf.fields.some((f) => f.name === name)) say(['leaves', 'columns', k], 'unknown-field', `unknown field "${name}" of entity "${leaf.id}"`);
      });
    }
  }
  if (view.kind === 'calendar') {
    if (!view.date && !view.start) say([], 'calendar-without-date', 'a calendar needs date (one-day rows) or start and end');
    for (const key of ['date', 'start', 'end'] as const) {
      const f = field(view[key]);
      if (f && f.type !== 'date') say([key], 'bad-calendar-field', `"${f.name}" is ${f.type}; a calendar's ${key} must be a date field`);
    }
    const color = field(view.color);
    if (color && color.type !== 'enum' && color.type !== 'ref') say(['color'], 'bad-calendar-field', `"${color.name}" is ${color.type}; colour by an enum or ref field`);
  }
  if (view.kind === 'board') {
    const lane = field(view.lane);
    if (lane && lane.type !== 'enum') say(['lane'], 'bad-board-lane', `"${lane.name}" is ${lane.type}; a board's lanes come from an enum field`);
  }
  if (view.kind === 'form' && view.singleton && !entity.singleton) say(['singleton'], 'bad-singleton', `entity "${entity.id}" is not a singleton (add singleton: true to it)`);
  if (entity.readOnly) {
    view.actions.forEach((action, k) => {
      if (action !== 'export') say(['actions', k], 'read-only-entity', `entity "${entity.id}" is readOnly: only export is possible`);
    });
  }
}
