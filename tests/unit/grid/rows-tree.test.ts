// Row keys, ancestry, the browser's row check, and the page's tree of rows
// with an edit applied before the server answers.
import { describe, expect, it } from 'vitest';
import type { GridRow } from '../../../engine/data/grid-api';
import { covers, parseRowFilter, rowKey } from '../../../engine/data/grid-rows';
import { applyLocalEdit, treeOf, visibleNodes, withChildren, withMeasures, withRows } from '../../../engine/data/grid-tree';

describe('rows', () => {
  it('a key does not depend on the order of the levels', () => {
    expect(rowKey([['product.family', 3], ['customer.channel', 'retail']])).toBe('customer.channel="retail"|product.family=3');
    expect(rowKey([['customer.channel', 'retail'], ['product.family', 3]])).toBe(rowKey([['product.family', 3], ['customer.channel', 'retail']]));
    expect(rowKey([])).toBe('');
    // A level another one decides adds nothing: the family under its category is the family, the product under it the product.
    expect(rowKey([['product.family.parent', 2], ['product.family', 7]])).toBe('product.family=7');
    expect(rowKey([['product.family', 7], ['product', 70]])).toBe('product=70');
    expect(rowKey([['customer.channel', 'retail'], ['customer', 4], ['product', 70]])).toBe('customer=4|product=70');
  });
  it('a row covers the rows below it only', () => {
    expect(covers([['a', 1]], [['a', 1], ['b', 2]])).toBe(true);
    expect(covers([['a', 1]], [['a', 2], ['b', 2]])).toBe(false);
    expect(covers([], [['a', 1]])).toBe(true);
    expect(covers([['a', 1]], [['a', 1]])).toBe(false);
  });
  it('a row from a browser: pairs of known paths and scalar values', () => {
    const paths = new Set(['product', 'product.family']);
    expect(parseRowFilter([['product', 3], ['product.family', null]], paths)).toEqual([['product', 3], ['product.family', null]]);
    expect(parseRowFilter([['price', 3]], paths)).toMatch(/not a level/);
    expect(parseRowFilter([['product', { a: 1 }]], paths)).toMatch(/must be a text/);
    expect(parseRowFilter([['product', 1], ['product', 2]], paths)).toMatch(/twice/);
    expect(parseRowFilter('product=1', paths)).toMatch(/pairs/);
  });
});

// Measures: 0 = override (edited), 1 = consensus (baseline); one month.
const row = (filter: GridRow['filter'], override: number | null, consensus: number | null): GridRow => ({ filter, label: null, leaf: false, values: [[override], [consensus]] });

