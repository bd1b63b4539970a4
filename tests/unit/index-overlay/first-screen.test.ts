import { describe, expect, it } from 'vitest';
import type { IndexLink, IndexTree } from '../../../engine/navigation';
import { firstScreen } from '../../../engine/shell/index-overlay/first-screen';

const link = (path: string): IndexLink => ({ key: path, path, title: path, entry: {} as IndexLink['entry'] });
const links = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => link(`${prefix}-${i}`));

const tree: IndexTree = {
  columns: [
    [
      {
        id: 'A', title: 'A', icon: 'list', column: 1,
        subSections: [
          { id: 'A1', title: 'A1', links: links('a1', 3), groups: [{ id: 'G', title: 'G', links: links('g', 4) }] },
          { id: 'A2', title: 'A2', links: links('a2', 5), groups: [] },
        ],
      },
      { id: 'B', title: 'B', icon: 'list', column: 1, subSections: [{ id: 'B1', title: 'B1', links: links('b1', 2), groups: [] }] },
    ],
    [{ id: 'C', title: 'C', icon: 'list', column: 2, subSections: [{ id: 'C1', title: 'C1', links: links('c1', 2), groups: [] }] }],
    [],
  ],
};

const paths = (t: IndexTree, column: number) =>
  t.columns[column].flatMap((s) => s.subSections.flatMap((sub) => [...sub.links, ...sub.groups.flatMap((g) => g.links)].map((l) => l.path)));

describe('firstScreen', () => {
  it('returns the very same tree when nothing has to be cut', () => {
    const result = firstScreen(tree, 100);
    expect(result.truncated).toBe(false);
    expect(result.tree).toBe(tree);
  });

  it('keeps the first links of every column in reading order (links, then groups, then the next sub-section)', () => {
    const result = firstScreen(tree, 8);
    expect(result.truncated).toBe(true);
    expect(paths(result.tree, 0)).toEqual(['a1-0', 'a1-1', 'a1-2', 'g-0', 'g-1', 'g-2', 'g-3', 'a2-0']);
    // Each column has its own budget.
    expect(paths(result.tree, 1)).toEqual(['c1-0', 'c1-1']);
    expect(result.tree.columns[2]).toEqual([]);
  });

  it('drops the sections and sub-sections that get no link at all', () => {
    const result = firstScreen(tree, 3);
    expect(result.tree.columns[0].map((s) => s.id)).toEqual(['A']);
    expect(result.tree.columns[0][0].subSections.map((s) => s.id)).toEqual(['A1']);
    expect(result.tree.columns[0][0].subSections[0].groups).toEqual([]);
  });

  it('does not change the full tree it was given', () => {
    const before = JSON.stringify(tree);
    firstScreen(tree, 2);
    expect(JSON.stringify(tree)).toBe(before);
  });
});
