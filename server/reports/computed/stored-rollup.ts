// A rollup (../rollup.ts) kept in a table: rebuilt from the computation's
// rows, in one set-based statement, whenever the state of what those rows
// come from changed (for the supply caches: their mark and the time they were
// last computed, so even a forced recomputation with the same inputs rebuilds
// it). Readers that find it current pay one small query.
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { Queryable } from '../../db/adapter';
import type { TransactionalDb } from '../../supply/cache';
import { ident } from '../../data-engine/sql';
import { resolveReportPath, ROW, type PathScope } from '../paths';
import type { Rollup, RollupKey } from '../rollup';
import type { ComputeRequest } from './registry';

export interface StoredRollupSpec {
  entityId: string;
  /** The table of the rolled rows (a migration creates it with the key, row count, sum and <sum>_n columns). */
  table: string;
  keys: readonly RollupKey[];
  sums: readonly string[];
  /** The computation's SELECT of the entity's rows. */
  rows(companyParam: string): string;
  /** SQL answering one row with `key`: the state of the rows' source for company $1 (no row: never computed). */
  sourceKey: string;
}

const LOCK_CLASS = 7_250_001;
const ROW_COUNT = 'row_count';

/** The statement that fills the table with the company's ($1) rolled rows. */
export function rollupInsertSql(spec: StoredRollupSpec, entity: CompiledEntity, scope: PathScope): string {
  const joins = new Map<string, string>();
  const keys = spec.keys.map((key) => {
    const path = resolveReportPath(entity, key.path, scope);
    if (typeof path === 'string') throw new Error(`rollup key "${key.path}" of entity "${entity.id}": ${path}`);
    for (const j of path.joins) joins.set(j.alias, j.sql);
    return { column: key.column, expr: path.expr };
  });
  const sums = spec.sums.map((name) => {
    const column = entity.fields.find((f) => f.name === name)?.column;
    if (!column) throw new Error(`rollup sum "${name}" of entity "${entity.id}": not a stored field`);
    return column;
  });
  const columns = ['company_id', ...keys.map((k) => k.column), ROW_COUNT, ...sums.flatMap((c) => [c, `${c}_n`])].map(ident);
  const values = ['$1', ...keys.map((k) => k.expr), 'count(*)', ...sums.flatMap((c) => [`sum((${ROW}.${ident(c)})::float8)`, `count(${ROW}.${ident(c)})`])];
  // Joins in the order paths need them (a child alias extends its parent's).
  const from = [...joins.keys()].sort((a, b) => a.length - b.length || a.localeCompare(b)).map((a) => joins.get(a)).join(' ');
  return `INSERT INTO ${ident(spec.table)} (${columns.join(', ')}) SELECT ${values.join(', ')}
FROM (${spec.rows('$1')}) ${ROW} ${from} WHERE ${ROW}.company_id = $1 GROUP BY ${keys.map((_, i) => i + 2).join(', ')}`;
}

export function storedRollup(spec: StoredRollupSpec): Rollup {
  const stateOf = async (db: Queryable, companyId: number) => {
    const [source] = await db.query<{ key: string }>(spec.sourceKey, [companyId]);
    const [have] = await db.query<{ key: string }>('SELECT source_key AS key FROM report_rollup_state WHERE company_id = $1 AND rollup = $2', [companyId, spec.table]);
    return { want: source?.key ?? '', have: have?.key };
  };
  return {
    entityId: spec.entityId,
    keys: spec.keys,
    sums: spec.sums,
    rowCount: ROW_COUNT,
    sql: (company) => `SELECT * FROM ${ident(spec.table)} WHERE company_id = ${company}`,
    async prepare(db: Queryable, request: ComputeRequest) {
      const { companyId, config } = request;
      const before = await stateOf(db, companyId);
      if (before.want === before.have) return;
      const entities = new Map(config.entities.map((e) => [e.id, e]));
      const entity = entities.get(spec.entityId)!;
      const scope: PathScope = { entities, computed: { has: (id) => id === spec.entityId, sql: (_, p) => spec.rows(p), prepare: async () => {} } };
      await (db as TransactionalDb).transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_CLASS, companyId]);
        // Another request may have rebuilt it meanwhile.
        const { want, have } = await stateOf(tx, companyId);
        if (want === have) return;
        await tx.query(`DELETE FROM ${ident(spec.table)} WHERE company_id = $1`, [companyId]);
        await tx.query(rollupInsertSql(spec, entity, scope), [companyId]);
        // Planner statistics of the new rows (PGlite runs no autovacuum): without them a report sorts what it could hash.
        await tx.query(`ANALYZE ${ident(spec.table)}`);
        await tx.query(
          `INSERT INTO report_rollup_state (company_id, rollup, source_key) VALUES ($1, $2, $3)
           ON CONFLICT (company_id, rollup) DO UPDATE SET source_key = EXCLUDED.source_key`,
          [companyId, spec.table, want],
        );
      });
    },
  };
}
