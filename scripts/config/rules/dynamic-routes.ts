// A route with a :param cannot be listed as one link: either it expands into
// one entry per dimension / custom report (expand, with a :id segment to fill
// in), or it stays out of the index and is only reached through links.
import { reporter, routeSite, type Rule } from './rule.ts';

export const dynamicRoutes: Rule = (model, at) => {
  const r = reporter(at);
  model.config.routes.forEach((route, i) => {
    const site = routeSite(model, i);
    const segments = route.path.split('/');
    const params = segments.filter((s) => s.startsWith(':'));
    if (route.expand !== undefined) {
      if (!segments.includes(':id')) {
        r.report(site.file, [...site.path, 'path'], 'expand-without-id',
          `route "${route.id}" expands into one entry per ${route.expand === 'dimensions' ? 'dimension' : 'custom report'}, so its path needs a ":id" segment (e.g. ${segments[0]}/:id)`);
      }
      return;
    }
    if (params.length > 0 && route.section !== null) {
      r.report(site.file, [...site.path, 'path'], 'param-in-index',
        `path "${route.path}" has ${params.join(', ')} but the route is listed in the index; add expand (dimensions or customReports) or set index: false`);
    }
  });
  return r.problems;
};
