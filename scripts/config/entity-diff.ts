// config:diff for config/entities: every change between two compiled entity
// sets, each flagged for the reviewer. `risky`: the change narrows what rows
// may hold or hides stored data, so the server may refuse to start (it counts
// the rows a narrowing would break, and refuses while any would) or data
// stops being shown. `security`: who may read or write changes, wider or
// narrower. `safe`: additive. Field storage changes are classified by the
// server's own differ (engine/data/schema-differ.ts), so this list flags
// exactly what the start-up sync would check. Pure.
import type { CompiledEntity, EntityCheck } from '../../engine/config/compiled.ts';
import { tableOf } from '../../engine/data/column-types.ts';
import type { NarrowingCheck } from '../../engine/data/schema-changes.ts';
import { diffEntity } from '../../engine/data/schema-differ.ts';
import { diffFields } from './entity-diff-fields.ts';
import { listChange, type Draft, type EntityChange, type EntityRisk, type LineOf } from './entity-diff-model.ts';
import { compareStrings } from './problems.ts';

export type { Draft, EntityChange, EntityChangeKind, EntityRisk, LineOf } from './entity-diff-model.ts';

export interface EntityDiffOptions {
  lineBefore?: LineOf;
  lineAfter?: LineOf;
}

const isComputed = (e: CompiledEntity) => e.computed || e.table === '';

export function diffEntities(before: readonly CompiledEntity[], after: readonly CompiledEntity[], options: EntityDiffOptions = {}): EntityChange[] {
  const old = new Map(before.map((e) => [e.id, e]));
  const now = new Map(after.map((e) => [e.id, e]));
  const targetTable = (id: string) => {
    const target = now.get(id);
    return target && !isComputed(target) ? tableOf(target) : undefined;
  };
  const out: EntityChange[] = [];
  for (const id of [...new Set([...old.keys(), ...now.keys()])].sort(compareStrings)) {
    const a = old.get(id);
    const b = now.get(id);
    const locate = (d: Draft): EntityChange => {
      const { path, before: inBefore, ...rest } = d;
      const entity = inBefore ? a! : b!;
      const lineOf = inBefore ? options.lineBefore : options.lineAfter;
      const fieldLine = path[0] === 'fields' ? entity.fields.find((f) => f.name === path[1])?.line : undefined;
      const line = lineOf ? lineOf(entity.source, path) : (fieldLine ?? 1);
      return { entity: id, ...rest, file: entity.source, line, ...(inBefore ? { removed: true } : {}) };
    };
    if (!a && b) {
      const detail = isComputed(b) ? 'computed entity added' : `entity added (table ${tableOf(b)}, ${b.fields.length} fields)`;
      out.push(locate({ kind: 'entity-added', op: '+', risk: 'safe', detail, path: ['id'] }));
    } else if (a && !b) {
      const stored = !isComputed(a);
      out.push(locate({
        kind: 'entity-removed', op: '-', risk: stored ? 'risky' : 'safe', detail: 'entity removed', path: ['id'], before: true,
        ...(stored ? { why: `its table ${tableOf(a)} and rows are kept but no longer reachable` } : {}),
      }));
    } else if (a && b) {
      // The server's verdicts on stored fields; not when the rows move to another table or are computed.
      const checks: NarrowingCheck[] = isComputed(a) || isComputed(b) || a.table !== b.table ? [] : diffEntity(a, b, targetTable).checks;
      out.push(...[...entityDrafts(a, b), ...diffFields(a, b, checks)].map(locate));
    }
  }
  return out;
}

const set = (names: readonly string[]) => `[${names.join(', ')}]`;
const check = (c: EntityCheck) => `${c.field} ${c.op} ${c.other}`;

