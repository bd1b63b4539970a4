// An import from start to end, in one pass over the file, batch by batch.
// A dry run checks every row outside any transaction and writes nothing. An
// import checks every row the same way inside ONE transaction and writes
// each batch (upsert on the business key, an audit row per written row) as
// soon as it is checked, while the file has no problem; a file with any
// problem is still checked to its end, so every bad row is reported, and the
// transaction is rolled back: nothing is imported. Reading, parsing and
// checking the file once instead of twice (check, then write) halves the
// work of a large import. Memory stays bounded by a batch, plus the file's keys.
// The entity's hooks see every row that would change, batch by batch, before
// the batch is written (in a dry run too): a refusal refuses the whole file
// (409 naming the lines) and rolls back what earlier batches wrote.
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { ImportReport } from '../../../engine/data/api';
import { isoDate } from '../../../engine/data/relative-dates';
import type { Caller } from '../../access/caller';
import type { Db, Queryable } from '../../db/adapter';
import { changedFields, writeAudit } from '../audit/write';
import type { DataEngine } from '../engine';
import type { RowChange } from '../hooks/registry';
import { asWriteError } from '../records/write-errors';
import { ident, tableOf } from '../sql';
import { estimatedRows, restoreIndexes, shouldSuspend, suspendIndexes, type IndexDefinition } from './bulk-indexes';
import { asFileError, checkFileKind, guardSource } from './file-guard';
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

/** The file's rows, read inside the guard (file-guard.ts): bytes that are no such file, or that the reader fails on, are a 400. */
export async function openSource(bytes: Buffer, format: ImportFormat): Promise<ImportSource> {
  checkFileKind(bytes, format);
  try {
    return guardSource(format === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes));
  } catch (error) {
    throw asFileError(error);
  }
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

interface Counts {
  rows: number;
  created: number;
  updated: number;
}

const hooked = (engine: DataEngine, entity: CompiledEntity) => engine.hooks.names(entity.id).length > 0;

/** The rows of a batch that would change, as the entity's hooks see them. */
function rowChanges(rows: readonly PreparedRow[]): RowChange[] {
  return rows.flatMap((r): RowChange[] => {
    if (!r.existing) return [{ action: 'create', id: null, before: null, after: r.values, line: r.line }];
    const after = { ...r.existing.values, ...r.values };
    return changedFields(r.existing.values, after) || Object.keys(r.pending).length ? [{ action: 'update', id: r.existing.id, before: r.existing.values, after, line: r.line }] : [];
  });
}

/** Thrown inside the writing transaction to roll it back when the file had problems. */
class Refused extends Error {}

/**
 * Checks every row of the file, batch by batch, handing each batch's good
 * rows to `write`; counts what is (or would be) created and updated. The
 * file's own problems and references to rows of the same file that never
 * came are added at the end.
 */
