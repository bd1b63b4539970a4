import { describe, expect, it } from 'vitest';
import { resolveEndpoint } from '../../../engine/http';

describe('resolveEndpoint', () => {
  it('splits method and path, fills params (encoded), appends the query', () => {
    expect(resolveEndpoint('PUT /api/plugins/:id', { id: 'CUSTOM ROLES' })).toEqual({ method: 'PUT', path: '/api/plugins/CUSTOM%20ROLES' });
    expect(resolveEndpoint('GET /api/profile', {}, { refresh: true, empty: null })).toEqual({ method: 'GET', path: '/api/profile?refresh=true' });
  });

  it('defaults to GET for a bare path and refuses a missing param', () => {
    expect(resolveEndpoint('/api/health')).toEqual({ method: 'GET', path: '/api/health' });
    expect(() => resolveEndpoint('GET /api/dimensions/:id')).toThrow(/Missing path parameter "id"/);
  });
});
