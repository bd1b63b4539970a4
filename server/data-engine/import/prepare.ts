// One batch of imported rows made ready to write: cells parsed, references
// resolved by business key (one query per ref field), existing rows found by
// key (one query), and each row checked with the record rules the forms use,
// as a create (new key) or an update (known key: only the file's columns).
// Every problem names its line, its column as written and a code.
import type { EntityPermissions } from '../../../engine/access/entity-access';
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { ImportProblem } from '../../../engine/data/api';
import type { FieldValue } from '../../../engine/data/field-values';
import { validateRecord } from '../../../engine/data/validate-record';
import type { Queryable } from '../../db/adapter';
import type { DataEngine } from '../engine';
import type { StoredRow } from '../records/store';
import type { HeaderMap } from './headers';
import type { EntityLexicon } from './lexicon';
import { existingByKey, idsByKey, keyText } from './lookups';
import { unstorableReason } from '../../plugins/unstorable-text';
import { parseCell, type Parsed } from './parse-cell';
import type { SourceRow } from './source';
import { checkUnique } from './unique';

export const MAX_PROBLEMS = 1000;

export class Problems {
  readonly list: ImportProblem[] = [];
  count = 0;

  add(problem: ImportProblem): void {
    this.count++;
    if (this.list.length < MAX_PROBLEMS) this.list.push(problem);
  }

  /** In the order of the file: by line, then as found. */
  sorted(): ImportProblem[] {
    return this.list.map((p, i) => ({ p, i })).sort((a, b) => a.p.line - b.p.line || a.i - b.i).map(({ p }) => p);
  }
}

export interface ImportContext {
  tx: Queryable;
  engine: DataEngine;
  entity: CompiledEntity;
  companyId: number;
  perms: EntityPermissions;
  lexicon: EntityLexicon;
  header: HeaderMap;
  today: string;
  problems: Problems;
  /** Lock the existing rows found (an import, inside its transaction; not a dry run). */
  lock: boolean;
  /** key text -> first line, to find a key given twice. */
  seenKeys: Map<string, number>;
  /** Business keys of the file's rows so far, for references to rows of the same file (checked at the end against selfRefs). */
  fileKeys: Set<string>;
  /** Unique field -> value -> first line. */
  uniqueSeen: Map<string, Map<string, number>>;
  /** References to rows of the same entity not in the table yet (perhaps further down the file): resolved once every row is written. */
  selfRefs: Array<{ line: number; column: string; field: string; key: string }>;
}

export interface PreparedRow {
  line: number;
  existing?: StoredRow;
  values: Record<string, FieldValue>;
  /** field -> business key of a row of the same file, set after every row is written. */
  pending: Record<string, string>;
}

/** A row's business key as files write it (and as references to it are written). */
export const fileKeyOf = (entity: CompiledEntity, values: Record<string, FieldValue>) => entity.key.map((k) => String(values[k] ?? '')).join(' / ');

export async function prepareBatch(ctx: ImportContext, batch: readonly SourceRow[]): Promise<PreparedRow[]> {
  const { entity, header, problems } = ctx;
  const fields = new Map(entity.fields.map((f) => [f.name, f]));
  const columnOf = (field: string) => header.columns.find((c) => c.field === field)?.header;
  const parsed = batch.map((row) => {
    const input: Record<string, FieldValue> = {};
    const refKeys: Record<string, string> = {};
    const bad = new Set<string>();
    header.fields.forEach((name, i) => {
      if (!name) return;
      const field = fields.get(name)!;
      const cell = row.cells[i] ?? null;
      // Text PostgreSQL cannot store (a NUL, half of an emoji), whatever the field: a reference's key is looked up with it.
      const result: Parsed = typeof cell === 'string' && unstorableReason(cell) ? { ok: false, problem: { code: 'controlCharacter' } } : parseCell(field, cell, ctx.lexicon.values.get(name));
      if (!result.ok) {
        problems.add({ line: row.line, column: header.columns[i].header, field: name, code: result.problem.code, ...(result.problem.params ? { params: result.problem.params } : {}) });
        bad.add(name);
      } else if (result.refKey !== undefined) refKeys[name] = result.refKey;
      else input[name] = result.value;
    });
    return { row, input, refKeys, bad, pending: {} as Record<string, string> };
  });

  // References: one query per ref field for the whole batch.
  for (const name of new Set(parsed.flatMap((p) => Object.keys(p.refKeys)))) {
    const field = fields.get(name)!;
    const target = ctx.engine.entities.get(field.entity!);
    const keys = [...new Set(parsed.map((p) => p.refKeys[name]).filter((k): k is string => k !== undefined))];
    const ids = target ? await idsByKey(ctx.tx, target, ctx.companyId, keys) : new Map<string, number>();
    for (const p of parsed) {
      const key = p.refKeys[name];
      if (key === undefined) continue;
      const id = ids.get(key);
      if (id !== undefined) p.input[name] = id;
      else if (field.entity === entity.id && entity.key.length === 1) {
        // A row of this same file, perhaps further down: checked at the end, set once written.
        p.pending[name] = key;
        p.input[name] = null;
        ctx.selfRefs.push({ line: p.row.line, column: columnOf(name) ?? name, field: name, key });
      } else {
        problems.add({ line: p.row.line, column: columnOf(name), field: name, code: 'refNotFound', params: { key } });
        p.bad.add(name);
      }
    }
  }

  const existing = await existingByKey(ctx.tx, entity, ctx.companyId, parsed.filter((p) => entity.key.every((k) => p.input[k] !== undefined && p.input[k] !== null)).map((p) => p.input), ctx.lock);
  const out: PreparedRow[] = [];
  for (const p of parsed) {
    const hasKey = entity.key.every((k) => p.input[k] !== undefined && p.input[k] !== null);
    const key = keyText(entity, p.input);
    if (hasKey) ctx.fileKeys.add(fileKeyOf(entity, p.input));
    if (hasKey) {
      const first = ctx.seenKeys.get(key);
      if (first !== undefined) {
        problems.add({ line: p.row.line, column: columnOf(entity.key[0]), field: entity.key[0], code: 'duplicateInFile', params: { line: first } });
        continue;
      }
      ctx.seenKeys.set(key, p.row.line);
    }
    const current = hasKey ? existing.get(key) : undefined;
    const input = Object.fromEntries(Object.entries(p.input).filter(([name]) => !p.bad.has(name)));
    const { values, problems: found } = validateRecord(entity, input, { mode: current ? 'update' : 'create', writable: ctx.perms.writable, today: ctx.today, current: current?.values });
    for (const problem of found) {
      if (p.bad.has(problem.field)) continue;
      problems.add({ line: p.row.line, column: columnOf(problem.field), field: problem.field, code: problem.code, ...(problem.params ? { params: problem.params } : {}) });
    }
    if (found.length === 0 && p.bad.size === 0) out.push({ line: p.row.line, ...(current ? { existing: current } : {}), values, pending: p.pending });
  }
  const clashes = await checkUnique(ctx.tx, entity, ctx.companyId, out, ctx.uniqueSeen, problems, columnOf);
  return out.filter((row) => !clashes.has(row));
}
