// The first route the caller may open that shows an entity in a table, so a
// row of another entity (a tree's leaf, a status line) can link to its page.
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { toUrl } from '../../shell/paths';
import { accessContextAtom, configAtom, policyAtom } from '../../state';

export function useRouteFor(): (entity: string) => string | null {
  const config = useAtomValue(configAtom);
  const policy = useAtomValue(policyAtom);
  const ctx = useAtomValue(accessContextAtom);
  return useCallback((entity: string) => {
    for (const route of config.routes) {
      if (!route.enabled || !policy.canOpen(route, ctx)) continue;
      const index = route.views.findIndex((v) => v.kind === 'table' && v.entity === entity);
      if (index >= 0) return `${toUrl(route.path)}${index > 0 ? `?view=${index}` : ''}`;
    }
    return null;
  }, [config, policy, ctx]);
}

/** A link's URL with more params. */
export function withParams(url: string, params: Record<string, string>): string {
  const [path, search = ''] = url.split('?');
  const p = new URLSearchParams(search);
  for (const [k, v] of Object.entries(params)) p.set(k, v);
  return `${path}?${p.toString()}`;
}
