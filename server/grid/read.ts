// Reading the grid: one statement (grid-sql.ts) grouping by the row levels
// asked for, one result row per grid row with its months pivoted into
// arrays, with the caller's permissions applied the report way (a measure over what they may
// not read is hidden; a level they may not read is refused before this).
// A measure whose entity cannot reach a level used here is unavailable: its
// cells stay empty rather than repeating the total on every row.
import type { CompiledEntity, CompiledMeasure } from '../../engine/config/compiled';
import type { GridValue } from '../../engine/data/grid-api';
import type { Filter } from '../../engine/data/list-query';
import type { CallerAccess } from '../data-engine/access';
import type { Queryable } from '../db/adapter';
import { withStatementMemory } from '../db/statement-memory';
import { formulaMeasures } from '../reports/measure-formula';
import { hiddenMeasures } from '../reports/plan';
import { compareValues } from '../reports/shape';
import { gridDimensions, levelDimension, PERIOD, type GridModel } from './model';
import { resolveReportPath } from '../reports/paths';
import { buildGridSql } from './grid-sql';
import { statementTables, type GridReadCache } from './read-cache';

export interface ReadOptions {
  /** Level paths the rows group by ([] : the total only). */
  group: string[];
  /** Conditions on level paths (the parent's levels, the user's filter). */
  filters: Array<{ path: string; op: 'eq' | 'in' | 'null'; value: GridValue | GridValue[] }>;
  months: string[];
  scopeValue: number | null;
  companyId: number;
  today: string;
  /** Also return the grand total per month (grouping by nothing). */
  total: boolean;
  /** Only these measures (and what their formulas use) are computed; the others come back as empty lists. */
  only?: readonly string[];
  /** Keep the statement's rows while its tables do not change (read-cache.ts; PGlite reads outside a transaction only). */
  cache?: GridReadCache;
}

export interface ReadRow {
  keys: GridValue[];
  label: string | null;
  values: Array<Array<number | null>>;
}

export interface ReadResult {
  /** Measures shown, in declaration order. */
  measures: string[];
  hidden: string[];
  unavailable: string[];
  rows: ReadRow[];
  total: Array<Array<number | null>> | null;
}

/** Does `path` lead, in `entity`, to the same field of the same entity as in the grid's entity? */
export function reachesSame(model: GridModel, entity: CompiledEntity, path: string): boolean {
  const theirs = resolveReportPath(entity, path, model.scope);
  if (typeof theirs === 'string') return false;
  if (path === model.grid.period || entity.id === model.entity.id) return true;
  const ours = resolveReportPath(model.entity, path, model.scope);
  if (typeof ours === 'string' || ours.field.name !== theirs.field.name || ours.field.type !== theirs.field.type) return false;
  // One segment: a field of each entity itself (product of sales-line, product of forecast-value): the same when it refers to the same entity.
  return path.includes('.') ? ours.owner.id === theirs.owner.id : (ours.field.entity ?? null) === (theirs.field.entity ?? null);
}

/** Measures the caller sees and the ones a level of this query cuts off. */
export function measurePlan(model: GridModel, access: CallerAccess, dimensionIds: readonly string[]) {
  const dims = gridDimensions(model, (e, p) => reachesSame(model, e, p));
  const hidden = hiddenMeasures(model.measures, access, model.entities);
  const byId = new Map(model.measures.map((m) => [m.id, m]));
  const unavailable = new Set<string>();
  const cut = (m: CompiledMeasure): boolean => {
    if (m.formula !== undefined) return formulaMeasures(m.formula).some((id) => !byId.has(id) || cut(byId.get(id)!));
    return dimensionIds.some((d) => dims.get(d)?.paths[m.entity!] === undefined);
  };
  for (const m of model.measures) if (!hidden.has(m.id) && cut(m)) unavailable.add(m.id);
  return { dims, hidden, unavailable };
}

