// Entity tables by id for the production loaders: an entity the config
// does not declare (stock on hand before the supply review lands, say) is a
// source that does not exist yet, read as empty rather than an error.
import type { CompiledConfig } from '../../engine/config/compiled';
import { tableOf } from '../data-engine/sql';

export function tableFor(config: CompiledConfig, entityId: string): string | null {
  const entity = config.entities.find((e) => e.id === entityId);
  return entity && !entity.computed ? tableOf(entity) : null;
}

export function requireTable(config: CompiledConfig, entityId: string): string {
  const table = tableFor(config, entityId);
  if (!table) throw new Error(`production planning needs entity "${entityId}" in config/entities`);
  return table;
}

/** Month index (year * 12 + month - 1) of a date column, as SQL. */
export const monthIndexSql = (expr: string): string => `(extract(year FROM ${expr})::int * 12 + extract(month FROM ${expr})::int - 1)`;

/** Production orders still to be made: what the MPS, the load and the sequencer take. */
export const OPEN_PRODUCTION_STATUSES = ['planned', 'released', 'in-progress'];

/** Sales orders still to be shipped (the stock projection's open orders too). */
export const OPEN_SALES_STATUSES = ['draft', 'confirmed'];

/**
 * The day an open production order's output is expected: the end the
 * scheduler gave it, else its due date (YYYY-MM-DD text). The stock
 * projection should read production receipts on the same day.
 */
export const expectedDateSql = (alias: string): string => `coalesce(left(${alias}.planned_end, 10), to_char(${alias}.due_date, 'YYYY-MM-DD'))`;
