// A feature declared twice would have two level lists; which one wins?
import { SINGLE_FILES } from '../files.ts';
import { forEachDuplicate, reporter, type Rule } from './rule.ts';

export const uniqueFeatures: Rule = (model, at) => {
  const r = reporter(at);
  const file = SINGLE_FILES.features;
  const features = model.config.features;
  forEachDuplicate(features, (f) => f.id, (i, first) => {
    r.report(file, ['features', i, 'id'], 'duplicate-feature',
      `duplicate feature "${features[i].id}"; already declared at ${r.where(file, ['features', first, 'id'])}`);
  });
  return r.problems;
};
