// Planner statistics for the tables a grid reads. A freshly seeded or
// imported database (always so on PGlite, which runs no autovacuum) has
// none: PostgreSQL then guesses one row per table and joins the products by
// a scan per sales line (the forecast grid's first level took 5 minutes on
// the demo company instead of 1.5 s). Tables without statistics are analysed
// once per server, before the first grid request reads them.
import type { CompiledEntity } from '../../engine/config/compiled';
import type { Queryable } from '../db/adapter';
import { tableOf } from '../data-engine/sql';
import type { GridModel } from './model';

const checked = new WeakMap<object, Set<string>>();

/** Every stored table a grid's paths and measures reach. */
export function gridTables(model: GridModel): string[] {
  const ids = new Set<string>();
  const walk = (entity: CompiledEntity | undefined, path: string) => {
    let current = entity;
    for (const segment of path.split('.')) {
      if (!current) return;
      ids.add(current.id.split('~')[0]);
      const field = current.fields.find((f) => f.name === segment);
      current = field?.type === 'ref' && field.entity ? model.entities.get(field.entity) : undefined;
    }
    if (current) ids.add(current.id.split('~')[0]);
  };
  for (const path of model.levels) walk(model.entity, path);
  for (const m of model.measures) {
    const entity = m.entity ? model.entities.get(m.entity) : undefined;
    if (m.field) walk(entity, m.field);
    m.where.forEach((c) => walk(entity, c.field));
    if (entity) ids.add(entity.id.split('~')[0]);
  }
  return [...ids].map((id) => model.entities.get(id)).filter((e): e is CompiledEntity => !!e && !e.computed && e.table !== '').map((e) => tableOf(e));
}

export async function ensureStatistics(db: Queryable, tables: readonly string[]): Promise<void> {
  let done = checked.get(db);
  if (!done) checked.set(db, (done = new Set()));
  const pending = tables.filter((t) => !done.has(t) && /^[a-z_][a-z0-9_]*$/.test(t));
  if (pending.length === 0) return;
  const rows = await db.query<{ table: string }>(
    `SELECT c.relname AS table FROM pg_class c
     WHERE c.relname = ANY($1::text[]) AND c.relkind = 'r' AND c.relnamespace = ANY (current_schemas(false)::regnamespace[])
       AND NOT EXISTS (SELECT 1 FROM pg_stats s WHERE s.tablename = c.relname AND s.schemaname = c.relnamespace::regnamespace::text)`,
    [pending],
  );
  for (const { table } of rows) await db.query(`ANALYZE "${table}"`);
  for (const t of pending) done.add(t);
}