async function checkRows(ctx: ImportContext, source: ImportSource, header: HeaderMap, write?: (rows: PreparedRow[]) => Promise<void>): Promise<Counts> {
  const counts: Counts = { rows: 0, created: 0, updated: 0 };
  for await (const batch of batches(source.rows)) {
    counts.rows += batch.length;
    if (header.problems.length > 0) continue;
    const prepared = await prepareBatch(ctx, batch);
    if (ctx.problems.count === 0 && hooked(ctx.engine, ctx.entity)) await ctx.engine.hooks.beforeWrite({ tx: ctx.tx, entity: ctx.entity, companyId: ctx.companyId, path: 'import' }, rowChanges(prepared));
    for (const row of prepared) {
      if (!row.existing) counts.created++;
      // A row the file leaves as it is will not be written: not counted.
      else if (changedFields(row.existing.values, { ...row.existing.values, ...row.values }) || Object.keys(row.pending).length) counts.updated++;
    }
    await write?.(prepared);
  }
  source.problems.forEach((p) => ctx.problems.add(p));
  for (const ref of ctx.selfRefs) {
    if (!ctx.fileKeys.has(ref.key)) ctx.problems.add({ line: ref.line, column: ref.column, field: ref.field, code: 'refNotFound', params: { key: ref.key } });
  }
  if (counts.rows === 0 && ctx.problems.count === 0) ctx.problems.add({ line: source.headerLine, code: 'emptyFile' });
  return counts;
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
  header.problems.forEach((p) => problems.add(p));
  const fresh = (tx: Queryable, lock: boolean): ImportContext => ({ ...base, tx, lock, seenKeys: new Map(), fileKeys: new Set(), selfRefs: [], uniqueSeen: new Map() });
  // A broken header makes every row meaningless: count the rows, check none.
  if (options.dryRun || header.problems.length > 0) {
    const counts = await checkRows(fresh(db, false), source, header);
    return report(counts.rows, counts.created, counts.updated, false, header);
  }

  const fileFields = new Set(header.fields.filter((f): f is string => f !== null));
  const author = { companyId: caller.companyId, userId: caller.userId, userName: caller.name };
  let counts: Counts = { rows: 0, created: 0, updated: 0 };
  try {
    await db.transaction(async (tx) => {
      // PGlite is one connection: nothing can change the referenced rows while this transaction runs, and every
      // reference is resolved in it, so the foreign keys' row-by-row triggers (most of the time of a large import)
      // are skipped for this transaction only. PostgreSQL keeps them: another session could delete a referenced row.
      if (db.kind === 'pglite') await tx.exec('SET LOCAL session_replication_role = replica');
      const ctx = fresh(tx, true);
      const pending: Written['pending'] = [];
      const tableRows = db.kind === 'pglite' ? await estimatedRows(tx, tableOf(entity)) : Infinity;
      let suspended: IndexDefinition[] | null = null;
      // Re-analysed once the first rows are written, then whenever they grow tenfold: the key's statistics (every
      // value distinct, kept as a fraction of the rows) stay true as the table grows, and the lookups probe the
      // unique index one key at a time, so fresher statistics would not change their plan (an ANALYZE samples
      // 30,000 rows: doubling cost 9 of them, ~2 s, on 100,000 rows).
      let analysedAt = 0;
      let written = 0;
      // One pass: each batch is checked and, while the file has no problem yet, written at once (then only checked).
      counts = await checkRows(ctx, source, header, async (prepared) => {
        if (problems.count > 0) return;
        if (written >= Math.max(BATCH_ROWS, 10 * analysedAt)) {
          await tx.exec(`ANALYZE ${ident(tableOf(entity))}`);
          analysedAt = written;
        }
        if (!suspended && shouldSuspend(written, tableRows)) suspended = await suspendIndexes(tx, tableOf(entity));
        const result = await writeBatch(tx, entity, caller.companyId, caller.userId, prepared, fileFields);
        if (hooked(engine, entity)) await engine.hooks.afterWrite({ tx, entity, companyId: caller.companyId, path: 'import' }, rowChanges(prepared));
        written += result.created + result.updated;
        pending.push(...result.pending);
        await writeAudit(tx, author, result.audit);
      });
      // A file with any problem imports nothing: what was written is rolled back.
      if (problems.count > 0) throw new Refused();
      if (pending.length > 0) {
        const ids = await idsByKey(tx, entity, caller.companyId, [...new Set(pending.map((p) => p.key))]);
        await writeAudit(tx, author, await resolvePending(tx, entity, caller.companyId, pending, ids));
      }
      if (suspended) await restoreIndexes(tx, suspended);
    });
  } catch (error) {
    if (error instanceof Refused) return report(counts.rows, counts.created, counts.updated, false, header);
    throw asWriteError(error, entity, engine);
  }
  // Fresh statistics for the lists that follow (a planner that thinks the table is small picks sequential scans).
  if (counts.created + counts.updated >= BATCH_ROWS) await db.exec(`ANALYZE ${ident(tableOf(entity))}`);
  return report(counts.rows, counts.created, counts.updated, true, header);
}
