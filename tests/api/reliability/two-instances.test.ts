// Two server processes on one PostgreSQL, as behind a load balancer: the
// login rate limit, session revocation and the favourites cap hold across
// both, because each lives in the database and not in a process; and a
// forecast run survives the death of one of them (last: it kills A).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realConfig } from '../helpers/config';
import { openBackend, TEST_DATABASE_URL, type Backend } from './support/backends';
import { loginOver, request } from '../../../scripts/soak/http';
import { startServerProcess, type ServerProcess } from '../../../scripts/soak/server-process';
import { bossSchemaOf, FAILOVER_ENV, killOneMidRun } from './support/forecast-failover';

const LOGIN_RATE_MAX = 4;

// Skipped without TEST_DATABASE_URL: two server processes can share only a real PostgreSQL (PGlite is one
// process's embedded database); .ci/run sets it whenever the machine's PostgreSQL answers.
describe.skipIf(!TEST_DATABASE_URL)('two server instances on one PostgreSQL', () => {
  let backend: Backend;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    backend = await openBackend('postgres', 'two');
    const env = { ...backend.env, LOGIN_RATE_MAX: String(LOGIN_RATE_MAX), ...FAILOVER_ENV };
    // Started together on an empty schema: migrations take turns, the demo is seeded once.
    [a, b] = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
  });
  afterAll(async () => {
    await a?.kill9();
    await b?.kill9();
    if (backend?.schema) await backend.schema.query(`DROP SCHEMA IF EXISTS ${bossSchemaOf(backend.schema)} CASCADE`);
    await backend?.dispose();
  });

  it('started together, they migrate and seed the database once', async () => {
    const [{ n }] = await backend.schema!.query<{ n: number }>("SELECT count(*)::int AS n FROM companies WHERE alias = 'DEMO FOODS'");
    expect(n).toBe(1);
  });

  it('the login rate limit counts attempts made on either instance', async () => {
    const attempt = (server: ServerProcess, email: string, password = 'wrong-password') =>
      request(server.url, 'POST', '/api/auth/login', { body: { Email: email, Password: password } });
    const statuses: string[] = [];
    for (let i = 0; i < LOGIN_RATE_MAX; i++) {
      const server = i % 2 === 0 ? a : b;
      const answer = await attempt(server, 'viewer@demo.test');
      statuses.push(`${server === a ? 'A' : 'B'}:${answer.status}`);
      expect(answer.status).toBe(401);
    }
    for (const server of [a, b]) {
      const limited = await attempt(server, 'viewer@demo.test', 'demo1234');
      statuses.push(`${server === a ? 'A' : 'B'}:${limited.status}`);
      expect(limited.status).toBe(429);
      expect(limited.body.ErrorCode).toBe('RATE_LIMITED');
    }
    expect((await attempt(b, 'admin@demo.test', 'demo1234')).status).toBe(200);
    console.log(`[two instances] login attempts for one e-mail, limit ${LOGIN_RATE_MAX} a minute: ${statuses.join(' ')}`);
  });

  it('a session signed out on one instance is refused by the other', async () => {
    const token = await loginOver(a.url, 'planner@demo.test');
    expect((await request(b.url, 'GET', '/api/profile', { token })).status).toBe(200);
    expect((await request(a.url, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    const refused = await request(b.url, 'GET', '/api/profile', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.ErrorCode).toBe('UNAUTHORIZED');
    expect((await request(a.url, 'GET', '/api/profile', { token })).status).toBe(401);
  });

  it('concurrent favourite adds spread over both instances never pass the cap', async () => {
    const { max } = (await realConfig()).app.favorites;
    const token = await loginOver(b.url, 'super@demo.test');
    const pages: string[] = [];
    for (let i = 0; i < max + 6; i++) {
      const created = await request<{ data: { Id: number } }>(a.url, 'POST', '/api/dimensions', { token, body: { Name: `cap-${i}` } });
      expect(created.status).toBe(201);
      pages.push(`dimensions/${created.body.data.Id}`);
    }
    const count = async () =>
      (await backend.schema!.query<{ n: number }>("SELECT count(*)::int AS n FROM favorites f JOIN users u ON u.id = f.user_id WHERE u.email = 'super@demo.test'"))[0].n;
    const before = await count();
    const answers = await Promise.all(
      pages.map((Path, i) => request(i % 2 === 0 ? a.url : b.url, 'POST', '/api/favorites', { token, body: { Path, Action: 'add' } })),
    );
    const added = answers.filter((r) => r.status === 200).length;
    const refused = answers.filter((r) => r.body?.ErrorCode === 'FAVORITES_LIMIT').length;
    console.log(`[two instances] ${pages.length} concurrent favourite adds over A and B with ${before} already pinned: ${added} added, ${refused} refused FAVORITES_LIMIT, ${await count()} pinned (cap ${max})`);
    expect(added + refused).toBe(pages.length);
    expect(added).toBe(max - before);
    expect(await count()).toBe(max);
  });

  it('a forecast run goes on when the instance running it dies: the other finishes it once its batch expires', async () => {
    await killOneMidRun(a, b, backend.schema!);
  }, 120_000);
});
