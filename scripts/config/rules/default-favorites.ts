// A new user's starting favourites must be pages they can actually open: an
// enabled, signed-in, fixed (no :param) route. The specification caps
// favourites at 12, so the defaults must fit both that and favorites.max.
import { didYouMean } from '../did-you-mean.ts';
import { SINGLE_FILES } from '../files.ts';
import { reporter, type Rule } from './rule.ts';

export const SPEC_MAX_FAVORITES = 12;

export const defaultFavorites: Rule = (model, at) => {
  const r = reporter(at);
  const file = SINGLE_FILES.app;
  const { max, defaults } = model.config.app.favorites;
  // An enabled route wins over a disabled one that kept the same path.
  const byPath = new Map<string, (typeof model.config.routes)[number]>();
  for (const route of model.config.routes) {
    if (!byPath.get(route.path)?.enabled) byPath.set(route.path, route);
  }
  const eligible = model.config.routes.filter((route) => route.enabled && !route.public && !route.path.includes(':')).map((route) => route.path);

  defaults.forEach((path, i) => {
    const route = byPath.get(path);
    const where = ['favorites', 'defaults', i];
    if (!route) r.report(file, where, 'unknown-favorite', `no route has path "${path}"${didYouMean(path, eligible)}`);
    else if (!route.enabled) r.report(file, where, 'favorite-not-eligible', `route "${route.id}" (${path}) is disabled and cannot be a default favourite`);
    else if (route.public) r.report(file, where, 'favorite-not-eligible', `route "${route.id}" (${path}) is public (a sign-in page) and cannot be a default favourite`);
    else if (path.includes(':')) r.report(file, where, 'favorite-not-eligible', `route "${route.id}" (${path}) has a :param and cannot be a default favourite`);
  });
  const limit = Math.min(max, SPEC_MAX_FAVORITES);
  if (defaults.length > limit) {
    r.report(file, ['favorites', 'defaults', limit], 'too-many-favorites',
      `${defaults.length} default favourites, at most ${limit} allowed (favorites.max is ${max}; the specification caps favourites at ${SPEC_MAX_FAVORITES})`);
  }
  if (max > SPEC_MAX_FAVORITES) {
    r.report(file, ['favorites', 'max'], 'too-many-favorites', `favorites.max is ${max}; the specification caps favourites at ${SPEC_MAX_FAVORITES}`);
  }
  return r.problems;
};