describe('the tree of rows', () => {
  const total = row([], 100, 100);
  const fa = row([['f', 'a']], 60, 60);
  const fb = row([['f', 'b']], 40, 40);
  const p1 = row([['f', 'a'], ['p', 1]], 45, 45);
  const p2 = row([['f', 'a'], ['p', 2]], 15, 15);
  let tree = treeOf(total, [fa, fb]);
  tree = withChildren(tree, rowKey(fa.filter), [p1, p2]);

  it('shows the total, the top rows and the children of the open ones', () => {
    expect(visibleNodes(tree, new Set()).map((n) => n.key)).toEqual(['', 'f="a"', 'f="b"']);
    expect(visibleNodes(tree, new Set(['f="a"'])).map((n) => n.key)).toEqual(['', 'f="a"', 'f="a"|p=1', 'f="a"|p=2', 'f="b"']);
  });

  it('an edit of a family: ancestors move by the difference, children follow their baseline', () => {
    const after = applyLocalEdit(tree, { key: 'f="a"', month: 0, to: 90 }, 0, 1, 3);
    const value = (key: string) => after.nodes.get(key)!.row.values[0][0];
    expect(value('f="a"')).toBe(90);
    expect(value('')).toBe(130);
    expect(value('f="b"')).toBe(40);
    expect(value('f="a"|p=1')).toBe(67.5);
    expect(value('f="a"|p=2')).toBe(22.5);
    // The baseline itself and the original tree are untouched.
    expect(after.nodes.get('f="a"|p=1')!.row.values[1][0]).toBe(45);
    expect(tree.nodes.get('f="a"')!.row.values[0][0]).toBe(60);
  });

  it('an edit of a leaf moves its family and the total; clearing empties the rows below', () => {
    const after = applyLocalEdit(tree, { key: 'f="a"|p=2', month: 0, to: 25 }, 0, 1, 3);
    expect(after.nodes.get('f="a"')!.row.values[0][0]).toBe(70);
    expect(after.nodes.get('')!.row.values[0][0]).toBe(110);
    const cleared = applyLocalEdit(tree, { key: 'f="a"', month: 0, to: null }, 0, 1, 3);
    expect(cleared.nodes.get('f="a"|p=1')!.row.values[0][0]).toBeNull();
    expect(cleared.nodes.get('')!.row.values[0][0]).toBe(40);
  });

  it('the server\'s numbers replace the page\'s', () => {
    const refreshed = withRows(tree, [row([['f', 'a']], 61, 61)]);
    expect(refreshed.nodes.get('f="a"')!.row.values[0][0]).toBe(61);
    expect(refreshed.nodes.get('f="a"')!.children).toEqual(['f="a"|p=1', 'f="a"|p=2']);
  });

  it('measures asked later fill the lists the rows lack, and only those', () => {
    const lacking = (r: GridRow): GridRow => ({ ...r, values: [r.values[0], []] });
    const first = treeOf(lacking(total), [lacking(fa), { ...fb, values: [[40], [41]] }]);
    const later = (r: GridRow, consensus: number): GridRow => ({ ...r, values: [[], [consensus]] });
    const merged = withMeasures(first, first.root, { parent: later(total, 100), rows: [later(fa, 60), later(fb, 99)] });
    expect(merged.nodes.get('')!.row.values).toEqual([[100], [100]]);
    expect(merged.nodes.get('f="a"')!.row.values).toEqual([[60], [60]]);
    // A row that has the list already (an edit's numbers since) keeps its own.
    expect(merged.nodes.get('f="b"')!.row.values).toEqual([[40], [41]]);
    // Nothing left to fill: the same tree.
    expect(withMeasures(merged, merged.root, { parent: later(total, 1), rows: [later(fa, 1)] })).toBe(merged);
  });
});

describe('display rows', async () => {
  const { displayRows, editableRowsFrom, isEditableCell } = await import('../../../engine/data/grid-display');
  const total = row([], 100, 100);
  const fa = row([['f', 'a']], 60, 60);
  const tree = treeOf(total, [fa]);
  const nodes = visibleNodes(tree, new Set());
  const meta = {
    months: ['2026-11', '2026-12'], frozenBefore: '2026-12',
    measures: [{ id: 'override', format: 'number' as const, editable: true, available: true }, { id: 'consensus', format: 'number' as const, editable: false, available: true }],
  };
  it('each row once per measure, the label on its first', () => {
    const rows = displayRows(nodes, [0, 1]);
    expect(rows.map((r) => [r.node.key, r.measure, r.first, r.last])).toEqual([['', 0, true, false], ['', 1, false, true], ['f="a"', 0, true, false], ['f="a"', 1, false, true]]);
    expect(editableRowsFrom(meta, rows, 1).map((r) => r.node.key)).toEqual(['f="a"']);
  });
  it('a cell is editable for the edited measure in a month not frozen', () => {
    const rows = displayRows(nodes, [0, 1]);
    expect(isEditableCell(meta, rows[0], 1)).toBe(true);
    expect(isEditableCell(meta, rows[0], 0)).toBe(false);
    expect(isEditableCell(meta, rows[1], 1)).toBe(false);
  });
});