function entityDrafts(a: CompiledEntity, b: CompiledEntity): Draft[] {
  const out: Draft[] = [];
  const safe = (kind: Draft['kind'], detail: string, path: Draft['path']) => out.push({ kind, op: '~', risk: 'safe', detail, path });
  if (a.table !== b.table && !isComputed(a) && !isComputed(b)) {
    out.push({
      kind: 'table', op: '~', risk: 'risky', detail: `table ${a.table} -> ${b.table}`, path: ['table'],
      why: `a new empty table ${tableOf(b)} is created; ${tableOf(a)} and its rows are kept but no longer read`,
    });
  }
  if (isComputed(a) !== isComputed(b)) {
    out.push(isComputed(b)
      ? { kind: 'computed', op: '~', risk: 'risky', detail: 'now computed', path: ['computed'], why: `its table ${tableOf(a)} and rows are kept but no longer read` }
      : { kind: 'computed', op: '~', risk: 'safe', detail: `no longer computed (table ${tableOf(b)} created)`, path: ['table'] });
  }
  if (a.key.join() !== b.key.join()) {
    out.push({
      kind: 'key', op: '~', risk: 'risky', detail: `key ${set(a.key)} -> ${set(b.key)}`, path: ['key'],
      why: 'imports and files match rows by the new key; start-up refused while two rows share it',
    });
  }
  const sets = (e: CompiledEntity) => e.unique.map(set);
  for (const s of sets(b).filter((s) => !sets(a).includes(s))) {
    out.push({ kind: 'unique', op: '+', risk: 'risky', detail: `unique ${s} added`, path: ['unique'], why: 'start-up refused while two rows share these values' });
  }
  for (const s of sets(a).filter((s) => !sets(b).includes(s))) out.push({ kind: 'unique', op: '-', risk: 'safe', detail: `unique ${s} removed`, path: ['unique'] });
  const indexes = listChange(a.indexes.map(set), b.indexes.map(set));
  if (indexes) safe('indexes', `indexes ${indexes}`, ['indexes']);
  if ((a.fillFactor ?? 100) !== (b.fillFactor ?? 100)) safe('fill-factor', `fill factor ${a.fillFactor ?? 100} -> ${b.fillFactor ?? 100}`, ['fillFactor']);
  for (const c of b.checks.map(check).filter((c) => !a.checks.map(check).includes(c))) {
    out.push({ kind: 'checks', op: '+', risk: 'risky', detail: `check ${c} added`, path: ['checks'], why: 'rows stored are not checked; one that breaks it fails on its next edit' });
  }
  for (const c of a.checks.map(check).filter((c) => !b.checks.map(check).includes(c))) out.push({ kind: 'checks', op: '-', risk: 'safe', detail: `check ${c} removed`, path: ['checks'] });
  for (const level of ['read', 'write'] as const) {
    const change = listChange(a.access[level], b.access[level]);
    if (change) out.push({ kind: 'access', op: '~', risk: 'security', detail: `${level} features ${change}`, path: ['access', level] });
  }
  if (a.readOnly !== b.readOnly && isComputed(a) === isComputed(b)) {
    out.push({ kind: 'read-only', op: '~', risk: 'security', detail: `read-only ${a.readOnly} -> ${b.readOnly}`, path: ['readOnly'] });
  }
  if (a.title !== b.title) safe('title', `title ${a.title} -> ${b.title}`, ['title']);
  if (a.order.join() !== b.order.join()) safe('order', `order ${set(a.order)} -> ${set(b.order)}`, ['order']);
  if (a.singleton !== b.singleton) safe('singleton', `singleton ${a.singleton} -> ${b.singleton}`, ['singleton']);
  return out;
}

const FLAG: Record<EntityRisk, string> = { risky: '! risky   ', security: '! security', safe: '  safe    ' };

/** "! risky    ~ product.sku: maxLength 40 -> 10; <why> (config/entities/product.yaml:14)" */
export function formatEntityChange(c: EntityChange): string {
  const subject = c.field ? `${c.entity}.${c.field}` : c.entity;
  const where = `${c.removed ? 'was ' : ''}${c.file}:${c.line}`;
  return `${FLAG[c.risk]} ${c.op} ${subject}: ${c.detail}${c.why ? `; ${c.why}` : ''} (${where})`;
}

export function countRisks(changes: readonly EntityChange[]): Record<EntityRisk, number> {
  const counts: Record<EntityRisk, number> = { risky: 0, security: 0, safe: 0 };
  for (const c of changes) counts[c.risk] += 1;
  return counts;
}
