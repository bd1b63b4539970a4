// Every section, sub-section and group id of sections.yaml, in declaration
// order with its place, shared by the rules that look ids up.
import type { ConfigModel } from '../model.ts';
import type { PathSegment } from '../paths.ts';

export interface IndexNode {
  id: string;
  kind: 'section' | 'sub-section' | 'group';
  /** Path in sections.yaml. */
  path: PathSegment[];
  section: string;
  subSection: string | null;
}

export function indexNodes(model: ConfigModel): IndexNode[] {
  const nodes: IndexNode[] = [];
  model.config.sections.forEach((section, s) => {
    nodes.push({ id: section.id, kind: 'section', path: ['sections', s, 'id'], section: section.id, subSection: null });
    section.subSections.forEach((sub, u) => {
      nodes.push({ id: sub.id, kind: 'sub-section', path: ['sections', s, 'subSections', u, 'id'], section: section.id, subSection: null });
      (sub.groups ?? []).forEach((group, g) => {
        nodes.push({ id: group, kind: 'group', path: ['sections', s, 'subSections', u, 'groups', g], section: section.id, subSection: sub.id });
      });
    });
  });
  return nodes;
}
