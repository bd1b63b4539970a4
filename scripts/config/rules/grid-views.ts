// Grid views (kind grid) name an edited entity, its period and leaf refs, row
// hierarchies, measures of that entity and of others, the edited measure and
// the spread baseline; each must exist and fit, or the planner would meet an
// empty column, a refused edit or a server error instead of a located message.
import type { CompiledEntity, CompiledField, CompiledGrid, CompiledGridMeasure } from '../../../engine/config/compiled.ts';
import { storedFieldOf } from '../../../engine/data/grid-edit-field.ts';
import { didYouMean } from '../did-you-mean.ts';
import type { PathSegment } from '../paths.ts';
import { checkMeasureFormula, resolvePath } from './report-views.ts';
import { forEachView, reporter, type Rule } from './rule.ts';

const NUMERIC = new Set(['integer', 'decimal', 'money', 'percent']);
/** Types a row can be grouped by (a level of a hierarchy). */
const LEVEL_TYPES = new Set(['ref', 'enum', 'string', 'integer', 'boolean']);
const MAX = { leaves: 4, hierarchies: 12, levels: 6, measures: 20 };

type Say = (where: PathSegment[], code: string, message: string) => void;

export const gridViews: Rule = (model, at) => {
  const r = reporter(at);
  const entities = new Map(model.config.entities.map((e) => [e.id, e]));
  forEachView(model, ({ view, file, base, declared }) => {
    const say: Say = (where, code, message) => r.report(file, [...base, ...where], code, message);
    if (view.kind !== 'grid') {
      if (declared.grid !== undefined) r.report(file, [...base, 'grid'], 'misplaced-property', `"grid" applies to grid views, not ${view.kind}`, { key: true });
      return;
    }
    if (!view.grid) return say([], 'missing-grid', 'a grid view needs grid: { period, leaves, hierarchies, measures, edit, baseline }');
    // A missing or unknown entity is reported by route-views.ts.
    const entity = entities.get(view.entity);
    if (entity) checkGrid(say, view.grid, entity, entities);
  });
  return r.problems;
};

function fieldOf(entity: CompiledEntity, name: string, where: PathSegment[], say: Say): CompiledField | undefined {
  const field = entity.fields.find((f) => f.name === name);
  if (!field) say(where, 'unknown-field', `unknown field "${name}" of entity "${entity.id}"${didYouMean(name, entity.fields.map((f) => f.name))}`);
  return field;
}

function checkGrid(say: Say, grid: CompiledGrid, entity: CompiledEntity, entities: ReadonlyMap<string, CompiledEntity>) {
  const at = (...path: PathSegment[]): PathSegment[] => ['grid', ...path];
  const period = fieldOf(entity, grid.period, at('period'), say);
  if (period && period.type !== 'month') say(at('period'), 'bad-grid-period', `"${grid.period}" is ${period.type}; a grid's period is a month field`);
  if (grid.leaves.length > MAX.leaves) say(at('leaves'), 'too-many', `at most ${MAX.leaves} leaves`);
  grid.leaves.forEach((name, k) => {
    const f = fieldOf(entity, name, at('leaves', k), say);
    if (f && f.type !== 'ref') say(at('leaves', k), 'bad-grid-leaf', `"${name}" is ${f.type}; leaves are ref fields (product, customer...)`);
  });
  if (grid.scope !== undefined) {
    const f = fieldOf(entity, grid.scope, at('scope'), say);
    if (f && f.type !== 'ref') say(at('scope'), 'bad-grid-scope', `"${grid.scope}" is ${f.type}; the scope is a ref field (e.g. the budget version)`);
    if (grid.leaves.includes(grid.scope)) say(at('scope'), 'bad-grid-scope', `"${grid.scope}" is a leaf already; the scope is fixed for the whole grid`);
  }
  if (grid.buckets.scopeYear !== undefined) {
    const target = entities.get(entity.fields.find((f) => f.name === grid.scope)?.entity ?? '');
    if (grid.scope === undefined || !target) say(at('buckets', 'scopeYear'), 'bad-grid-buckets', 'scopeYear needs a scope (a ref field) whose row has the year');
    else {
      const f = fieldOf(target, grid.buckets.scopeYear, at('buckets', 'scopeYear'), say);
      if (f && f.type !== 'integer') say(at('buckets', 'scopeYear'), 'bad-grid-buckets', `"${f.name}" is ${f.type}; the year is an integer field`);
    }
  }
  checkHierarchies(say, grid, entity, entities);
  checkMeasures(say, grid, entity, entities);
  checkFrozen(say, grid, entities);
  checkComments(say, grid, entities);
}

