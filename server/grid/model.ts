// One grid view seen as a report (server/reports): its measures become
// report measures, its level paths, leaves and period become dimensions, so
// the grid reads through the one aggregation the reports use (GROUPING SETS,
// one statement, company-scoped joins). A shifted measure (last year's
// sales) reads a stand-in entity whose rows are the real ones with the month
// moved forward, registered like a computed entity. The real computed
// entities' registry is handed in (server/services.ts), never imported.
import type { CompiledConfig, CompiledDimension, CompiledEntity, CompiledField, CompiledGrid, CompiledMeasure, CompiledRoute, CompiledView } from '../../engine/config/compiled';
import { fallbackFieldOf, storedFieldOf } from '../../engine/data/grid-edit-field';
import { formulaSql } from '../data-engine/formula-sql';
import { ident, tableOf } from '../data-engine/sql';
import type { ComputedRegistry } from '../reports/computation';
import type { PathScope } from '../reports/paths';

export interface GridModel {
  config: CompiledConfig;
  route: CompiledRoute;
  view: CompiledView;
  index: number;
  grid: CompiledGrid;
  /** The entity edited. */
  entity: CompiledEntity;
  /** The field edits write (for a plan `coalesce(override, statistical)`: the override). */
  editField: CompiledField;
  /** The edited measure's own field, the value a planner sees and changes (the plan); editField when it is a plain field. */
  planField: CompiledField;
  /** The measure a cleared cell falls back to (the statistical forecast of a plan), or null. */
  fallback: string | null;
  /** Measures an edit of a parent may be spread by (fields whose entity has every leaf), the grid's baseline first. */
  bases: string[];
  scopeField: CompiledField | null;
  /** Every distinct level path of the hierarchies, in order of first use: dimension `l<i>`. */
  levels: string[];
  /** Report measures, one per grid measure (a shifted one names its stand-in entity). */
  measures: CompiledMeasure[];
  /** Real entities and the stand-ins. */
  entities: ReadonlyMap<string, CompiledEntity>;
  /** Stand-in id -> its months of shift (its rows also carry the month before the shift, UNSHIFTED). */
  shifts: ReadonlyMap<string, number>;
  scope: PathScope;
}

export const PERIOD = 'month';
export const levelDimension = (i: number) => `l${i}`;
export const leafDimension = (i: number) => `k${i}`;

const shiftedId = (entity: string, shift: number) => `${entity}~${shift}`;

/** A stand-in's column with the period as stored: a window on it reaches the table's index and statistics, the shifted month's cannot. */
export const UNSHIFTED = 'unshifted_period';

/** The stand-in of an entity whose period is `shift` months later: formula fields become plain columns computed in its SELECT. */
function shiftedEntity(entity: CompiledEntity, period: string, shift: number, entities: ReadonlyMap<string, CompiledEntity>): { entity: CompiledEntity; sql(company: string): string } {
  const columns: string[] = ['s.id', 's.company_id'];
  const fields = entity.fields.filter((f) => f.type !== 'children').map((f) => {
    const column = f.column ?? f.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (f.formula) columns.push(`${formulaSql(f, entity, 's', entities)} AS ${ident(column)}`);
    else if (f.name === period) columns.push(`(s.${ident(column)} + interval '${shift} months')::date AS ${ident(column)}`, `s.${ident(column)} AS ${UNSHIFTED}`);
    else columns.push(`s.${ident(column)}`);
    const { formula: _formula, ...plain } = f;
    return { ...plain, column, readOnly: true };
  });
  const stand: CompiledEntity = { ...entity, id: shiftedId(entity.id, shift), table: '', computed: true, readOnly: true, fields };
  return { entity: stand, sql: (company) => `SELECT ${columns.join(', ')} FROM ${ident(tableOf(entity))} s WHERE s.company_id = ${company}` };
}

