// The history of one cell: every change the audit recorded of the edited
// field on the leaf rows under it (grid edits, forms, imports), one entry
// per write (a transaction's rows share its moment and author), newest first.
import type { GridChange, RowFilter } from '../../engine/data/grid-api';
import type { Queryable } from '../db/adapter';
import { Params } from '../data-engine/query/params';
import { ident, tableOf } from '../data-engine/sql';
import { ROW } from '../reports/paths';
import { rowConditions } from './leaves';
import type { GridModel } from './model';

export const MAX_HISTORY = 200;

export async function cellHistory(db: Queryable, model: GridModel, companyId: number, row: RowFilter, month: string, scopeValue: number | null): Promise<GridChange[]> {
  const { entity, grid } = model;
  const params = new Params(companyId);
  const joins = new Map<string, string>();
  const field = params.add(model.editField.name, 'text');
  const period = entity.fields.find((f) => f.name === grid.period)!;
  const where = [
    'a.company_id = $1', `a.entity = ${params.add(entity.id, 'text')}`, `((a.after -> ${field}) IS NOT NULL OR (a.before -> ${field}) IS NOT NULL)`,
    `${ROW}.${ident(period.column!)} = ${params.add(`${month}-01`, 'date')}`,
    ...rowConditions(model, entity, row, params, joins),
  ];
  if (model.scopeField) where.push(scopeValue === null ? 'false' : `${ROW}.${ident(model.scopeField.column!)} = ${params.add(scopeValue, 'integer')}`);
  const value = (side: 'before' | 'after') => `coalesce(sum(nullif(a.${side} ->> ${field}, '')::numeric), 0)::float8`;
  return db.query<GridChange>(
    `SELECT to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, min(a.user_name) AS "userName", count(*)::int AS rows,
       ${value('before')} AS "from", ${value('after')} AS "to"
     FROM data_audit a JOIN ${ident(tableOf(entity))} ${ROW} ON ${ROW}.id = a.row_id AND ${ROW}.company_id = a.company_id ${[...joins.values()].join(' ')}
     WHERE ${where.join(' AND ')}
     GROUP BY a.at, a.user_id ORDER BY a.at DESC LIMIT ${MAX_HISTORY}`,
    params.values,
  );
}
