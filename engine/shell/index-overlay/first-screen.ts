// The index is painted in two passes when it is large: first what fills the
// screen (the first `perColumn` links of every column, in reading order),
// then, at low priority, everything (React's useDeferredValue). With 10,000
// routes the overlay then paints at once instead of after building every
// link; with the product's ~100 routes nothing is cut and there is one pass.
import type { IndexGroup, IndexSection, IndexSubSection, IndexTree } from '../../navigation';

export interface FirstScreen {
  tree: IndexTree;
  /** True when links were left out (a second pass must follow). */
  truncated: boolean;
}

/** The tree cut to at most `perColumn` links per column, keeping order; nodes left empty are dropped. */
export function firstScreen(tree: IndexTree, perColumn: number): FirstScreen {
  let truncated = false;
  const columns = tree.columns.map((sections) => {
    let budget = Math.max(0, perColumn);
    const out: IndexSection[] = [];
    for (const section of sections) {
      if (budget <= 0) { truncated = true; break; }
      const subSections: IndexSubSection[] = [];
      for (const sub of section.subSections) {
        if (budget <= 0) { truncated = true; break; }
        const links = sub.links.slice(0, budget);
        budget -= links.length;
        if (links.length < sub.links.length) truncated = true;
        const groups: IndexGroup[] = [];
        for (const group of sub.groups) {
          if (budget <= 0) { truncated = true; break; }
          const groupLinks = group.links.slice(0, budget);
          budget -= groupLinks.length;
          if (groupLinks.length < group.links.length) truncated = true;
          groups.push(groupLinks.length === group.links.length ? group : { ...group, links: groupLinks });
        }
        if (links.length === 0 && groups.length === 0) continue;
        const whole = links.length === sub.links.length && groups.length === sub.groups.length && groups.every((g, i) => g === sub.groups[i]);
        subSections.push(whole ? sub : { ...sub, links, groups });
      }
      if (subSections.length === 0) continue;
      const whole = subSections.length === section.subSections.length && subSections.every((s, i) => s === section.subSections[i]);
      out.push(whole ? section : { ...section, subSections });
    }
    return out;
  });
  return truncated ? { tree: { columns }, truncated } : { tree, truncated: false };
}
