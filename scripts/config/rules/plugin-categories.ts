// The marketplace groups plugins by category; a plugin in an undeclared
// category would have no heading (and no translation) to sit under.
import { didYouMean } from '../did-you-mean.ts';
import { SINGLE_FILES } from '../files.ts';
import { reporter, type Rule } from './rule.ts';

export const pluginCategories: Rule = (model, at) => {
  const r = reporter(at);
  const known = new Set(model.config.pluginCategories);
  model.config.plugins.forEach((plugin, i) => {
    if (known.has(plugin.category)) return;
    r.report(SINGLE_FILES.plugins, ['plugins', i, 'category'], 'unknown-plugin-category',
      `unknown plugin category "${plugin.category}"; expected one of: ${[...known].join(', ')}${didYouMean(plugin.category, known)}`);
  });
  return r.problems;
};
