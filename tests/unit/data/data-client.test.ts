// The data client over the real HTTP client with a mocked fetch: the URL, method, body and bearer token of each call.
import { describe, expect, it } from 'vitest';
import { createDataClient } from '../../../engine/data/data-client';
import { createHttpClient, type ResponseLike } from '../../../engine/http';

function setup(reply: unknown = { ok: true, data: {} }, status = 200) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const http = createHttpClient({
    fetch: async (url, init): Promise<ResponseLike> => {
      calls.push({ url, init });
      return { status, statusText: '', text: async () => JSON.stringify(reply) };
    },
    getToken: () => 'T',
  });
  return { client: createDataClient(http.request), calls };
}

describe('data client', () => {
  it('list passes the query string through, with the token', async () => {
    const { client, calls } = setup({ ok: true, data: { rows: [], total: 0, page: 1, pageSize: 50, refs: {} } });
    const page = await client.list('product-family', { page: '1', q: 'a b', filter: '[{"field":"x","op":"eq","value":1}]' });
    expect(page.total).toBe(0);
    expect(calls[0].url).toBe('/api/data/product-family?page=1&q=a+b&filter=%5B%7B%22field%22%3A%22x%22%2C%22op%22%3A%22eq%22%2C%22value%22%3A1%7D%5D');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer T');
  });
  it('lookup joins ids; blank q is left out', async () => {
    const { client, calls } = setup({ ok: true, data: [] });
    await client.lookup('unit', { q: '', ids: [3, 4], limit: 20 });
    expect(calls[0].url).toBe('/api/data/unit/lookup?ids=3%2C4&limit=20');
  });
  it('update is a PATCH with values and version; delete carries the version', async () => {
    const { client, calls } = setup();
    await client.update('unit', 5, { values: { name: 'Kg' }, version: 3 });
    expect(calls[0].init.method).toBe('PATCH');
    expect(calls[0].url).toBe('/api/data/unit/5');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ values: { name: 'Kg' }, version: 3 });
    await client.remove('unit', 5, 3);
    expect(calls[1].init.method).toBe('DELETE');
    expect(calls[1].url).toBe('/api/data/unit/5?version=3');
  });
  it('count sends the filters; audit and status their paths', async () => {
    const { client, calls } = setup({ ok: true, data: { total: 3 } });
    await client.count('product', [{ field: 'unit', op: 'null', value: true }]);
    expect(decodeURIComponent(calls[0].url)).toBe('/api/data/product/count?filter=[{"field":"unit","op":"null","value":true}]');
    await client.audit({ entity: 'product', page: 1, pageSize: 20 });
    expect(calls[1].url).toBe('/api/audit?entity=product&page=1&pageSize=20');
    await client.status();
    expect(calls[2].url).toBe('/api/data-status');
  });
  it('a 409 becomes an ApiError with its code (the drawer shows the conflict)', async () => {
    const { client } = setup({ ok: false, ErrorCode: 'CONFLICT', Message: 'changed' }, 409);
    await expect(client.update('unit', 1, { values: {}, version: 1 }, { silent: true })).rejects.toMatchObject({ ErrorCode: 'CONFLICT', Status: 409 });
  });
});
