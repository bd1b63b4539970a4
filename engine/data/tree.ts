// A tree view over a self-referencing entity: roots are rows without a
// parent, a node's children are the rows whose parent is it, loaded when
// the node opens. The visible nodes, in order, are what the keyboard walks.
import type { CompiledEntity, CompiledField } from '../config/compiled';
import type { Filter } from './list-query';

/**
 * The parent field of a tree: the one ref of an entity to itself. Undefined
 * when there is none, or several (which of them would "below" follow?).
 */
export function treeParentField(entity: CompiledEntity | undefined): CompiledField | undefined {
  const own = entity?.fields.filter((f) => f.type === 'ref' && f.entity === entity.id && f.column) ?? [];
  return own.length === 1 ? own[0] : undefined;
}

/**
 * The rows of another entity under a node (products under a family), through
 * their ref `via`: the node's whole subtree with `under` when the ref's target
 * is a tree the caller may walk (`canRead` of via.parent), else the node itself.
 */
export function leavesFilter(
  leafEntity: CompiledEntity, via: string, nodeId: number, entities: ReadonlyMap<string, CompiledEntity>, canRead: (path: string) => boolean,
): Filter {
  const ref = leafEntity.fields.find((f) => f.name === via);
  const parent = ref?.type === 'ref' && ref.entity ? treeParentField(entities.get(ref.entity)) : undefined;
  return { field: via, op: parent && canRead(`${via}.${parent.name}`) ? 'under' : 'eq', value: nodeId };
}

export function childrenFilter(parentField: string, parentId: number | null): Filter {
  return parentId === null ? { field: parentField, op: 'null', value: true } : { field: parentField, op: 'eq', value: parentId };
}

export interface TreeNodeRef {
  id: number;
  level: number;
  parentId: number | null;
}

/**
 * Nodes shown, depth first: the roots, then the children of each expanded
 * node that are loaded. childrenOf(null) gives the roots.
 */
export function visibleNodes(childrenOf: (id: number | null) => readonly number[] | undefined, expanded: ReadonlySet<number>): TreeNodeRef[] {
  const out: TreeNodeRef[] = [];
  const seen = new Set<number>();
  const walk = (parentId: number | null, level: number) => {
    for (const id of childrenOf(parentId) ?? []) {
      // A cycle in bad data must not hang the page.
      if (seen.has(id)) continue;
      seen.add(id);
      out.push({ id, level, parentId });
      if (expanded.has(id)) walk(id, level + 1);
    }
  };
  walk(null, 1);
  return out;
}

/** Where the focus goes for a key in a tree (WAI-ARIA tree view pattern); undefined: the key is not the tree's. */
export function treeKeyTarget(
  nodes: readonly TreeNodeRef[],
  focusedId: number,
  key: string,
  isExpanded: (id: number) => boolean,
  hasChildren: (id: number) => boolean,
): { focus?: number; toggle?: number } | undefined {
  const index = nodes.findIndex((n) => n.id === focusedId);
  if (index < 0) return nodes.length ? { focus: nodes[0].id } : undefined;
  const node = nodes[index];
  switch (key) {
    case 'ArrowDown': return { focus: nodes[Math.min(index + 1, nodes.length - 1)].id };
    case 'ArrowUp': return { focus: nodes[Math.max(index - 1, 0)].id };
    case 'Home': return { focus: nodes[0].id };
    case 'End': return { focus: nodes[nodes.length - 1].id };
    case 'ArrowRight':
      if (!hasChildren(node.id)) return {};
      if (!isExpanded(node.id)) return { toggle: node.id };
      return nodes[index + 1]?.parentId === node.id ? { focus: nodes[index + 1].id } : {};
    case 'ArrowLeft':
      if (isExpanded(node.id)) return { toggle: node.id };
      return node.parentId !== null ? { focus: node.parentId } : {};
    default: return undefined;
  }
}