export async function readGrid(db: Queryable, model: GridModel, access: CallerAccess, options: ReadOptions): Promise<ReadResult> {
  const groupDims = options.group.map((p) => levelDimension(model.levels.indexOf(p)));
  const filterDims = options.filters.map((f) => levelDimension(model.levels.indexOf(f.path)));
  const { dims, hidden, unavailable } = measurePlan(model, access, [...groupDims, ...filterDims, PERIOD]);
  const shownIds = model.measures.filter((m) => !hidden.has(m.id)).map((m) => m.id);
  const wanted = options.only ? needed(model, options.only) : null;
  const computed = model.measures.filter((m) => !hidden.has(m.id) && !unavailable.has(m.id) && (!wanted || wanted.has(m.id))).map((m) => withScope(model, m, options.scopeValue));
  const entities: CompiledEntity[] = [];
  for (const m of computed) if (m.entity && !entities.some((e) => e.id === m.entity)) entities.push(model.entities.get(m.entity)!);
  const empty = () => options.months.map(() => null);
  // A measure not computed here has no list of months at all (the page asks for it when it shows it).
  const slots = () => shownIds.map((id) => (wanted && !wanted.has(id) ? [] : empty()));
  const result: ReadResult = { measures: shownIds, hidden: [...hidden], unavailable: [...unavailable], rows: [], total: options.total ? slots() : null };
  if (entities.length === 0 || options.months.length === 0) return result;

  const filters: Filter[] = [
    { field: PERIOD, op: 'between', value: [options.months[0], options.months.at(-1)!] },
    ...options.filters.map((f, i): Filter => (
      f.op === 'null' ? { field: filterDims[i], op: 'null', value: true }
      : f.op === 'in' ? { field: filterDims[i], op: 'in', value: f.value as Array<string | number | boolean> }
      : { field: filterDims[i], op: 'eq', value: f.value as string | number | boolean })),
  ];
  await prepareComputed(db, model, entities.map((e) => e.id), options.companyId, options.today);
  const statement = buildGridSql({
    view: model.view, scope: model.scope, access, companyId: options.companyId, today: options.today, dimensions: dims,
    group: groupDims, period: PERIOD, firstMonth: options.months[0], lastMonth: options.months.at(-1)!, shifts: model.shifts, filters, measures: computed, entities, total: options.total,
  });
  const tables = options.cache ? statementTables(model, statement.sql) : null;
  const raw = await withStatementMemory(db, (q) => (options.cache && tables
    ? options.cache.read(q, statement.sql, statement.params.values, tables)
    : q.query<Record<string, unknown>>(statement.sql, statement.params.values)));

  const columnOf = shownIds.map((id) => statement.measureColumns.get(id));
  const n = groupDims.length;
  const rows = new Map<string, ReadRow>();
  for (const r of raw) {
    const g = Number(r.g);
    // g = 0: a row (with no level, the total); every level rolled up but the month: the total.
    const isTotal = n === 0 ? g === 0 : g === statement.totalMask;
    if (g !== 0 && !isTotal) continue;
    const target = isTotal ? null : rowOf(rows, r, n, statement.labelled, slots);
    const values = target ? target.values : result.total;
    if (!values) continue;
    const months = textList(r.i) as number[];
    columnOf.forEach((column, k) => {
      if (column === undefined || values[k].length === 0) return;
      const list = textList(r[column]);
      months.forEach((month, at) => {
        // The period filter keeps the months inside the window; an index outside it would be a bug, never a cell.
        if (month >= 0 && month < values[k].length) values[k][month] = list[at];
      });
    });
  }
  result.rows = [...rows.values()].sort((a, b) => compareValues(a.keys.at(-1) ?? null, b.keys.at(-1) ?? null, a.label ?? undefined, b.label ?? undefined));
  return result;
}

function rowOf(rows: Map<string, ReadRow>, r: Record<string, unknown>, n: number, labelled: boolean, slots: () => Array<Array<number | null>>): ReadRow {
  const keys = Array.from({ length: n }, (_, i) => toValue(r[`d${i}`]));
  const id = JSON.stringify(keys);
  let row = rows.get(id);
  if (!row) {
    const label = n > 0 && labelled && r.label !== undefined && r.label !== null ? String(r.label) : null;
    row = { keys, label, values: slots() };
    rows.set(id, row);
  }
  return row;
}

/** A list the statement joined as text ('1.5,,3': an empty item is NULL; float8 prints NaN and Infinity as Number reads them). */
export function textList(text: unknown): Array<number | null> {
  return String(text).split(',').map((item) => (item === '' ? null : Number(item)));
}

const toValue = (v: unknown): GridValue => (v === null || v === undefined ? null : typeof v === 'bigint' ? Number(v) : (v as GridValue));

/** The grid's own measures read the chosen scope row only (e.g. one budget version). */
export function withScope(model: GridModel, m: CompiledMeasure, scopeValue: number | null): CompiledMeasure {
  if (!model.grid.scope || !m.entity || (m.entity !== model.entity.id && !m.entity.startsWith(`${model.entity.id}~`))) return m;
  const condition = scopeValue === null ? { field: model.grid.scope, op: 'null' as const, value: true } : { field: model.grid.scope, op: 'eq' as const, value: scopeValue };
  return { ...m, where: [...m.where, condition] };
}

/** Computed entities bring what they read up to date before a statement reads them (when the registry can). */
export async function prepareComputed(db: Queryable, model: GridModel, ids: readonly string[], companyId: number, today: string): Promise<void> {
  const computed = model.scope.computed as { prepare?(ids: readonly string[], db: Queryable, request: unknown): Promise<void> };
  await computed.prepare?.(ids.filter((id) => model.entities.get(id)?.computed), db, { config: model.config, companyId, today });
}

/** The measures asked for and every measure their formulas compute with. */
function needed(model: GridModel, ids: readonly string[]): Set<string> {
  const out = new Set<string>();
  const add = (id: string) => {
    if (out.has(id)) return;
    const m = model.measures.find((x) => x.id === id);
    if (!m) return;
    out.add(id);
    if (m.formula !== undefined) formulaMeasures(m.formula).forEach(add);
  };
  ids.forEach(add);
  return out;
}
