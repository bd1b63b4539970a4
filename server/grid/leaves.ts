// The leaf rows under one cell of the grid (a row's levels, a month, the
// scope): locked for the edit's transaction, in id order so two edits never
// wait for each other in a circle (not where the database runs one
// transaction at a time: edit.ts), with the edited value and, when the
// baseline is a field of the same rows, the baseline too. The value is the
// plan as the planner sees it (a formula coalesce(override, statistical)),
// stored the field written (model.ts editField).
import type { CompiledEntity } from '../../engine/config/compiled';
import type { RowFilter } from '../../engine/data/grid-api';
import type { Queryable } from '../db/adapter';
import { Params } from '../data-engine/query/params';
import { ident, tableOf } from '../data-engine/sql';
import { filterSql } from '../reports/filters';
import { resolveReportPath, ROW, type ReportPath } from '../reports/paths';
import type { GridModel } from './model';

export interface Leaf {
  id: number;
  /** The leaf refs' ids, in the grid's leaves order. */
  keys: number[];
  /** The plan the planner sees (the edited measure's field). */
  value: number | null;
  /** What is stored in the written field (the override; the plan itself for a plain field). */
  stored: number | null;
  baseline: number | null;
}

export function pathOf(model: GridModel, entity: CompiledEntity, path: string): ReportPath {
  const resolved = resolveReportPath(entity, path, model.scope);
  if (typeof resolved === 'string') throw new Error(`grid ${model.route.id}: ${resolved}`);
  return resolved;
}

/** SQL conditions (and their joins) for a row's levels: value or IS NULL. */
export function rowConditions(model: GridModel, entity: CompiledEntity, row: RowFilter, params: Params, joins: Map<string, string>): string[] {
  return row.map(([name, value]) => {
    const path = pathOf(model, entity, name);
    path.joins.forEach((j) => joins.set(j.alias, j.sql));
    return value === null ? `${path.expr} IS NULL` : filterSql({ field: name, op: 'eq', value }, path, {}, params);
  });
}

export async function lockLeaves(tx: Queryable, model: GridModel, companyId: number, row: RowFilter, month: string, scopeValue: number | null, baselineField: string | null, lock = true): Promise<Leaf[]> {
  const { entity, grid } = model;
  const params = new Params(companyId);
  const joins = new Map<string, string>();
  const period = entity.fields.find((f) => f.name === grid.period)!;
  const where = [`${ROW}.company_id = $1`, `${ROW}.${ident(period.column!)} = ${params.add(`${month}-01`, 'date')}`, ...rowConditions(model, entity, row, params, joins)];
  if (model.scopeField) where.push(scopeValue === null ? 'false' : `${ROW}.${ident(model.scopeField.column!)} = ${params.add(scopeValue, 'integer')}`);
  const keys = grid.leaves.map((leaf, i) => `${ROW}.${ident(entity.fields.find((f) => f.name === leaf)!.column!)} AS k${i}`);
  const planPath = pathOf(model, entity, model.planField.name);
  planPath.joins.forEach((j) => joins.set(j.alias, j.sql));
  let baseline = 'NULL::float8';
  if (baselineField) {
    const path = pathOf(model, entity, baselineField);
    path.joins.forEach((j) => joins.set(j.alias, j.sql));
    baseline = `(${path.expr})::float8`;
  }
  const rows = await tx.query<Record<string, unknown>>(
    `SELECT ${ROW}.id, ${keys.join(', ')}, (${planPath.expr})::float8 AS v, ${ROW}.${ident(model.editField.column!)}::float8 AS s, ${baseline} AS b
     FROM ${ident(tableOf(entity))} ${ROW} ${[...joins.values()].join(' ')} WHERE ${where.join(' AND ')} ORDER BY ${ROW}.id${lock ? ` FOR UPDATE OF ${ROW}` : ''}`,
    params.values,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    keys: grid.leaves.map((_, i) => Number(r[`k${i}`])),
    value: r.v === null ? null : Number(r.v),
    stored: r.s === null ? null : Number(r.s),
    baseline: r.b === null ? null : Number(r.b),
  }));
}

/** The edited value of a cell: the sum of its leaves (empty when none has one). */
export function cellValue(leaves: readonly Leaf[]): number | null {
  let sum: number | null = null;
  for (const l of leaves) if (l.value !== null) sum = (sum ?? 0) + l.value;
  return sum;
}
