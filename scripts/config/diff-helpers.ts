// Small set and object comparisons the config:diff sections share.
import { compareStrings } from './problems.ts';

export function byKey<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(key(item))) map.set(key(item), item);
  return map;
}

export const numeric = (a: string, b: string) => Number(a) - Number(b);

export function sortedUnion(a: Iterable<string>, b: Iterable<string>, order: (x: string, y: string) => number = compareStrings): string[] {
  return [...new Set([...a, ...b])].sort(order);
}

/** "features +A -B" (order-insensitive), or '' when the sets are equal. */
export function listChange(label: string, before: readonly string[], after: readonly string[]): string {
  const added = after.filter((x) => !before.includes(x)).map((x) => `+${x}`);
  const removed = before.filter((x) => !after.includes(x)).map((x) => `-${x}`);
  const parts = [...added, ...removed];
  return parts.length > 0 ? `${label} ${parts.join(' ')}`.trim() : '';
}

/** Leaf-by-leaf changes of two plain objects: "~ favorites.max: 12 -> 10". */
export function leafChanges(before: unknown, after: unknown): string[] {
  const leaves = (value: unknown, prefix: string, out: Map<string, string>) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
    } else {
      out.set(prefix, JSON.stringify(value));
    }
    return out;
  };
  const a = leaves(before, '', new Map());
  const b = leaves(after, '', new Map());
  const lines: string[] = [];
  for (const key of sortedUnion(a.keys(), b.keys())) {
    const x = a.get(key);
    const y = b.get(key);
    if (x === undefined) lines.push(`+ ${key}: ${y}`);
    else if (y === undefined) lines.push(`- ${key} (was ${x})`);
    else if (x !== y) lines.push(`~ ${key}: ${x} -> ${y}`);
  }
  return lines;
}

/** What a keyed section says about an item that appeared, disappeared or changed ('' when unchanged). */
export interface KeyedLines<T> {
  added(key: string, item: T): string;
  removed(key: string, item: T): string;
  changed(key: string, before: T, after: T): string;
}

/** One line per added, removed or changed item of two lists matched by key, in key order. */
export function keyedDiff<T>(
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
  describe: KeyedLines<T>,
  order: (x: string, y: string) => number = compareStrings,
): string[] {
  const old = byKey(before, key);
  const now = byKey(after, key);
  const lines: string[] = [];
  for (const id of sortedUnion(old.keys(), now.keys(), order)) {
    const a = old.get(id);
    const b = now.get(id);
    const line = a && b ? describe.changed(id, a, b) : b ? describe.added(id, b) : describe.removed(id, a!);
    if (line) lines.push(line);
  }
  return lines;
}
