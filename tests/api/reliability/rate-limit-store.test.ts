// The login rate limit lives in the database: two servers over one database
// (in-process here; two real processes on PostgreSQL in two-instances.test.ts)
// count the same attempts, a window ends on time, and ended windows are purged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { countAttempt, purgeExpired, rateLimitKey, readAttempts } from '../../../server/data/rate-limits';
import { DEMO_PASSWORD } from '../../../server/seed/demo';
import { call, databaseKinds, startTestServer, type TestServer } from '../helpers/server';

describe.each(databaseKinds())('database rate-limit store on %s', (kind) => {
  let server: TestServer;
  let other: Awaited<ReturnType<typeof buildServer>>;
  const limits = { login: { max: 3, timeWindowMs: 1_500 }, register: { max: 2, timeWindowMs: 60_000 } };

  beforeAll(async () => {
    server = await startTestServer(kind, { build: { rateLimit: limits } });
    other = await buildServer({ config: server.config, db: server.db, jwtSecret: server.secret, rateLimit: limits });
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const attempt = (app: typeof other, email: string, password = 'wrong-password') =>
    call(app, 'POST', '/api/auth/login', { body: { Email: email, Password: password } });

  it('attempts on two servers add up to one limit, per e-mail, and the window ends on time', async () => {
    expect((await attempt(server.app, 'viewer@demo.test')).status).toBe(401);
    expect((await attempt(other, 'viewer@demo.test')).status).toBe(401);
    expect((await attempt(server.app, 'viewer@demo.test')).status).toBe(401);
    const limited = await attempt(other, 'viewer@demo.test', DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.ErrorCode).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(other, 'planner@demo.test', DEMO_PASSWORD)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, limits.login.timeWindowMs + 200));
    expect((await attempt(server.app, 'viewer@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('concurrent attempts are all counted (one atomic upsert), and the key is stored as a digest', async () => {
    const key = rateLimitKey('test', `burst-${kind}`);
    const counts = await Promise.all(Array.from({ length: 40 }, () => countAttempt(server.db, key, 60_000)));
    expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await readAttempts(server.db, key)).hits).toBe(40);
    const stored = await server.db.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(stored.some((r) => r.key.includes('@') || r.key.includes('127.0.0.1'))).toBe(false);
  });

  it('ended windows are purged; open ones stay', async () => {
    await countAttempt(server.db, rateLimitKey('test', 'short'), 1);
    await countAttempt(server.db, rateLimitKey('test', 'long'), 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await purgeExpired(server.db)).toBeGreaterThanOrEqual(1);
    expect((await readAttempts(server.db, rateLimitKey('test', 'short'))).hits).toBe(0);
    expect((await readAttempts(server.db, rateLimitKey('test', 'long'))).hits).toBe(1);
  });

  it('registration is limited on its own counters, not the login ones', async () => {
    const register = (app: typeof other, n: number) =>
      call(app, 'POST', '/api/auth/register', { body: { BussinessAlias: `Limited ${kind} ${n}`, Name: 'R', Email: `r${n}-${kind}@limit.test`, Password: 'password' } });
    expect((await register(server.app, 1)).status).toBe(201);
    expect((await register(other, 2)).status).toBe(201);
    expect((await register(server.app, 3)).status).toBe(429);
  });
});
