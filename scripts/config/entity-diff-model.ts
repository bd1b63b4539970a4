// The vocabulary of the entity diff (entity-diff.ts, entity-diff-fields.ts).

export type EntityRisk = 'risky' | 'security' | 'safe';

export type EntityChangeKind =
  | 'entity-added' | 'entity-removed' | 'table' | 'computed' | 'key' | 'unique' | 'indexes' | 'fill-factor' | 'checks'
  | 'access' | 'read-only' | 'title' | 'order' | 'singleton'
  | 'field-added' | 'field-removed' | 'field-renamed' | 'type' | 'ref' | 'required' | 'expected'
  | 'maxLength' | 'minLength' | 'scale' | 'min' | 'max' | 'pattern' | 'values' | 'field-unique'
  | 'field-access' | 'field-read-only' | 'default' | 'formula' | 'children';

export interface EntityChange {
  entity: string;
  field?: string;
  kind: EntityChangeKind;
  /** '+' added, '-' removed, '~' changed. */
  op: '+' | '-' | '~';
  risk: EntityRisk;
  /** "maxLength 40 -> 10" */
  detail: string;
  /** Why it is risky: what becomes of the rows already stored. */
  why?: string;
  /** Where to look: the new side's file and line; the old side's for what was removed (then `removed`). */
  file: string;
  line: number;
  removed?: boolean;
}

/** Line of a path inside a file (the loader's locator); without one, fields' own lines and 1. */
export type LineOf = (file: string, path: Array<string | number>) => number;

/** What an entity-level or field-level comparison reports; diffEntities adds entity and position. */
export type Draft = Omit<EntityChange, 'entity' | 'file' | 'line' | 'removed'> & {
  path: Array<string | number>;
  /** Located in the old side (something removed). */
  before?: boolean;
};

/** "+X -Y" of two lists, order-insensitive; '' when equal. */
export function listChange(before: readonly string[], after: readonly string[]): string {
  const added = after.filter((x) => !before.includes(x)).map((x) => `+${x}`);
  const removed = before.filter((x) => !after.includes(x)).map((x) => `-${x}`);
  return [...added, ...removed].join(' ');
}

