// Low-level codes: an item's level is the deepest place it appears in any
// recipe (0 = nothing uses it), so a material used at several levels is
// planned once, after every parent that needs it. A cycle in the recipes
// has no order at all: it is refused with its path.
import type { Id, RecipeLine } from './types';

export interface LowLevelCodes {
  level: Map<Id, number>;
  /** The first cycle found, as item ids from an item back to itself; null when none. */
  cycle: Id[] | null;
}

export function lowLevelCodes(items: Iterable<Id>, recipes: readonly RecipeLine[]): LowLevelCodes {
  const children = new Map<Id, Id[]>();
  for (const line of recipes) {
    const list = children.get(line.parent);
    if (list) list.push(line.component);
    else children.set(line.parent, [line.component]);
  }
  const level = new Map<Id, number>();
  for (const id of items) level.set(id, 0);
  for (const line of recipes) {
    if (!level.has(line.parent)) level.set(line.parent, 0);
    if (!level.has(line.component)) level.set(line.component, 0);
  }
  const cycle = findCycle([...level.keys()], children);
  if (cycle) return { level, cycle };
  // Longest path from any root: relax in topological order (parents before components).
  for (const id of topologicalOrder([...level.keys()], children)) {
    const l = level.get(id)!;
    for (const c of children.get(id) ?? []) if (level.get(c)! < l + 1) level.set(c, l + 1);
  }
  return { level, cycle: null };
}

/** Parents before their components (Kahn); the recipes must be acyclic. */
function topologicalOrder(ids: Id[], children: Map<Id, Id[]>): Id[] {
  const indegree = new Map<Id, number>(ids.map((id) => [id, 0]));
  for (const list of children.values()) for (const c of list) indegree.set(c, (indegree.get(c) ?? 0) + 1);
  const queue = ids.filter((id) => indegree.get(id) === 0);
  const order: Id[] = [];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i];
    order.push(id);
    for (const c of children.get(id) ?? []) {
      const d = indegree.get(c)! - 1;
      indegree.set(c, d);
      if (d === 0) queue.push(c);
    }
  }
  return order;
}

/** A path id -> ... -> id when the recipes loop, else null (iterative depth-first search, colours white/grey/black). */
export function findCycle(ids: Id[], children: Map<Id, Id[]>): Id[] | null {
  const state = new Map<Id, 1 | 2>();
  for (const root of ids) {
    if (state.has(root)) continue;
    const path: Id[] = [root];
    const next: number[] = [0];
    state.set(root, 1);
    while (path.length > 0) {
      const id = path[path.length - 1];
      const list = children.get(id) ?? [];
      const k = next[next.length - 1]++;
      if (k >= list.length) {
        state.set(id, 2);
        path.pop();
        next.pop();
        continue;
      }
      const c = list[k];
      const s = state.get(c);
      if (s === 1) return [...path.slice(path.indexOf(c)), c];
      if (s === undefined) {
        state.set(c, 1);
        path.push(c);
        next.push(0);
      }
    }
  }
  return null;
}
