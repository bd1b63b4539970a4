// The access rule of declared data, on top of the route rule in policy.ts:
// which entities a user may read and write, and which of their fields (a
// sensitive field such as unit cost asks more features). The server compiles
// it into every query (list, get, count, export, import, filters, sorts) and
// the views use it to hide what the server would refuse.
import type { CompiledEntity } from '../config/compiled';
import type { AccessContext, AccessDecision, AccessPolicy } from './policy';

export interface EntityPermissions {
  /** May list, get, count and export rows. */
  read: boolean;
  /** May create, update, delete and import rows. */
  write: boolean;
  /** Fields the caller may see, filter and sort by (empty when read is false). */
  readable: ReadonlySet<string>;
  /** Fields the caller may set (empty when write is false). */
  writable: ReadonlySet<string>;
  /** Why reading (or, when read is true, writing) is refused. */
  denial?: AccessDecision & { allowed: false };
}

function all(policy: AccessPolicy, features: readonly string[], level: 'read' | 'write', ctx: AccessContext): AccessDecision {
  for (const feature of features) {
    const decision = policy.checkFeature(feature, level, ctx);
    if (!decision.allowed) return decision;
  }
  return { allowed: true };
}

export function entityPermissions(policy: AccessPolicy, entity: CompiledEntity, ctx: AccessContext): EntityPermissions {
  const readDecision = all(policy, entity.access.read, 'read', ctx);
  if (!readDecision.allowed) return { read: false, write: false, readable: new Set(), writable: new Set(), denial: readDecision };
  const writeDecision = entity.readOnly ? ({ allowed: false, reason: 'not-granted', subject: entity.id } as const) : all(policy, entity.access.write, 'write', ctx);
  const readable = new Set<string>();
  const writable = new Set<string>();
  for (const field of entity.fields) {
    if (!all(policy, field.access.read, 'read', ctx).allowed) continue;
    readable.add(field.name);
    if (writeDecision.allowed && !field.readOnly && field.type !== 'children' && all(policy, field.access.write, 'write', ctx).allowed) {
      writable.add(field.name);
    }
  }
  return {
    read: true,
    write: writeDecision.allowed,
    readable,
    writable,
    ...(writeDecision.allowed ? {} : { denial: writeDecision }),
  };
}

/**
 * May the caller see a field path (name, or ref.field one hop away)? A path
 * through a ref needs read access to the referenced entity and its field, so
 * filtering products by family.manager cannot leak what the family hides.
 */
export function canReadPath(
  path: string,
  entity: CompiledEntity,
  permissionsOf: (entity: CompiledEntity) => EntityPermissions,
  entities: ReadonlyMap<string, CompiledEntity>,
): boolean {
  const [head, tail] = path.split('.');
  const own = permissionsOf(entity);
  if (!own.readable.has(head)) return false;
  if (tail === undefined) return true;
  const field = entity.fields.find((f) => f.name === head);
  const target = field?.type === 'ref' && field.entity ? entities.get(field.entity) : undefined;
  return !!target && permissionsOf(target).readable.has(tail);
}
