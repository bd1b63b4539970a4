// Plugin ids are what companies activate; one id must mean one plugin.
import { SINGLE_FILES } from '../files.ts';
import { forEachDuplicate, reporter, type Rule } from './rule.ts';

export const uniquePlugins: Rule = (model, at) => {
  const r = reporter(at);
  const file = SINGLE_FILES.plugins;
  const plugins = model.config.plugins;
  forEachDuplicate(plugins, (p) => p.id, (i, first) => {
    r.report(file, ['plugins', i, 'id'], 'duplicate-plugin',
      `duplicate plugin "${plugins[i].id}"; already declared at ${r.where(file, ['plugins', first, 'id'])}`);
  });
  return r.problems;
};
