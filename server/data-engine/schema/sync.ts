// The schema sync: at start-up, after the SQL migrations, make the entity
// tables match config/entities. In ONE transaction (under an advisory lock,
// so instances starting together take turns): diff each entity against the
// definition last applied (entity_schema), count the rows every narrowing
// change would break and refuse with located messages when any would, else
// apply the DDL, then the indexes (b-tree, then pg_trgm's: trigram-sync.ts)
// and the tables' storage parameters (storage-sync.ts), and record every
// change. Works in the current schema (search_path), so tests can run one
// PostgreSQL schema each.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CompiledConfig, CompiledEntity } from '../../../engine/config/compiled';
import type { Db, Queryable } from '../../db/adapter';
import { ident, isComputed, tableOf } from '../sql';
import { desiredIndexes } from './desired';
import { diffEntity } from '../../../engine/data/schema-differ';
import { diffIndexes, type ExistingIndex } from './indexes';
import { refusal, SchemaSyncError, type ReadSource } from './messages';
import { checkStatement, planChanges } from './planner';
import { syncTrigramIndexes } from './trigram-sync';
import { syncStorage } from './storage-sync';
import type { NarrowingCheck } from '../../../engine/data/schema-changes';

const RESERVED_TABLES = ['audit'];

/** Distinct from the migrations' lock: a sync runs right after them. */
const SYNC_LOCK = 7_240_413;

export interface SyncReport {
  /** One line per applied change: "data_products: unit_cost numeric(18, 2) added". */
  applied: string[];
  /** How many changes of each kind (create, add-column, add-index...): what the start-up log shows. */
  counts: Record<string, number>;
  /** Things kept as they are and worth knowing (a field no longer declared). */
  notes: string[];
}

export interface SyncOptions {
  /** Project root, to quote file:line:column in refusals (default: the working directory). */
  root?: string;
  /** Reads a config file; default: from root. */
  readSource?: ReadSource;
}

async function countBroken(tx: Queryable, checks: readonly NarrowingCheck[], read: ReadSource): Promise<string[]> {
  const problems: string[] = [];
  for (const check of checks) {
    const statement = checkStatement(check);
    const [{ n }] = await tx.query<{ n: number }>(statement.sql, statement.params ?? []);
    if (n > 0) problems.push(refusal(check, n, read));
  }
  return problems;
}

async function existingIndexes(tx: Queryable, table: string): Promise<ExistingIndex[]> {
  return tx.query<ExistingIndex>(
    `SELECT i.relname AS name, ix.indisunique AS unique, ix.indisprimary AS primary,
       array(SELECT a.attname::text FROM unnest(ix.indkey::int2[]) WITH ORDINALITY k(attnum, ord)
             JOIN pg_attribute a ON a.attrelid = ix.indrelid AND a.attnum = k.attnum ORDER BY k.ord) AS columns
     FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid
     WHERE ix.indrelid = to_regclass($1)`,
    [table],
  );
}

async function dropForeignKey(tx: Queryable, table: string, column: string): Promise<void> {
  const rows = await tx.query<{ name: string }>(
    `SELECT c.conname::text AS name FROM pg_constraint c
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.conrelid = to_regclass($1) AND c.contype = 'f' AND a.attname = $2`,
    [table, column],
  );
  for (const { name } of rows) await tx.exec(`ALTER TABLE ${ident(table)} DROP CONSTRAINT ${ident(name)}`);
}

