// An import from start to end. First the whole file is checked, batch by
// batch, outside any transaction (the dry run stops there); a file with any
// problem imports nothing. Then, in ONE transaction, the file is read again
// and written batch by batch (upsert on the business key) with an audit row
// per written row. Memory stays bounded by a batch, plus the file's keys.
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { ImportReport } from '../../../engine/data/api';
import { isoDate } from '../../../engine/data/relative-dates';
import type { Caller } from '../../access/caller';
import type { Db, Queryable } from '../../db/adapter';
import { ApiError } from '../../errors/api-error';
import { changedFields, writeAudit } from '../audit/write';
import type { DataEngine } from '../engine';
import { asWriteError } from '../records/write-errors';
import { ident, tableOf } from '../sql';
import { mapHeaders, type HeaderMap } from './headers';
import { entityLexicon } from './lexicon';
import { idsByKey } from './lookups';
import { prepareBatch, Problems, type ImportContext, type PreparedRow } from './prepare';
import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import type { ImportSource, SourceRow } from './source';
import { resolvePending, writeBatch, type Written } from './write';

export type ImportFormat = 'csv' | 'xlsx';
export const BATCH_ROWS = 1000;

export function openSource(bytes: Buffer, format: ImportFormat): Promise<ImportSource> | ImportSource {
  return format === 'xlsx' ? readXlsx(bytes) : readCsv(bytes);
}

async function* batches(rows: AsyncIterable<SourceRow>): AsyncIterable<SourceRow[]> {
  let batch: SourceRow[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

interface Options {
  format: ImportFormat;
  dryRun: boolean;
}

export async function runImport(db: Db, engine: DataEngine, caller: Caller, entity: CompiledEntity, bytes: Buffer, options: Options): Promise<ImportReport> {
  const perms = engine.access(caller).of(entity);
  const lexicon = entityLexicon(entity, engine.translations, caller.language);
  const problems = new Problems();
  const source = await openSource(bytes, options.format);
  const report = (rows: number, created: number, updated: number, imported: boolean, header?: HeaderMap): ImportReport => ({
    dryRun: options.dryRun, imported, rows, created, updated, problems: problems.sorted(), problemCount: problems.count, columns: header?.columns ?? [],
  });
  if (source.headers.every((h) => !h.trim())) {
    problems.add({ line: 1, code: 'emptyFile' });
    return report(0, 0, 0, false);
  }
  const header = mapHeaders(entity, source.headers, lexicon, perms, source.headerLine);
  const base = { engine, entity, companyId: caller.companyId, perms, lexicon, header, today: isoDate(new Date()), problems };

  // Statistics first: the key lookups below must use the unique index, and PGlite runs no autovacuum to keep them fresh.
  await db.exec(`ANALYZE ${ident(tableOf(entity))}`);
  // Pass 1: check every row; count what would be created and updated.
  const checking: ImportContext = { ...base, tx: db, lock: false, seenKeys: new Map(), fileKeys: new Set(), checking: true, selfRefs: [], uniqueSeen: new Map() };
  header.problems.forEach((p) => problems.add(p));
  let rows = 0;
  let created = 0;
  let updated = 0;
  for await (const batch of batches(source.rows)) {
    rows += batch.length;
    // A broken header makes every row meaningless: count the rows, check none.
    if (header.problems.length > 0) continue;
    for (const row of await prepareBatch(checking, batch)) {
      if (!row.existing) created++;
      // A row the file leaves as it is will not be written: not counted.
      else if (changedFields(row.existing.values, { ...row.existing.values, ...row.values }) || Object.keys(row.pending).length) updated++;
    }
  }
  source.problems.forEach((p) => problems.add(p));
  for (const ref of checking.selfRefs) {
    if (!checking.fileKeys.has(ref.key)) problems.add({ line: ref.line, column: ref.column, field: ref.field, code: 'refNotFound', params: { key: ref.key } });
  }
  if (rows === 0 && problems.count === 0) problems.add({ line: source.headerLine, code: 'emptyFile' });
  if (problems.count > 0 || options.dryRun) return report(rows, created, updated, false, header);

  // Pass 2: the same file again, written in one transaction.
  const fileFields = new Set(header.fields.filter((f): f is string => f !== null));
  const written = await db.transaction(async (tx) => {
    // PGlite is one connection: nothing can change the referenced rows while this transaction runs, and every
    // reference was resolved in it, so the foreign keys' row-by-row triggers (most of the time of a large import)
    // are skipped for this transaction only. PostgreSQL keeps them: another session could delete a referenced row.
    if (db.kind === 'pglite') await tx.exec('SET LOCAL session_replication_role = replica');
    const writing: ImportContext = { ...base, tx, lock: true, fileKeys: checking.fileKeys, checking: false, selfRefs: [], uniqueSeen: new Map() };
    const again = await openSource(bytes, options.format);
    const totals = { created: 0, updated: 0 };
    const pending: Written['pending'] = [];
    // Re-analysed whenever the rows written double, so the lookups of later batches keep using the key's index.
    let analysedAt = 0;
    for await (const batch of batches(again.rows)) {
      const written = totals.created + totals.updated;
      if (written >= Math.max(BATCH_ROWS, 2 * analysedAt)) {
        await tx.exec(`ANALYZE ${ident(tableOf(entity))}`);
        analysedAt = written;
      }
      const prepared: PreparedRow[] = await prepareBatch(writing, batch);
      // The table changed since the check (a referenced row deleted meanwhile): write nothing.
      if (problems.count > 0) throw new ApiError('CONFLICT', 'The data changed while the file was being imported; nothing was imported: run the import again');
      const result = await writeBatch(tx, entity, caller.companyId, caller.userId, prepared, fileFields);
      totals.created += result.created;
      totals.updated += result.updated;
      pending.push(...result.pending);
      await writeAudit(tx, { companyId: caller.companyId, userId: caller.userId, userName: caller.name }, result.audit);
    }
    if (pending.length > 0) {
      const ids = await idsByKey(tx as Queryable, entity, caller.companyId, [...new Set(pending.map((p) => p.key))]);
      await writeAudit(tx, { companyId: caller.companyId, userId: caller.userId, userName: caller.name }, await resolvePending(tx, entity, caller.companyId, pending, ids));
    }
    return totals;
  }).catch((error: unknown) => {
    throw asWriteError(error, entity, engine);
  });
  // Fresh statistics for the lists that follow (a planner that thinks the table is small picks sequential scans).
  if (written.created + written.updated >= BATCH_ROWS) await db.exec(`ANALYZE ${ident(tableOf(entity))}`);
  return report(rows, written.created, written.updated, true, header);
}
