// Route ids are the translation prefix (routes.<id>.*) and the favourites'
// handle, so they are unique across every routes file. Two enabled routes with
// the same path would shadow each other in the router; a disabled route is
// never routed, so it may keep an old path.
import { reporter, routeSite, forEachDuplicate, type Rule } from './rule.ts';

/** ':id' and ':Id' match the same URLs. */
const pathShape = (path: string) => path.replace(/:[A-Za-z]+/g, ':');

export const uniqueRoutes: Rule = (model, at) => {
  const r = reporter(at);
  const routes = model.config.routes;
  forEachDuplicate(routes, (route) => route.id, (i, first) => {
    const site = routeSite(model, i);
    const firstSite = routeSite(model, first);
    r.report(site.file, [...site.path, 'id'], 'duplicate-route-id',
      `duplicate route id "${routes[i].id}"; already declared at ${r.where(firstSite.file, [...firstSite.path, 'id'])}`);
  });
  const enabled = routes.map((route, i) => ({ route, i })).filter(({ route }) => route.enabled);
  forEachDuplicate(enabled, ({ route }) => pathShape(route.path), (k, firstK) => {
    const { route, i } = enabled[k];
    const site = routeSite(model, i);
    const other = enabled[firstK];
    const otherSite = routeSite(model, other.i);
    r.report(site.file, [...site.path, 'path'], 'duplicate-route-path',
      `duplicate route path "${route.path}"; route "${other.route.id}" already uses it at ${r.where(otherSite.file, [...otherSite.path, 'path'])}`);
  });
  return r.problems;
};
