// Entity hooks: behaviour of a declared entity that every write and read
// path must honour, whatever the URL spelled (a rule on a URL prefix is
// walked around by another spelling of the same call, or by an import).
// Features register their hooks at start-up, keyed by entity id; the data
// engine runs them after it has resolved the entity and the row id, on
// create, update, delete, children written with their parent, import (every
// row, before anything is written) and the grid's spread. The generic part
// never imports a feature: it only knows this interface.
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { FieldValue } from '../../../engine/data/field-values';
import type { Db, Queryable } from '../../db/adapter';
import { ApiError } from '../../errors/api-error';
import type { ServerText } from '../../errors/texts';

export type WritePath = 'create' | 'update' | 'delete' | 'import' | 'grid';

/** One row a write is about to change (or changed). */
export interface RowChange {
  action: 'create' | 'update' | 'delete';
  /** null for a row not created yet. */
  id: number | null;
  /** The row as stored (update, delete); the grid gives its keys and edited field only. */
  before: Readonly<Record<string, FieldValue>> | null;
  /** The row as it will be (create, update): stored values with the write's applied. */
  after: Readonly<Record<string, FieldValue>> | null;
  /** The file's line (import). */
  line?: number;
}

export interface WriteHookContext {
  /** The write's transaction: a hook reads what it needs here, and may write derived rows with the write. */
  tx: Queryable;
  entity: CompiledEntity;
  companyId: number;
  path: WritePath;
}

export interface ReadHookContext {
  db: Db;
  entity: CompiledEntity;
  companyId: number;
}

export interface EntityHooks {
  /** Refuses the write (nothing is written) by returning why; null lets it through. */
  beforeWrite?(ctx: WriteHookContext, changes: readonly RowChange[]): Promise<ServerText | null>;
  /** After the rows are written, in the same transaction. */
  afterWrite?(ctx: WriteHookContext, changes: readonly RowChange[]): Promise<void>;
  /** Before any read of the entity's rows (list, count, lookup, one row, export): bring computed rows up to date. */
  beforeRead?(ctx: ReadHookContext): Promise<void>;
}

export interface HookRegistry {
  /** A feature's hooks for one entity, under a name (several features may hook one entity). */
  register(entityId: string, name: string, hooks: EntityHooks): void;
  /** Names of the hooks registered for an entity, in order. */
  names(entityId: string): string[];
  /** Runs every beforeWrite hook; the first refusal is returned. */
  refusal(ctx: WriteHookContext, changes: readonly RowChange[]): Promise<ServerText | null>;
  /** Runs every beforeWrite hook; a refusal is thrown as 409 CONFLICT with its text. */
  beforeWrite(ctx: WriteHookContext, changes: readonly RowChange[]): Promise<void>;
  afterWrite(ctx: WriteHookContext, changes: readonly RowChange[]): Promise<void>;
  beforeRead(ctx: ReadHookContext): Promise<void>;
}

/**
 * `entities`: the declared ids (a hook for an unknown entity is a typo that
 * would silently guard nothing: refused). `skip`: names of hooks not to
 * register, for tests that prove a rule is enforced by its hook.
 */
export function createHookRegistry(entities: ReadonlySet<string>, skip: ReadonlySet<string> = new Set()): HookRegistry {
  const byEntity = new Map<string, Array<{ name: string; hooks: EntityHooks }>>();
  const of = (entityId: string) => byEntity.get(entityId) ?? [];
  const refusal = async (ctx: WriteHookContext, changes: readonly RowChange[]) => {
    if (changes.length === 0) return null;
    for (const { hooks } of of(ctx.entity.id)) {
      const refused = await hooks.beforeWrite?.(ctx, changes);
      if (refused) return refused;
    }
    return null;
  };
  return {
    register(entityId, name, hooks) {
      if (!entities.has(entityId)) throw new Error(`Entity hooks "${name}": there is no entity ${entityId}`);
      if (of(entityId).some((h) => h.name === name)) throw new Error(`Entity hooks "${name}" are registered twice for ${entityId}`);
      if (skip.has(name)) return;
      byEntity.set(entityId, [...of(entityId), { name, hooks }]);
    },
    names: (entityId) => of(entityId).map((h) => h.name),
    refusal,
    async beforeWrite(ctx, changes) {
      const refused = await refusal(ctx, changes);
      if (refused) throw new ApiError('CONFLICT', refused);
    },
    async afterWrite(ctx, changes) {
      if (changes.length === 0) return;
      for (const { hooks } of of(ctx.entity.id)) await hooks.afterWrite?.(ctx, changes);
    },
    async beforeRead(ctx) {
      for (const { hooks } of of(ctx.entity.id)) await hooks.beforeRead?.(ctx);
    },
  };
}
