// Filters up to the documented 20,000 characters travel in the query string
// through a real socket (Node's own header limit, not inject()), and longer
// ones are refused inside the envelope: the schema's 400 up to the raised
// header limit, the client-error handler's 400 beyond it, never a bare 431.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HEADER_BYTES } from '../../../server/app';
import { databaseKinds, sessionToken, startTestServer, type TestServer } from '../helpers/server';

/** A filter of exactly `length` characters: skus no product has (at most 1,000 of them, as `in` takes), so the list is empty. */
function filterOf(length: number): string {
  const head = '[{"field":"sku","op":"in","value":["';
  const tail = '"]}]';
  const values: string[] = [];
  let used = head.length + tail.length;
  for (;;) {
    const value = `N${String(values.length).padStart(18, '0')}`;
    const adds = value.length + (values.length > 0 ? 3 : 0);
    if (used + adds > length) break;
    values.push(value);
    used += adds;
  }
  values[values.length - 1] += 'Z'.repeat(length - used);
  return head + values.join('","') + tail;
}

describe.each(databaseKinds())('long filters over a real socket on %s', (kind) => {
  let server: TestServer;
  let base: string;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await sessionToken(server.app, 'admin@demo.test');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json() as Record<string, unknown> };
  };

  it('a filter of 17,000 characters (more than Node\'s default 16 KB of headers once encoded) is answered', async () => {
    const filter = filterOf(17_000);
    expect(filter.length).toBe(17_000);
    expect(JSON.parse(filter)[0].value.length).toBeGreaterThan(500);
    const response = await get(`/api/data/product?filter=${encodeURIComponent(filter)}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ok: true, data: { rows: [] } });
    const count = await get(`/api/data/product/count?filter=${encodeURIComponent(filter)}`);
    expect(count.status).toBe(200);
  });

  it('a filter of 20,000 characters in non-ASCII text (up to 9 bytes a character encoded) still fits', async () => {
    const filter = filterOf(20_000).replace(/N/g, 'Ñ').replace(/0/g, '€');
    expect(encodeURIComponent(filter).length).toBeGreaterThan(40_000);
    expect((await get(`/api/data/product?filter=${encodeURIComponent(filter)}`)).status).toBe(200);
  });

  it('a filter of 25,000 characters is refused by the schema, in the envelope', async () => {
    const response = await get(`/api/data/product?filter=${encodeURIComponent(filterOf(25_000))}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ok: false, ErrorCode: 'VALIDATION_ERROR', Field: 'filter' });
  });

  it('headers beyond the server\'s limit get the envelope too, not Node\'s bare 431', async () => {
    const response = await get(`/api/data/product?filter=${'x'.repeat(MAX_HEADER_BYTES + 1000)}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ok: false, ErrorCode: 'BAD_REQUEST' });
  });
});
