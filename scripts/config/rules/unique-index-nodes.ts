// Index ids are global (one translation index.<ID> each, and a route names a
// sub-section without its section), so no two sections, sub-sections or
// groups may share one.
import { SINGLE_FILES } from '../files.ts';
import { indexNodes } from './index-nodes.ts';
import { forEachDuplicate, reporter, type Rule } from './rule.ts';

export const uniqueIndexNodes: Rule = (model, at) => {
  const r = reporter(at);
  const file = SINGLE_FILES.sections;
  const nodes = indexNodes(model);
  forEachDuplicate(nodes, (n) => n.id, (i, first) => {
    r.report(file, nodes[i].path, 'duplicate-index-id',
      `duplicate index id "${nodes[i].id}" (${nodes[i].kind}); already used by a ${nodes[first].kind} at ${r.where(file, nodes[first].path)}`);
  });
  return r.problems;
};
