import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, createHttpClient, type ErrorEntry, type FetchLike, type Log } from '../../../engine/http';

type Reply = { status?: number; body?: unknown; raw?: string };

function setup(replies: Array<Reply | Error>, token: string | null = 'tok-1') {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const queue = [...replies];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const next = queue.shift() ?? { body: { ok: true, data: null } };
    if (next instanceof Error) throw next;
    return new Response(next.raw ?? (next.body === undefined ? null : JSON.stringify(next.body)), { status: next.status ?? 200 });
  };
  const logs: Log[] = [];
  const bodyErrors: ErrorEntry[] = [];
  const onToken = vi.fn();
  const onUnauthorized = vi.fn();
  const client = createHttpClient({
    baseUrl: 'http://api.test/', fetch, getToken: () => token, onToken, onUnauthorized,
    onLog: (log) => logs.push(log), onBodyError: (entry) => bodyErrors.push(entry),
    titleFor: (code) => `header:${code}`,
  });
  return { client, calls, logs, bodyErrors, onToken, onUnauthorized };
}

const headers = (init: RequestInit) => init.headers as Record<string, string>;

describe('http client: requests', () => {
  it('sends the bearer token, JSON bodies, and resolves to data', async () => {
    const { client, calls } = setup([{ body: { ok: true, data: { CompletedSteps: [1] } } }]);
    const data = await client.request<{ CompletedSteps: number[] }>(api.updateOnboarding, { body: { CompletedSteps: [1] } });
    expect(data).toEqual({ CompletedSteps: [1] });
    expect(calls[0].url).toBe('http://api.test/api/onboarding/update-initial-configuration');
    expect(calls[0].init.method).toBe('POST');
    expect(headers(calls[0].init)).toMatchObject({ Authorization: 'Bearer tok-1', 'Content-Type': 'application/json' });
    expect(calls[0].init.body).toBe('{"CompletedSteps":[1]}');
  });

  it('omits Authorization without a token, and the body on GET', async () => {
    const { client, calls } = setup([{ body: { ok: true, data: [] } }], null);
    await client.request(api.dimensions, { body: { ignored: true } });
    expect(headers(calls[0].init).Authorization).toBeUndefined();
    expect(calls[0].init.body).toBeUndefined();
  });

  it('fills path params and the query string', async () => {
    const { client, calls } = setup([{ body: { ok: true, data: {} } }, { body: { ok: true, data: {} } }]);
    await client.request(api.updateDimension, { params: { id: 7 }, body: { Name: 'x' } });
    await client.request(api.profile, { query: { refresh: true, skip: undefined } });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'PATCH http://api.test/api/dimensions/7', 'GET http://api.test/api/profile?refresh=true',
    ]);
  });

  it('an empty body (204) resolves to undefined', async () => {
    const { client } = setup([{ status: 204 }]);
    await expect(client.request(api.logout)).resolves.toBeUndefined();
  });
});

describe('http client: Token in bodies', () => {
  it('stores a top-level Token (login) and one inside data (profile refresh)', async () => {
    const { client, onToken } = setup([
      { body: { ok: true, data: { Profile: {} }, Token: 'a' } },
      { body: { ok: true, data: { Name: 'Ana', Token: 'b' } } },
      { body: { ok: true, data: {} } },
    ]);
    await client.request(api.login, { body: {} });
    await client.request(api.profile, { query: { refresh: true } });
    await client.request(api.favorites);
    expect(onToken.mock.calls).toEqual([['a'], ['b']]);
  });
});

