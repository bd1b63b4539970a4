// Every enabled route renders a page component src/pages/<page>.tsx; a missing
// one would fail only when someone opens the route. Disabled routes are never
// routed, so their page may not exist yet.
import { didYouMean } from '../did-you-mean.ts';
import { PAGES_DIR } from '../files.ts';
import { reporter, routeSite, type Rule } from './rule.ts';

export const routePages: Rule = (model, at) => {
  const pages = model.pages;
  if (pages === null) return [];
  const r = reporter(at);
  model.config.routes.forEach((route, i) => {
    if (!route.enabled || pages.has(route.page)) return;
    const site = routeSite(model, i);
    r.report(site.file, [...site.path, 'page'], 'unknown-page',
      `unknown page "${route.page}": no file ${PAGES_DIR}/${route.page}.tsx${didYouMean(route.page, pages)}`);
  });
  return r.problems;
};
