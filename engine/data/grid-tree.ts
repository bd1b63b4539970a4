// The grid's rows as the page holds them: a tree of the rows loaded so far
// (the total, the top level, the children of each row opened), the rows on
// screen in order, and an edit applied at once before the server answers:
// the cell takes the new value, every row above it moves by the difference
// and the rows loaded below it follow in proportion to their baseline. The
// server's own numbers replace these a moment later (withRows).
import type { GridRow } from './grid-api';
import { rowKey } from './grid-rows';
import { roundTo } from './grid-spread';

export interface GridNode {
  key: string;
  row: GridRow;
  /** 0 for the total. */
  depth: number;
  parent: string | null;
  /** Keys of the rows below, in order; null until loaded. */
  children: string[] | null;
}

export interface GridTree {
  nodes: ReadonlyMap<string, GridNode>;
  root: string;
}

export function treeOf(parent: GridRow, rows: readonly GridRow[]): GridTree {
  const root = rowKey(parent.filter);
  const nodes = new Map<string, GridNode>([[root, { key: root, row: parent, depth: 0, parent: null, children: [] }]]);
  return withChildren({ nodes, root }, root, rows);
}

/** The tree with the rows below `parentKey` loaded (replacing what was there). */
export function withChildren(tree: GridTree, parentKey: string, rows: readonly GridRow[]): GridTree {
  const parent = tree.nodes.get(parentKey);
  if (!parent) return tree;
  const nodes = new Map(tree.nodes);
  const keys: string[] = [];
  for (const row of rows) {
    const key = rowKey(row.filter);
    keys.push(key);
    const existing = nodes.get(key);
    nodes.set(key, { key, row, depth: parent.depth + 1, parent: parentKey, children: existing?.parent === parentKey ? existing.children : null });
  }
  nodes.set(parentKey, { ...parent, children: keys });
  return { nodes, root: tree.root };
}

/** Rows the server sent again (after an edit): their numbers replace the ones held. */
export function withRows(tree: GridTree, rows: readonly GridRow[]): GridTree {
  if (rows.length === 0) return tree;
  const nodes = new Map(tree.nodes);
  for (const row of rows) {
    const key = rowKey(row.filter);
    const node = nodes.get(key);
    if (node) nodes.set(key, { ...node, row: { ...node.row, values: row.values } });
  }
  return { nodes, root: tree.root };
}

/**
 * The tree with the measure lists that `page` (a later answer for the rows of `parentKey`, e.g. the baseline
 * asked after the first rows) holds and the tree's rows lack: only an empty list is filled, so numbers an edit
 * brought since are kept. The same tree when there is nothing to fill.
 */
export function withMeasures(tree: GridTree, parentKey: string, page: { parent: GridRow; rows: readonly GridRow[] }): GridTree {
  const fills: Array<[string, GridRow]> = [];
  const lacking = (key: string, row: GridRow) => {
    const node = tree.nodes.get(key);
    if (node && row.values.some((list, m) => list.length > 0 && node.row.values[m]?.length === 0)) fills.push([key, row]);
  };
  lacking(parentKey, page.parent);
  for (const row of page.rows) lacking(rowKey(row.filter), row);
  if (fills.length === 0) return tree;
  const nodes = new Map(tree.nodes);
  for (const [key, row] of fills) {
    const node = nodes.get(key)!;
    const values = node.row.values.map((list, m) => (list.length === 0 && row.values[m]?.length ? row.values[m] : list));
    nodes.set(key, { ...node, row: { ...node.row, values } });
  }
  return { nodes, root: tree.root };
}

/** The rows on screen, top down: the total, then each row followed by its rows when it is open. */
export function visibleNodes(tree: GridTree, expanded: ReadonlySet<string>): GridNode[] {
  const out: GridNode[] = [];
  const walk = (key: string) => {
    const node = tree.nodes.get(key);
    if (!node) return;
    out.push(node);
    if ((node.depth === 0 || expanded.has(key)) && node.children) node.children.forEach(walk);
  };
  walk(tree.root);
  return out;
}

/** The keys of a row's ancestors, nearest first. */
export function ancestorsOf(tree: GridTree, key: string): string[] {
  const out: string[] = [];
  let at = tree.nodes.get(key)?.parent ?? null;
  while (at !== null) {
    out.push(at);
    at = tree.nodes.get(at)?.parent ?? null;
  }
  return out;
}

/** The keys of the rows loaded below a row, at any depth. */
export function descendantsOf(tree: GridTree, key: string): string[] {
  const out: string[] = [];
  const walk = (k: string) => tree.nodes.get(k)?.children?.forEach((c) => { out.push(c); walk(c); });
  walk(key);
  return out;
}

export interface LocalEdit {
  key: string;
  month: number;
  to: number | null;
}

/**
 * One edit applied in the page: measure `edit` of the row becomes `to`, its
 * ancestors move by the difference, its loaded descendants are scaled by
 * their share of `baseline` (an equal share of their parent when it has none).
 */
export function applyLocalEdit(tree: GridTree, edit: LocalEdit, measure: number, baseline: number, scale: number): GridTree {
  const node = tree.nodes.get(edit.key);
  if (!node) return tree;
  const nodes = new Map(tree.nodes);
  const set = (key: string, value: number | null) => {
    const n = nodes.get(key)!;
    const values = n.row.values.slice();
    values[measure] = values[measure].slice();
    values[measure][edit.month] = value;
    nodes.set(key, { ...n, row: { ...n.row, values } });
  };
  const before = node.row.values[measure][edit.month];
  const delta = (edit.to ?? 0) - (before ?? 0);
  set(edit.key, edit.to);
  for (const key of ancestorsOf(tree, edit.key)) {
    const value = tree.nodes.get(key)!.row.values[measure][edit.month];
    if (delta !== 0 || value !== null) set(key, roundTo((value ?? 0) + delta, scale));
  }
  const spread = (key: string, total: number | null) => {
    const children = tree.nodes.get(key)?.children;
    if (!children?.length) return;
    const weights = children.map((c) => Math.max(0, tree.nodes.get(c)!.row.values[baseline]?.[edit.month] ?? 0));
    const sum = weights.reduce((a, b) => a + b, 0);
    children.forEach((c, i) => {
      const share = total === null ? null : roundTo(sum > 0 ? (total * weights[i]) / sum : total / children.length, scale);
      set(c, share);
      spread(c, share);
    });
  };
  spread(edit.key, edit.to);
  return { nodes, root: tree.root };
}
