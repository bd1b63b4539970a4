// A route is drawn either by a page component (src/pages/<page>.tsx) or by
// the engine from its views, never both and never neither. A missing page
// file would fail only when someone opens the route; disabled routes are
// never routed, so their page may not exist yet.
import { didYouMean } from '../did-you-mean.ts';
import { PAGES_DIR } from '../files.ts';
import { reporter, routeSite, type Rule } from './rule.ts';

export const routePages: Rule = (model, at) => {
  const pages = model.pages;
  const r = reporter(at);
  model.config.routes.forEach((route, i) => {
    const site = routeSite(model, i);
    if (route.page === null && route.views.length === 0) {
      r.report(site.file, site.path, 'route-without-content', 'declares neither page (a component of src/pages) nor views: add one of them');
      return;
    }
    if (route.page !== null && route.views.length > 0) {
      r.report(site.file, [...site.path, 'views'], 'route-page-and-views', 'declares both page and views: the engine draws views, so remove page (or views)', { key: true });
      return;
    }
    if (route.page === null || pages === null || !route.enabled || pages.has(route.page)) return;
    r.report(site.file, [...site.path, 'page'], 'unknown-page',
      `unknown page "${route.page}": no file ${PAGES_DIR}/${route.page}.tsx${didYouMean(route.page, pages)}`);
  });
  return r.problems;
};
