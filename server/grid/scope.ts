// The scope of a grid with one (a budget grid's version): the rows to choose
// from, in their entity's order, the one chosen (the first by default) and,
// for grids whose columns are the scope's year, that year.
import type { CompiledEntity } from '../../engine/config/compiled';
import type { CallerAccess } from '../data-engine/access';
import type { Queryable } from '../db/adapter';
import { ident, tableOf, textExpr } from '../data-engine/sql';
import { ApiError } from '../errors/api-error';
import type { GridModel } from './model';

export interface GridScope {
  value: number | null;
  options: Array<{ value: number; label: string }>;
  year: number | null;
}

const MAX_OPTIONS = 200;

function orderBy(entity: CompiledEntity): string {
  const parts = entity.order.map((o) => {
    const name = o.replace(/^-/, '');
    const field = entity.fields.find((f) => f.name === name && f.column);
    return field ? `${ident(field.column!)} ${o.startsWith('-') ? 'DESC' : 'ASC'}` : null;
  }).filter((p): p is string => p !== null);
  return [...parts, 'id'].join(', ');
}

export async function scopeOf(db: Queryable, model: GridModel, access: CallerAccess, companyId: number, requested: number | undefined, strict = false): Promise<GridScope> {
  if (!model.scopeField) return { value: null, options: [], year: null };
  const target = model.entities.get(model.scopeField.entity!)!;
  if (!access.of(target).read) throw new ApiError('FORBIDDEN', 'Your permissions are not enough for this');
  const title = target.fields.find((f) => f.name === target.title)!;
  const yearField = model.grid.buckets.scopeYear ? target.fields.find((f) => f.name === model.grid.buckets.scopeYear) : undefined;
  const rows = await db.query<{ id: number; label: string | null; year: number | null }>(
    `SELECT id, ${title.column ? textExpr(title, ident(title.column)) : 'id::text'} AS label, ${yearField ? `${ident(yearField.column!)}::int` : 'NULL::int'} AS year
     FROM ${ident(tableOf(target))} WHERE company_id = $1 ORDER BY ${orderBy(target)} LIMIT ${MAX_OPTIONS}`,
    [companyId],
  );
  let chosen = rows[0];
  if (requested !== undefined) {
    chosen = rows.find((r) => r.id === requested)!;
    if (!chosen) {
      // A row beyond the options, or of another company, is not one the caller can choose.
      const [found] = await db.query<{ id: number; label: string | null; year: number | null }>(
        `SELECT id, NULL::text AS label, ${yearField ? `${ident(yearField.column!)}::int` : 'NULL::int'} AS year FROM ${ident(tableOf(target))} WHERE company_id = $1 AND id = $2`, [companyId, requested]);
      if (!found) throw new ApiError('VALIDATION_ERROR', `scope: there is no ${target.id} ${requested}`, 'scope');
      chosen = found;
    }
  }
  if (strict && !chosen) throw new ApiError('VALIDATION_ERROR', `scope: choose a ${target.id} first`, 'scope');
  return { value: chosen?.id ?? null, options: rows.map((r) => ({ value: r.id, label: r.label ?? String(r.id) })), year: chosen?.year ?? null };
}