/** JSON with object keys sorted, so equal definitions compare equal whatever their key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export async function syncSchema(db: Db, config: Pick<CompiledConfig, 'entities' | 'routes'>, options: SyncOptions = {}): Promise<SyncReport> {
  const root = options.root ?? process.cwd();
  const read: ReadSource =
    options.readSource ??
    ((source) => {
      try {
        return readFileSync(path.join(root, source), 'utf8');
      } catch {
        return undefined;
      }
    });
  // Computed entities have no table: their rows come from a computation (server/reports/computed).
  const entities = config.entities.filter((e) => !isComputed(e));
  const byId = new Map(entities.map((e) => [e.id, e]));
  const targetTable = (id: string) => {
    const entity = byId.get(id);
    return entity ? tableOf(entity) : undefined;
  };

  // data_audit is the audit log of the data API (migration 031): no entity may use its name.
  const clash = entities.find((e) => RESERVED_TABLES.includes(e.table));
  if (clash) throw new SchemaSyncError([`${clash.source}:1:1 table: "${clash.table}" is reserved (data_${clash.table} is a system table); choose another table name`]);

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SYNC_LOCK]);
    const stored = await tx.query<{ table: string; definition: CompiledEntity }>('SELECT table_name AS "table", definition FROM entity_schema');
    const previous = new Map(stored.map((r) => [r.table, typeof r.definition === 'string' ? (JSON.parse(r.definition) as CompiledEntity) : r.definition]));
    const report: SyncReport = { applied: [], counts: {}, notes: [] };

    const diffs = entities.map((entity) => ({ entity, diff: diffEntity(previous.get(entity.table), entity, targetTable) }));
    for (const table of previous.keys()) {
      if (!entities.some((e) => e.table === table)) report.notes.push(`data_${table}: no entity declares it any more; the table and its data are kept`);
    }
    const problems = await countBroken(tx, diffs.flatMap((d) => d.diff.checks), read);
    if (problems.length > 0) throw new SchemaSyncError(problems);

    const records: Array<{ table: string; kind: string; detail: string }> = [];
    for (const planned of planChanges(diffs.flatMap((d) => d.diff.changes))) {
      const { change } = planned;
      if (change.kind === 'drop-fk') await dropForeignKey(tx, change.table, change.column);
      for (const statement of planned.statements) {
        // DDL without parameters goes through the simple protocol: nothing to prepare and cache.
        if (statement.params) await tx.query(statement.sql, statement.params);
        else await tx.exec(statement.sql);
      }
      records.push({ table: change.table, kind: change.kind, detail: planned.detail });
    }
    report.notes.push(...diffs.flatMap((d) => d.diff.notes));

    const indexPlans = [];
    for (const { entity } of diffs) {
      const plan = diffIndexes(entity, desiredIndexes(entity, config), await existingIndexes(tx, tableOf(entity)));
      indexPlans.push({ entity, plan });
    }
    const duplicates = await countBroken(tx, indexPlans.flatMap((p) => p.plan.checks), read);
    if (duplicates.length > 0) throw new SchemaSyncError(duplicates);
    for (const { entity, plan } of indexPlans) {
      const table = tableOf(entity);
      for (const name of plan.drop) {
        await tx.exec(`DROP INDEX ${ident(name)}`);
        records.push({ table, kind: 'drop-index', detail: `index ${name} dropped (no longer needed)` });
      }
      for (const index of plan.create) {
        await tx.exec(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX ${ident(index.name)} ON ${ident(table)} (${index.columns.map(ident).join(', ')})`);
        records.push({ table, kind: 'add-index', detail: `${index.unique ? 'unique ' : ''}index (${index.columns.join(', ')})` });
      }
    }
    const trigram = await syncTrigramIndexes(tx, diffs.map((d) => d.entity), config);
    records.push(...trigram.records);
    report.notes.push(...trigram.notes);
    records.push(...(await syncStorage(tx, diffs.map((d) => d.entity))));

    for (const record of records) {
      await tx.query('INSERT INTO entity_schema_changes (table_name, kind, detail) VALUES ($1, $2, $3)', [record.table, record.kind, record.detail]);
      report.applied.push(`${record.table}: ${record.detail}`);
      report.counts[record.kind] = (report.counts[record.kind] ?? 0) + 1;
    }
    for (const entity of entities) {
      const definition = JSON.stringify(entity);
      const before = previous.get(entity.table);
      // jsonb orders keys its own way: compare canonical forms.
      if (before && canonical(before) === canonical(entity)) continue;
      await tx.query(
        `INSERT INTO entity_schema (table_name, entity_id, definition) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (table_name) DO UPDATE SET entity_id = excluded.entity_id, definition = excluded.definition, applied_at = now()`,
        [entity.table, entity.id, definition],
      );
    }
    return report;
  });
}
