// The months a grid refuses to change: every month before the frozen
// window's end, the window starting at the latest month of the declared
// rows (the open S&OP cycle) or at the current month when there is none, and
// lasting a number of months (a constant or the singleton's field, e.g.
// forecast-settings.frozenMonths).
import type { CompiledEntity } from '../../engine/config/compiled';
import { addMonths, monthOf } from '../../engine/data/grid-buckets';
import type { Queryable } from '../db/adapter';
import { Params } from '../data-engine/query/params';
import { ident, tableOf } from '../data-engine/sql';
import { filterSql } from '../reports/filters';
import { resolveReportPath, ROW } from '../reports/paths';
import { conditionFilter } from '../reports/report-sql';
import type { GridModel } from './model';

export interface FrozenWindow {
  /** The window's first month. */
  start: string;
  months: number;
  /** The first month that may be edited. */
  before: string;
}

async function latestMonth(db: Queryable, model: GridModel, entity: CompiledEntity, field: string, companyId: number, today: string): Promise<string | null> {
  const params = new Params(companyId);
  const path = resolveReportPath(entity, field, model.scope);
  if (typeof path === 'string') throw new Error(`frozen.from: ${path}`);
  const joins = new Map<string, string>(path.joins.map((j) => [j.alias, j.sql]));
  const parts = [`${ROW}.company_id = $1`];
  for (const c of model.grid.frozen?.from?.where ?? []) {
    const p = resolveReportPath(entity, c.field, model.scope);
    if (typeof p === 'string') throw new Error(`frozen.from.where: ${p}`);
    p.joins.forEach((j) => joins.set(j.alias, j.sql));
    parts.push(filterSql(conditionFilter(c, p.field, today), p, {}, params));
  }
  const rows = await db.query<{ m: string | null }>(
    `SELECT to_char(max(${path.expr}), 'YYYY-MM') AS m FROM ${ident(tableOf(entity))} ${ROW} ${[...joins.values()].join(' ')} WHERE ${parts.join(' AND ')}`,
    params.values,
  );
  return rows[0]?.m ?? null;
}

export async function frozenWindow(db: Queryable, model: GridModel, companyId: number, today: string): Promise<FrozenWindow | null> {
  const frozen = model.grid.frozen;
  if (!frozen) return null;
  let start = monthOf(today);
  if (frozen.from) {
    const entity = model.entities.get(frozen.from.entity)!;
    start = (await latestMonth(db, model, entity, frozen.from.field, companyId, today)) ?? start;
  }
  let months: number;
  if (typeof frozen.months === 'number') months = frozen.months;
  else {
    const entity = model.entities.get(frozen.months.entity)!;
    const field = entity.fields.find((f) => f.name === (frozen.months as { field: string }).field)!;
    const rows = await db.query<{ n: number | null }>(`SELECT ${ident(field.column!)}::int AS n FROM ${ident(tableOf(entity))} WHERE company_id = $1 LIMIT 1`, [companyId]);
    months = rows[0]?.n ?? (typeof field.default === 'number' ? field.default : 0);
  }
  return { start, months, before: addMonths(start, months) };
}
