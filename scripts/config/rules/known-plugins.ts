// A route that requires an undeclared plugin could never be shown to anyone.
import { didYouMean } from '../did-you-mean.ts';
import { reporter, routeSite, type Rule } from './rule.ts';

export const knownPlugins: Rule = (model, at) => {
  const r = reporter(at);
  const known = new Set(model.config.plugins.map((p) => p.id));
  model.config.routes.forEach((route, i) => {
    route.permissions.plugins.forEach((id, k) => {
      if (known.has(id)) return;
      const site = routeSite(model, i);
      r.report(site.file, [...site.path, 'permissions', 'plugins', k], 'unknown-plugin', `unknown plugin "${id}"${didYouMean(id, known)}`);
    });
  });
  return r.problems;
};