describe('http client: failures', () => {
  it('an HTTP error is logged as http-error with code, message, status, endpoint and payload, and thrown', async () => {
    const { client, logs } = setup([{ status: 409, body: { ok: false, ErrorCode: 'EMAIL_TAKEN', Message: 'Ya existe', Field: 'Email' } }]);
    const error = await client.request(api.createUser, { body: { Email: 'a@b.c' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ ErrorCode: 'EMAIL_TAKEN', Status: 409, Message: 'Ya existe', Field: 'Email', Endpoint: '/api/users' });
    expect(logs).toEqual([{
      id: 'http-1', logLevel: 'http-error', errorCode: 'EMAIL_TAKEN', title: 'header:EMAIL_TAKEN',
      message: 'Ya existe', status: 409, endpoint: '/api/users', payload: { Email: 'a@b.c' },
    }]);
  });

  it('keeps a failure\'s text key and parameters, and logs the message messageFor makes of them', async () => {
    const body = { ok: false, ErrorCode: 'CONFLICT', Message: 'The cycle of 2026-10 is already closed', MessageKey: 'forecast.cycleClosed', MessageParams: { month: '2026-10' } };
    const logs: Log[] = [];
    const client = createHttpClient({
      fetch: async () => new Response(JSON.stringify(body), { status: 409 }), getToken: () => null, onLog: (log) => logs.push(log),
      messageFor: (error) => `${error.MessageKey}:${error.MessageParams?.month}`,
    });
    const error = await client.request(api.profile).catch((e: unknown) => e);
    expect(error).toMatchObject({ Message: body.Message, MessageKey: 'forecast.cycleClosed', MessageParams: { month: '2026-10' } });
    expect(logs[0].message).toBe('forecast.cycleClosed:2026-10');
  });

  it('ok: false with a 200 is a failure too', async () => {
    const { client, logs } = setup([{ body: { ok: false, ErrorCode: 'USER_EXISTS', Message: 'm' } }]);
    await expect(client.request(api.inviteGuest, { body: {} })).rejects.toMatchObject({ ErrorCode: 'USER_EXISTS', Status: 200 });
    expect(logs).toHaveLength(1);
  });

  it('silent requests and ignored codes throw without logging', async () => {
    const { client, logs } = setup([
      { status: 500, body: { ok: false, ErrorCode: 'INTERNAL', Message: 'x' } },
      { body: { ok: false, ErrorCode: 'USER_EXISTS', Message: 'x' } },
      { body: { ok: false, ErrorCode: 'OTHER', Message: 'x' } },
    ]);
    await expect(client.request(api.users, { silent: true })).rejects.toBeInstanceOf(ApiError);
    await expect(client.request(api.inviteGuest, { ignoreCodes: ['USER_EXISTS'] })).rejects.toBeInstanceOf(ApiError);
    await expect(client.request(api.inviteGuest, { ignoreCodes: ['USER_EXISTS'] })).rejects.toBeInstanceOf(ApiError);
    expect(logs.map((l) => l.errorCode)).toEqual(['OTHER']);
  });

  it('a network failure is a log with status 0 and NETWORK_ERROR', async () => {
    const { client, logs } = setup([new TypeError('Failed to fetch')]);
    await expect(client.request(api.favorites)).rejects.toMatchObject({ ErrorCode: 'NETWORK_ERROR', Status: 0 });
    expect(logs[0]).toMatchObject({ logLevel: 'http-error', errorCode: 'NETWORK_ERROR', status: 0, message: 'Failed to fetch', endpoint: '/api/favorites' });
  });

  it('an aborted request is thrown as ABORTED and not logged', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, logs } = setup([new DOMException('aborted', 'AbortError')]);
    await expect(client.request(api.favorites, { signal: controller.signal })).rejects.toMatchObject({ ErrorCode: 'ABORTED' });
    expect(logs).toEqual([]);
  });

  it('non-JSON and code-less error bodies get a code of their own', async () => {
    const { client } = setup([{ status: 502, raw: '<html>Bad gateway</html>' }, { raw: 'not json' }]);
    await expect(client.request(api.users)).rejects.toMatchObject({ ErrorCode: 'HTTP_502', Status: 502 });
    await expect(client.request(api.users)).rejects.toMatchObject({ ErrorCode: 'INVALID_RESPONSE', Status: 200 });
  });

  it('a 401 to a request that carried a token reports the session as invalid; a failed login does not', async () => {
    const withToken = setup([{ status: 401, body: { ok: false, ErrorCode: 'TOKEN_EXPIRED', Message: 'x' } }]);
    await withToken.client.request(api.users).catch(() => {});
    expect(withToken.onUnauthorized).toHaveBeenCalledOnce();
    const anonymous = setup([{ status: 401, body: { ok: false, ErrorCode: 'BAD_CREDENTIALS', Message: 'x' } }], null);
    await anonymous.client.request(api.login, { body: {} }).catch(() => {});
    expect(anonymous.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('http client: bodies flagged Error', () => {
  it('a successful body flagged Error feeds the errors list and still resolves', async () => {
    const { client, bodyErrors, logs } = setup([{ body: { ok: true, Error: true, ErrorCode: 'PARTIAL', Message: 'Algunas filas fallaron', data: { n: 1 } } }]);
    await expect(client.request(api.createDimension, { body: { Name: 'Región' } })).resolves.toEqual({ n: 1 });
    expect(bodyErrors).toEqual([{ ErrorCode: 'PARTIAL', Message: 'Algunas filas fallaron', Endpoint: '/api/dimensions', Payload: { Name: 'Región' }, Status: 200 }]);
    expect(logs).toEqual([]);
  });
});
