// Writes generated tables into the entity tables (data_<table>, created by
// the schema sync) of one company: one INSERT ... SELECT FROM
// jsonb_to_recordset per table (and chunk), refs turned from business keys
// into ids as the referenced tables are written, self-references (a family's
// parent, a product's like) set by one UPDATE afterwards.
import type { CompiledConfig, CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import { ident, sqlType, tableOf, textExpr, toSqlValue } from '../../data-engine/sql';
import type { Queryable } from '../../db/adapter';
import type { DemoRow, DemoTable } from './model';

const CHUNK = 2000;

/** Rows written per entity. */
export type InsertCounts = Record<string, number>;

export async function insertDemoTables(tx: Queryable, config: CompiledConfig, companyId: number, tables: readonly DemoTable[]): Promise<InsertCounts> {
  const entities = new Map(config.entities.map((e) => [e.id, e]));
  const ids = new Map<string, Map<string, number>>(); // entity -> business key -> id
  const counts: InsertCounts = {};
  // Every ref is resolved (and checked) above, so the foreign keys' row-by-row
  // triggers are skipped for the seed where the role may (PGlite; PostgreSQL
  // as superuser): on PGlite they cost ~85% of seeding the sales history and
  // forecasts (~30 s of ~35 s). Elsewhere they run as usual.
  await setReplicationRole(tx, 'replica');
  for (const table of tables) {
    const entity = entities.get(table.entity);
    if (!entity) throw new Error(`demo data: unknown entity ${table.entity}`);
    const fields = entity.fields.filter((f) => f.column !== null);
    const selfRefs = fields.filter((f) => f.type === 'ref' && f.entity === entity.id);
    const keyed = new Map<string, number>();
    ids.set(entity.id, keyed);
    const resolve = (field: CompiledField, value: unknown, row: DemoRow): unknown => {
      if (field.type !== 'ref' || value === null || value === undefined) return toSqlValue(field, value);
      const id = ids.get(field.entity!)?.get(String(value));
      if (id === undefined) throw new Error(`demo data: ${entity.id}.${field.name} = ${value} matches no ${field.entity} (row ${JSON.stringify(row)})`);
      return id;
    };
    for (const row of table.rows) {
      for (const name of Object.keys(row)) {
        if (!fields.some((f) => f.name === name)) throw new Error(`demo data: ${entity.id} has no stored field ${name}`);
      }
    }
    const columns = fields.map((f) => `${ident(f.column!)} ${sqlType(f)}`).join(', ');
    const names = fields.map((f) => ident(f.column!)).join(', ');
    const keyField = entity.key.length === 1 ? fields.find((f) => f.name === entity.key[0]) : undefined;
    for (let start = 0; start < table.rows.length; start += CHUNK) {
      const chunk = table.rows.slice(start, start + CHUNK);
      const records = chunk.map((row) => Object.fromEntries(fields.map((f) => [f.column!, selfRefs.includes(f) ? null : resolve(f, row[f.name] ?? null, row)])));
      const returned = await tx.query<{ id: number; k: string | null }>(
        `INSERT INTO ${ident(tableOf(entity))} (company_id, ${names})
         SELECT $1, ${names} FROM jsonb_to_recordset($2::jsonb) AS r(${columns})
         RETURNING id, ${keyField ? textExpr(keyField, ident(keyField.column!)) : 'NULL'} AS k`,
        [companyId, JSON.stringify(records)],
      );
      returned.forEach((r) => r.k !== null && keyed.set(r.k, Number(r.id)));
    }
    await updateSelfRefs(tx, entity, selfRefs, table.rows, keyed);
    counts[entity.id] = table.rows.length;
  }
  await setReplicationRole(tx, 'origin');
  // Statistics for the planner: PGlite has no autovacuum, and without them a
  // report over the sales history or the snapshots can pick a nested loop
  // that takes minutes instead of a hash join that takes a second.
  const written = tables.map((t) => entities.get(t.entity)!).filter((e) => e.table);
  if (written.length > 0) await tx.exec(`ANALYZE ${written.map((e) => ident(tableOf(e))).join(', ')}`);
  return counts;
}

async function setReplicationRole(tx: Queryable, role: 'replica' | 'origin'): Promise<void> {
  await tx.exec(`DO $$ BEGIN SET LOCAL session_replication_role = ${role}; EXCEPTION WHEN insufficient_privilege THEN NULL; END $$`);
}

async function updateSelfRefs(tx: Queryable, entity: CompiledEntity, selfRefs: CompiledField[], rows: readonly DemoRow[], keyed: Map<string, number>) {
  if (selfRefs.length === 0) return;
  const key = entity.key[0];
  for (const field of selfRefs) {
    const pairs = rows.filter((row) => row[field.name] !== null && row[field.name] !== undefined).map((row) => {
      const target = keyed.get(String(row[field.name]));
      if (target === undefined) throw new Error(`demo data: ${entity.id}.${field.name} = ${row[field.name]} matches no ${entity.id}`);
      return { id: keyed.get(String(row[key]))!, ref: target };
    });
    if (pairs.length === 0) continue;
    await tx.query(
      `UPDATE ${ident(tableOf(entity))} AS t SET ${ident(field.column!)} = v.ref FROM jsonb_to_recordset($1::jsonb) AS v(id integer, ref integer) WHERE t.id = v.id`,
      [JSON.stringify(pairs)],
    );
  }
}
