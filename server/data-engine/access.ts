// What one caller may do with declared data: the engine's entityPermissions
// (the same rule the views use), memoised per request, plus the one thing
// only the server knows how to judge: a formula field is readable only when
// every field it computes from is, so "margin = price - unitCost" cannot
// leak a cost the caller may not see.
import { canReadPath, entityPermissions, type EntityPermissions } from '../../engine/access/entity-access';
import type { AccessContext, AccessPolicy } from '../../engine/access/policy';
import type { CompiledEntity, CompiledField } from '../../engine/config/compiled';
import { formulaPaths, parseFormula } from '../../engine/data/formula';

export interface CallerAccess {
  ctx: AccessContext;
  of(entity: CompiledEntity): EntityPermissions;
  /** May the caller see (and so filter and sort by) this path of the entity: field, or ref.field one hop away? */
  canRead(entity: CompiledEntity, path: string): boolean;
}

/** Paths a formula reads, relative to its entity (children.ref.field inside aggregates). */
export function formulaReads(field: CompiledField): string[][] {
  return field.formula ? formulaPaths(parseFormula(field.formula)).map((p) => p.path) : [];
}

export function callerAccess(policy: AccessPolicy, entities: ReadonlyMap<string, CompiledEntity>, ctx: AccessContext): CallerAccess {
  const base = new Map<string, EntityPermissions>();
  const final = new Map<string, EntityPermissions>();
  const raw = (entity: CompiledEntity) => {
    let perms = base.get(entity.id);
    if (!perms) {
      perms = entityPermissions(policy, entity, ctx);
      base.set(entity.id, perms);
    }
    return perms;
  };
  /** A path of a formula, through children and refs, readable with the plain permissions. */
  const reads = (entity: CompiledEntity, path: string[]): boolean => {
    let current = entity;
    let rest = path;
    const head = current.fields.find((f) => f.name === rest[0]);
    if (head?.type === 'children') {
      if (!raw(current).readable.has(head.name)) return false;
      const child = head.entity ? entities.get(head.entity) : undefined;
      if (!child || !raw(child).read) return false;
      current = child;
      rest = rest.slice(1);
      if (rest.length === 0) return true;
    }
    return canReadPath(rest.join('.'), current, raw, entities);
  };
  const of = (entity: CompiledEntity): EntityPermissions => {
    let perms = final.get(entity.id);
    if (perms) return perms;
    const plain = raw(entity);
    const hidden = entity.fields.filter((f) => f.formula && plain.readable.has(f.name) && !formulaReads(f).every((p) => reads(entity, p)));
    perms = hidden.length === 0 ? plain : { ...plain, readable: new Set([...plain.readable].filter((n) => !hidden.some((f) => f.name === n))) };
    final.set(entity.id, perms);
    return perms;
  };
  return { ctx, of, canRead: (entity, path) => canReadPath(path, entity, of, entities) };
}