function checkHierarchies(say: Say, grid: CompiledGrid, entity: CompiledEntity, entities: ReadonlyMap<string, CompiledEntity>) {
  if (grid.hierarchies.length > MAX.hierarchies) say(['grid', 'hierarchies'], 'too-many', `at most ${MAX.hierarchies} hierarchies`);
  const seen = new Set<string>();
  grid.hierarchies.forEach((h, k) => {
    const at: PathSegment[] = ['grid', 'hierarchies', k];
    if (seen.has(h.id)) say([...at, 'id'], 'duplicate-grid-id', `hierarchy "${h.id}" is declared twice`);
    seen.add(h.id);
    if (h.levels.length > MAX.levels) say([...at, 'levels'], 'too-many', `at most ${MAX.levels} levels`);
    h.levels.forEach((path, l) => {
      const where = [...at, 'levels', l];
      const head = path.split('.')[0];
      if (!grid.leaves.includes(head)) {
        say(where, 'bad-grid-level', `"${path}" must start at one of the leaves (${grid.leaves.join(', ')}): a row groups leaves${didYouMean(head, grid.leaves)}`);
        return;
      }
      const field = resolvePath(path, entity, entities);
      if (typeof field === 'string') return say(where, 'unknown-field', field);
      if (!LEVEL_TYPES.has(field.type)) say(where, 'bad-grid-level', `"${path}" is ${field.type}; rows group by ref, enum, string, integer or boolean fields`);
    });
  });
}

function checkMeasures(say: Say, grid: CompiledGrid, entity: CompiledEntity, entities: ReadonlyMap<string, CompiledEntity>) {
  const ids = grid.measures.map((m) => m.id);
  if (grid.measures.length > MAX.measures) say(['grid', 'measures'], 'too-many', `at most ${MAX.measures} measures`);
  const seen = new Set<string>();
  grid.measures.forEach((m, k) => {
    const at: PathSegment[] = ['grid', 'measures', k];
    if (seen.has(m.id)) say([...at, 'id'], 'duplicate-grid-id', `measure "${m.id}" is declared twice`);
    seen.add(m.id);
    if (m.formula !== undefined) {
      if (m.field !== undefined || m.shift !== 0 || m.where.length) say(at, 'bad-measure', `measure "${m.id}" has a formula: it cannot also name field, shift or where`);
      checkMeasureFormula(m.formula, ids.filter((id) => id !== m.id), (message) => say([...at, 'formula'], 'bad-formula', `${message} (in "${m.formula}")`));
      return;
    }
    const source = entities.get(m.entity);
    if (!source) return say([...at, 'entity'], 'unknown-entity', `unknown entity "${m.entity}"${didYouMean(m.entity, entities.keys())}`);
    if (m.field === undefined) {
      if (m.agg !== 'count') say(at, 'bad-measure', `measure "${m.id}" aggregates with ${m.agg}: name the field (only count needs none)`);
    } else {
      const field = resolvePath(m.field, source, entities);
      if (typeof field === 'string') say([...at, 'field'], 'unknown-field', field);
      else if (!NUMERIC.has(field.type) && m.agg !== 'count') say([...at, 'field'], 'bad-measure', `"${m.field}" is ${field.type}; ${m.agg} needs a number field`);
    }
    const period = source.fields.find((f) => f.name === m.period);
    // A typo in the grid's own period is reported once, at the period, not again for every measure.
    const ownPeriodBroken = m.period === grid.period && !entity.fields.some((f) => f.name === grid.period && f.type === 'month');
    if ((!period || period.type !== 'month') && !ownPeriodBroken) {
      say(at, 'bad-grid-period', `entity "${source.id}" has no month field "${m.period}"; name its month field with period:`);
    }
    m.where.forEach((c, w) => {
      const field = resolvePath(c.field, source, entities);
      if (typeof field === 'string') say([...at, 'where', w, 'field'], 'unknown-field', field);
    });
  });
  const measure = (id: string, key: 'edit' | 'baseline'): CompiledGridMeasure | undefined => {
    const m = grid.measures.find((x) => x.id === id);
    if (!m) say(['grid', key], 'unknown-measure', `unknown measure "${id}"${didYouMean(id, ids)}`);
    return m;
  };
  const edit = measure(grid.edit, 'edit');
  if (edit) checkEdit(say, grid, edit, entity);
  const baseline = measure(grid.baseline, 'baseline');
  if (baseline) checkBaseline(say, grid, baseline, entity, entities);
}