export function gridModel(config: CompiledConfig, route: CompiledRoute, index: number, real: ComputedRegistry): GridModel {
  const view = route.views[index];
  const grid = view.grid!;
  const base = new Map(config.entities.map((e) => [e.id, e]));
  const entity = base.get(view.entity);
  if (!entity) throw new Error(`${route.source}: grid ${route.id} edits unknown entity ${view.entity}`);
  const all = new Map(base);
  const stands = new Map<string, (company: string) => string>();
  const shifts = new Map<string, number>();
  const measures: CompiledMeasure[] = grid.measures.map((m) => {
    let source = m.entity;
    if (m.shift !== 0 && m.entity) {
      const id = shiftedId(m.entity, m.shift);
      if (!all.has(id)) {
        const made = shiftedEntity(base.get(m.entity)!, m.period, m.shift, base);
        all.set(id, made.entity);
        stands.set(id, made.sql);
        if (base.get(m.entity)!.fields.find((f) => f.name === m.period)?.type === 'month') shifts.set(id, m.shift);
      }
      source = id;
    }
    return {
      id: m.id, agg: m.agg, where: m.where.map((c) => ({ ...c })), format: m.format,
      ...(m.formula !== undefined ? { formula: m.formula } : { entity: source }),
      ...(m.field ? { field: m.field } : {}),
    };
  });
  // Stand-ins need no preparation; real computed entities get theirs.
  const computed: ComputedRegistry = {
    has: (id) => stands.has(id) || real.has(id),
    sql: (id, company) => stands.get(id)?.(company) ?? real.sql(id, company),
    prepare: async (ids, db, request) => { await real.prepare(ids.filter((id) => !stands.has(id)), db, request); },
  };
  const scope: PathScope = { entities: all, computed };
  const levels: string[] = [];
  for (const h of grid.hierarchies) for (const path of h.levels) if (!levels.includes(path)) levels.push(path);
  const field = (name: string | undefined) => entity.fields.find((f) => f.name === name);
  const editMeasure = grid.measures.find((m) => m.id === grid.edit);
  const planField = field(editMeasure?.field)!;
  return {
    config, route, view, index, grid, entity,
    editField: storedFieldOf(entity, planField)!,
    planField,
    fallback: grid.measures.find((m) => m.entity === entity.id && m.shift === 0 && m.where.length === 0 && m.field === fallbackFieldOf(planField))?.id ?? null,
    bases: spreadBases(grid, entity, base),
    scopeField: grid.scope ? field(grid.scope) ?? null : null,
    levels, measures, entities: all, shifts, scope,
  };
}

/** The leaves (indices into grid.leaves) a measure's entity has a ref to: its own split of a spread. */
export function basisLeaves(grid: CompiledGrid, entity: CompiledEntity, source: CompiledEntity | undefined): number[] {
  if (!source) return [];
  return grid.leaves.flatMap((leaf, i) => {
    const own = entity.fields.find((f) => f.name === leaf);
    const theirs = source.fields.find((f) => f.name === leaf);
    return theirs?.type === 'ref' && theirs.entity === own?.entity ? [i] : [];
  });
}

/**
 * Grid measures that can weigh a spread: a summed field of an entity with a ref to at least one
 * leaf (a budget by product weighs the products; within one, the customers share by their plan).
 */
function spreadBases(grid: CompiledGrid, entity: CompiledEntity, entities: ReadonlyMap<string, CompiledEntity>): string[] {
  const fits = grid.measures.filter((m) => m.formula === undefined && !!m.field && m.agg === 'sum' && basisLeaves(grid, entity, entities.get(m.entity)).length > 0).map((m) => m.id);
  return [grid.baseline, ...fits.filter((id) => id !== grid.baseline)];
}

/** The period field of a measure's entity (stand-ins keep the original's name). */
export function periodOf(model: GridModel, measure: CompiledMeasure): string {
  return model.grid.measures.find((m) => m.id === measure.id)?.period ?? model.grid.period;
}

/**
 * The dimensions a query groups and filters by: the level paths, the leaves
 * and the period, each with its path in every entity a measure reads (a level
 * path an entity cannot reach is left out for it: that measure is then
 * unavailable wherever the level is used).
 */
export function gridDimensions(model: GridModel, resolves: (entity: CompiledEntity, path: string) => boolean): Map<string, CompiledDimension> {
  const dims = new Map<string, CompiledDimension>();
  const sources = [...new Set(model.measures.flatMap((m) => (m.entity ? [m.entity] : [])))].map((id) => model.entities.get(id)!);
  const add = (id: string, pathIn: (entity: CompiledEntity) => string) => {
    const paths: Record<string, string> = {};
    for (const e of sources) {
      const path = pathIn(e);
      if (resolves(e, path)) paths[e.id] = path;
    }
    dims.set(id, { id, paths });
  };
  model.levels.forEach((path, i) => add(levelDimension(i), () => path));
  model.grid.leaves.forEach((leaf, i) => add(leafDimension(i), () => leaf));
  add(PERIOD, (e) => {
    const m = model.measures.find((x) => x.entity === e.id);
    return m ? periodOf(model, m) : model.grid.period;
  });
  return dims;
}
