// Telling an outage from a bug: the errors node-postgres and PostgreSQL raise
// when the database cannot answer become 503 SERVICE_UNAVAILABLE (with
// Retry-After); any other database error stays a 500. Runs without
// PostgreSQL; outage.test.ts stages a real outage when it is available.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgTimeoutsFromEnv } from '../../../server/db/open';
import { isDatabaseUnavailable, withTimeout } from '../../../server/db/unavailable';
import { call, loginAll, startTestServer, type TestServer } from '../helpers/server';

const outages: unknown[] = [
  new Error('Connection terminated unexpectedly'),
  new Error('Connection terminated due to connection timeout'),
  new Error('timeout exceeded when trying to connect'),
  new Error('Query read timeout'),
  new Error('Client has encountered a connection error and is not queryable'),
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
  Object.assign(new Error('connection failure'), { code: '08006' }),
  Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
];
const bugs: unknown[] = [
  Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
  Object.assign(new Error('relation "nope" does not exist'), { code: '42P01' }),
  Object.assign(new Error('invalid input syntax for type integer'), { code: '22P02' }),
  new Error('Cannot read properties of undefined'),
  'Connection terminated',
  null,
];

describe('database outage errors', () => {
  it('recognises connection loss, timeouts, restarts and overload, and nothing else', () => {
    for (const error of outages) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    for (const error of bugs) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });

  it('withTimeout gives up with an outage error, and passes a quick answer through', async () => {
    await expect(withTimeout(new Promise(() => {}), 30)).rejects.toSatisfy(isDatabaseUnavailable);
    await expect(withTimeout(Promise.resolve(7), 1000)).resolves.toBe(7);
  });

  it('reads the PostgreSQL timeouts from the environment and refuses nonsense', () => {
    expect(pgTimeoutsFromEnv({ DB_CONNECT_TIMEOUT_MS: '1500', DB_QUERY_TIMEOUT_MS: '2500' })).toEqual({ connectMs: 1500, queryMs: 2500 });
    expect(pgTimeoutsFromEnv({})).toEqual({});
    expect(() => pgTimeoutsFromEnv({ DB_STATEMENT_TIMEOUT_MS: '5s' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });
});

describe('the API answers an outage with 503 and a bug with 500', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      build: {
        extraRoutes: (app) => {
          app.get('/test/lost', async () => {
            throw new Error('Connection terminated unexpectedly');
          });
          app.get('/test/refused', async () => {
            throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:5432'), { code: 'ECONNREFUSED' });
          });
          app.get('/test/bug', async () => {
            throw Object.assign(new Error('relation "nope" does not exist'), { code: '42P01' });
          });
        },
      },
    });
    token = (await loginAll(server.app)).admin;
  });
  afterAll(() => server?.close());

  it('503 SERVICE_UNAVAILABLE with Retry-After and no detail for an outage; 500 for a bug', async () => {
    for (const url of ['/api/test/lost', '/api/test/refused']) {
      const result = await call(server.app, 'GET', url, { token });
      expect(result.status).toBe(503);
      expect(result.body).toEqual({ ok: false, ErrorCode: 'SERVICE_UNAVAILABLE', Message: 'The database is not reachable right now; try again in a moment' });
      expect(result.headers['retry-after']).toBe('5');
    }
    const bug = await call(server.app, 'GET', '/api/test/bug', { token });
    expect(bug.status).toBe(500);
    expect(bug.body.ErrorCode).toBe('INTERNAL_ERROR');
  });
});
