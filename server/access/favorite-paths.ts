// Which paths may be favourites: the path of an enabled route of the config,
// or an instance of a dynamic route that the index lists once per item
// (dimensions/:id per dimension of the company, custom-reports/:id per report
// of the user). The caller still has to be allowed to open the route.
import type { CompiledConfig, CompiledRoute } from '../../engine/config/compiled';

export type ResolvedPath =
  | { route: CompiledRoute; item?: undefined }
  | { route: CompiledRoute; item: { kind: 'dimensions' | 'customReports'; id: number } };

export function createPathResolver(config: CompiledConfig) {
  const exact = new Map<string, CompiledRoute>();
  const patterns: Array<{ regex: RegExp; route: CompiledRoute; kind: 'dimensions' | 'customReports' }> = [];
  for (const route of config.routes) {
    if (!route.enabled || route.public) continue;
    if (!route.path.includes(':')) {
      exact.set(route.path, route);
    } else if (route.expand) {
      // Only the one parameter the index expands; its value must be a positive integer id.
      const source = route.path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '([1-9][0-9]{0,9})' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      patterns.push({ regex: new RegExp(`^${source}$`), route, kind: route.expand });
    }
  }
  return {
    resolve(path: string): ResolvedPath | undefined {
      const route = exact.get(path);
      if (route) return { route };
      for (const pattern of patterns) {
        const match = pattern.regex.exec(path);
        if (match) {
          const id = Number(match[1]);
          if (id <= 2_147_483_647) return { route: pattern.route, item: { kind: pattern.kind, id } };
        }
      }
      return undefined;
    },
    /** Every static path, e.g. for tests that need many valid favourites. */
    staticPaths: () => [...exact.keys()],
  };
}

export type PathResolver = ReturnType<typeof createPathResolver>;