function checkEdit(say: Say, grid: CompiledGrid, m: CompiledGridMeasure, entity: CompiledEntity) {
  const refuse = (why: string) => say(['grid', 'edit'], 'bad-grid-edit', `measure "${m.id}" cannot be edited: ${why}`);
  if (m.formula !== undefined || m.entity !== entity.id) return refuse(`it must sum a field of "${entity.id}" itself`);
  const own = entity.fields.find((f) => f.name === m.field);
  if (!own || m.field?.includes('.')) return refuse(`name a field of "${entity.id}" (not a path)`);
  // A formula coalesce(x, y) (the final plan) is edited through x (engine/data/grid-edit-field.ts).
  const field = storedFieldOf(entity, own);
  if (!field) return refuse(`"${own.name}" is a formula; only coalesce(field, ...) can be edited, through its first field`);
  if (field.readOnly) return refuse(`"${field.name}" is readOnly`);
  if (field.type !== 'decimal' && field.type !== 'integer' && field.type !== 'money') return refuse(`"${field.name}" is ${field.type}, not a number`);
  if (m.agg !== 'sum' || m.shift !== 0 || m.where.length) refuse('an edited measure is a plain sum (no agg, shift or where)');
  if (entity.readOnly) refuse(`entity "${entity.id}" is readOnly`);
  // New rows (leaves only the baseline has) get the period, leaves, scope and the edited value: nothing else may be required.
  const given = new Set([grid.period, ...grid.leaves, ...(grid.scope ? [grid.scope] : []), field.name]);
  for (const f of entity.fields) {
    if (f.required && f.default === undefined && !given.has(f.name)) refuse(`"${entity.id}.${f.name}" is required without a default, so the grid cannot create rows`);
  }
}

function checkBaseline(say: Say, grid: CompiledGrid, m: CompiledGridMeasure, entity: CompiledEntity, entities: ReadonlyMap<string, CompiledEntity>) {
  if (m.formula !== undefined) return say(['grid', 'baseline'], 'bad-grid-baseline', `the baseline "${m.id}" must aggregate a field, not a formula`);
  const source = entities.get(m.entity);
  if (!source) return;
  for (const leaf of grid.leaves) {
    const own = entity.fields.find((f) => f.name === leaf);
    const theirs = source.fields.find((f) => f.name === leaf);
    if (!theirs || theirs.type !== 'ref' || theirs.entity !== own?.entity) {
      say(['grid', 'baseline'], 'bad-grid-baseline', `the baseline's entity "${source.id}" has no ref "${leaf}" to "${own?.entity}": each leaf needs its own baseline`);
    }
  }
}

function checkFrozen(say: Say, grid: CompiledGrid, entities: ReadonlyMap<string, CompiledEntity>) {
  const frozen = grid.frozen;
  if (!frozen) return;
  if (frozen.from) {
    const at: PathSegment[] = ['grid', 'frozen', 'from'];
    const source = entities.get(frozen.from.entity);
    if (!source) say([...at, 'entity'], 'unknown-entity', `unknown entity "${frozen.from.entity}"${didYouMean(frozen.from.entity, entities.keys())}`);
    else {
      const f = fieldOf(source, frozen.from.field, [...at, 'field'], say);
      if (f && f.type !== 'month' && f.type !== 'date') say([...at, 'field'], 'bad-grid-frozen', `"${f.name}" is ${f.type}; the frozen window starts at a month or date field`);
      frozen.from.where.forEach((c, w) => {
        const field = resolvePath(c.field, source, entities);
        if (typeof field === 'string') say([...at, 'where', w, 'field'], 'unknown-field', field);
      });
    }
  }
  if (typeof frozen.months === 'object') {
    const at: PathSegment[] = ['grid', 'frozen', 'months'];
    const source = entities.get(frozen.months.entity);
    if (!source) return say([...at, 'entity'], 'unknown-entity', `unknown entity "${frozen.months.entity}"${didYouMean(frozen.months.entity, entities.keys())}`);
    if (!source.singleton) say([...at, 'entity'], 'bad-grid-frozen', `entity "${source.id}" is not a singleton: which row's ${frozen.months.field}?`);
    const f = fieldOf(source, frozen.months.field, [...at, 'field'], say);
    if (f && f.type !== 'integer') say([...at, 'field'], 'bad-grid-frozen', `"${f.name}" is ${f.type}; the frozen months are an integer field`);
  }
}

const COMMENT_FIELDS: Record<string, string[]> = { row: ['string', 'text'], month: ['month'], measure: ['string'], text: ['text', 'string'] };

function checkComments(say: Say, grid: CompiledGrid, entities: ReadonlyMap<string, CompiledEntity>) {
  if (grid.comments === undefined) return;
  const source = entities.get(grid.comments);
  if (!source) return say(['grid', 'comments'], 'unknown-entity', `unknown entity "${grid.comments}"${didYouMean(grid.comments, entities.keys())}`);
  for (const [name, types] of Object.entries(COMMENT_FIELDS)) {
    const f = source.fields.find((x) => x.name === name);
    if (!f || !types.includes(f.type) || f.formula) say(['grid', 'comments'], 'bad-grid-comments', `comment entity "${source.id}" needs a ${types.join(' or ')} field "${name}"`);
  }
}
