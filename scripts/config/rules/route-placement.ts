// Where a route sits in the index: its file's section, then index.subSection
// and index.group. Each must exist and belong to the one above it, or the
// route would vanish from the index without a word.
import { didYouMean } from '../did-you-mean.ts';
import { reporter, type Rule } from './rule.ts';

export const routePlacement: Rule = (model, at) => {
  const r = reporter(at);
  const sections = new Map(model.config.sections.map((s) => [s.id, s]));
  const subSectionOwner = new Map<string, string>();
  const groupOwner = new Map<string, string>();
  for (const section of model.config.sections) {
    for (const sub of section.subSections) {
      subSectionOwner.set(sub.id, section.id);
      for (const group of sub.groups ?? []) groupOwner.set(group, sub.id);
    }
  }

  for (const { file, value } of model.raw.routeFiles) {
    const sectionId = value.section;
    const section = sectionId === undefined ? undefined : sections.get(sectionId);
    if (sectionId !== undefined && !section) {
      r.report(file, ['section'], 'unknown-section', `unknown section "${sectionId}"${didYouMean(sectionId, sections.keys())}`);
      continue; // every route below would repeat the same problem
    }
    value.routes.forEach((route, k) => {
      const placement = route.index;
      if (placement === undefined || placement === false) return;
      const path = ['routes', k, 'index'];
      if (!section) {
        r.report(file, path, 'placement-without-section',
          `route "${route.id}" is placed in the index but ${file} has no "section:"; add one at the top of the file or set index: false`);
        return;
      }
      const subIds = section.subSections.map((s) => s.id);
      const sub = section.subSections.find((s) => s.id === placement.subSection);
      if (!sub) {
        const owner = subSectionOwner.get(placement.subSection);
        r.report(file, [...path, 'subSection'], 'unknown-sub-section', owner
          ? `sub-section "${placement.subSection}" belongs to section "${owner}", not "${section.id}"; move the route to that section's file`
          : `unknown sub-section "${placement.subSection}" in section "${section.id}"; expected one of: ${subIds.join(', ')}${didYouMean(placement.subSection, subIds)}`);
        return;
      }
      if (placement.group === undefined) return;
      const groups = sub.groups ?? [];
      if (groups.includes(placement.group)) return;
      const owner = groupOwner.get(placement.group);
      r.report(file, [...path, 'group'], 'unknown-group', owner
        ? `group "${placement.group}" belongs to sub-section "${owner}", not "${sub.id}"`
        : groups.length === 0
          ? `unknown group "${placement.group}": sub-section "${sub.id}" declares no groups${didYouMean(placement.group, groupOwner.keys())}`
          : `unknown group "${placement.group}" in sub-section "${sub.id}"; expected one of: ${groups.join(', ')}${didYouMean(placement.group, groups)}`);
    });
  }
  return r.problems;
};
