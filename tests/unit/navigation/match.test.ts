import { describe, expect, it } from 'vitest';
import { createRouteMatcher, documentTitle, matchRoute } from '../../../engine/navigation';
import { config, route, routes, t } from './fixtures';

describe('matchRoute', () => {
  it('finds static routes, ignoring leading/trailing slashes, query and hash', () => {
    for (const path of ['forecasts/review', '/forecasts/review', '/forecasts/review/', '/forecasts/review?x=1#top']) {
      expect(matchRoute(routes, path)?.route.id).toBe('forecasts-review');
    }
  });

  it('extracts :id params from dynamic routes', () => {
    expect(matchRoute(routes, '/dimensions/3')).toMatchObject({ route: { id: 'dimension' }, params: { id: '3' } });
    expect(matchRoute(routes, '/custom-reports/Ventas%20Q1')?.params).toEqual({ id: 'Ventas Q1' });
  });

  it('prefers a static route over a dynamic one, then the pattern with more fixed segments', () => {
    const list = [
      route({ id: 'any', path: ':section/:id' }),
      route({ id: 'by-id', path: 'forecasts/:id' }),
      route({ id: 'new', path: 'forecasts/new' }),
    ];
    const match = createRouteMatcher(list);
    expect(match('forecasts/new')?.route.id).toBe('new');
    expect(match('forecasts/42')?.route.id).toBe('by-id');
    expect(match('sales/42')).toMatchObject({ route: { id: 'any' }, params: { section: 'sales', id: '42' } });
  });

  it('does not match disabled, unknown or empty paths (the router sends those home)', () => {
    expect(matchRoute(routes, 'stock-projection-list')).toBeNull();
    expect(matchRoute(routes, 'nowhere')).toBeNull();
    expect(matchRoute(routes, 'dimensions/3/extra')).toBeNull();
    expect(matchRoute(routes, '/')).toBeNull();
    expect(matchRoute(routes, '')).toBeNull();
  });

  it('matches public routes too (the guard decides what to do with them)', () => {
    expect(matchRoute(config.routes, '/auth/login')?.route.public).toBe(true);
  });
});

describe('documentTitle', () => {
  it('is the translated route title', () => {
    expect(documentTitle(matchRoute(routes, '/sales'), t, 'Planner')).toBe('T(routes.sales.title)');
  });

  it('falls back to the product name without a route or a translation', () => {
    expect(documentTitle(null, t, 'Planner')).toBe('Planner');
    expect(documentTitle(matchRoute(routes, '/sales'), (key) => key, 'Planner')).toBe('Planner');
    expect(documentTitle(matchRoute(routes, '/sales'), () => '', 'Planner')).toBe('Planner');
  });
});
