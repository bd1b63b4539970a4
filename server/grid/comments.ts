// Comments on grid cells, kept in the entity the grid names (its access is
// theirs: forecast comments for forecast readers). A cell is the row's
// canonical key (engine/data/grid-rows.ts rowKey), the month and the measure.
import type { CompiledEntity } from '../../engine/config/compiled';
import type { GridComment, GridCommentMark } from '../../engine/data/grid-api';
import type { Caller } from '../access/caller';
import { writeAudit } from '../data-engine/audit/write';
import type { Queryable } from '../db/adapter';
import { ident, tableOf } from '../data-engine/sql';

const col = (entity: CompiledEntity, name: string) => ident(entity.fields.find((f) => f.name === name)!.column!);

export async function commentMarks(db: Queryable, entity: CompiledEntity, companyId: number, rows: readonly string[], from: string, to: string): Promise<GridCommentMark[]> {
  if (rows.length === 0) return [];
  return db.query<GridCommentMark>(
    `SELECT ${col(entity, 'row')} AS row, to_char(${col(entity, 'month')}, 'YYYY-MM') AS month, ${col(entity, 'measure')} AS measure, count(*)::int AS count
     FROM ${ident(tableOf(entity))} WHERE company_id = $1 AND ${col(entity, 'row')} = ANY($2::text[]) AND ${col(entity, 'month')} BETWEEN $3::date AND $4::date
     GROUP BY 1, 2, 3`,
    [companyId, [...rows], `${from}-01`, `${to}-01`],
  );
}

export async function cellComments(db: Queryable, entity: CompiledEntity, companyId: number, row: string, month: string): Promise<GridComment[]> {
  return db.query<GridComment>(
    `SELECT id, ${col(entity, 'measure')} AS measure, ${col(entity, 'text')} AS text, coalesce(${col(entity, 'author')}, '') AS author, ${col(entity, 'at')} AS at
     FROM ${ident(tableOf(entity))} WHERE company_id = $1 AND ${col(entity, 'row')} = $2 AND ${col(entity, 'month')} = $3::date ORDER BY ${col(entity, 'at')} DESC, id DESC LIMIT 200`,
    [companyId, row, `${month}-01`],
  );
}

export async function addComment(tx: Queryable, entity: CompiledEntity, caller: Caller, comment: { row: string; month: string; measure: string; text: string }): Promise<GridComment> {
  const at = new Date().toISOString();
  const [saved] = await tx.query<{ id: number }>(
    `INSERT INTO ${ident(tableOf(entity))} (company_id, created_by, updated_by, ${col(entity, 'row')}, ${col(entity, 'month')}, ${col(entity, 'measure')}, ${col(entity, 'text')}, ${col(entity, 'at')}, ${col(entity, 'author')})
     VALUES ($1, $2, $2, $3, $4::date, $5, $6, $7, $8) RETURNING id`,
    [caller.companyId, caller.userId, comment.row, `${comment.month}-01`, comment.measure, comment.text, at, caller.name.slice(0, 120)],
  );
  await writeAudit(tx, { companyId: caller.companyId, userId: caller.userId, userName: caller.name }, [{
    entity: entity.id, rowId: saved.id, rowTitle: comment.text.slice(0, 80), action: 'create', before: null,
    after: { row: comment.row, month: comment.month, measure: comment.measure, text: comment.text, at, author: caller.name },
  }]);
  return { id: saved.id, measure: comment.measure, text: comment.text, author: caller.name, at };
}
