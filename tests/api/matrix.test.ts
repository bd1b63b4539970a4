// The authorisation matrix: every protected endpoint x every demo user x
// (valid, no, expired, forged, revoked token), plus another company's ids.
// What each user may do is derived from a requirement written here, per
// endpoint, and the engine's policy (the rule the menus use); a few facts are
// also asserted literally, so a wrong config cannot make the test agree with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessPolicy, type AccessContext } from '../../engine/access/policy';
import type { AccessLevel } from '../../engine/config/compiled';
import { DEMO_USERS, type DemoUserKey } from '../../server/seed/demo';
import { activePlugins } from '../../server/data/plugins';
import { call, companyId, databaseKinds, expiredToken, forgedToken, loginAll, sessionToken, startTestServer, userId, type TestServer } from './helpers/server';

type Requirement = { route: string } | { feature: string; level: AccessLevel } | 'signed-in';

interface Ids {
  dimension: number;
  scratchDimension: number;
  report: number;
  self: number;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (ids: Ids) => string;
  body?: (user: DemoUserKey) => unknown;
  requires: Requirement;
  /** Status when allowed, when it is not simply 2xx. */
  allowedStatus?: (user: DemoUserKey) => number;
}

const USERS = Object.keys(DEMO_USERS) as DemoUserKey[];
const onboardingUser = (u: DemoUserKey) => u === 'newcomer';

const ENDPOINTS: Endpoint[] = [
  { name: 'profile', method: 'GET', url: () => '/api/profile', requires: 'signed-in' },
  { name: 'profile refresh', method: 'GET', url: () => '/api/profile?refresh=true', requires: 'signed-in' },
  { name: 'update profile', method: 'PATCH', url: () => '/api/profile', body: () => ({ AutoRefresh: true }), requires: 'signed-in' },
  { name: 'get onboarding', method: 'POST', url: () => '/api/onboarding/get-initial-configuration', requires: 'signed-in' },
  {
    name: 'update onboarding', method: 'POST', url: () => '/api/onboarding/update-initial-configuration', body: () => ({ CompletedSteps: [1] }),
    requires: 'signed-in', allowedStatus: (u) => (onboardingUser(u) ? 200 : 409),
  },
  { name: 'invite guest', method: 'POST', url: () => '/api/onboarding/add-guest-user', body: (u) => ({ Email: `guest-${u}@matrix.test`, Name: 'Guest' }), requires: { route: 'manager' } },
  { name: 'finish onboarding', method: 'POST', url: () => '/api/finish-onboardings/finish-process', requires: 'signed-in', allowedStatus: (u) => (onboardingUser(u) ? 409 : 200) },
  { name: 'favourites', method: 'GET', url: () => '/api/favorites', requires: 'signed-in' },
  { name: 'add favourite', method: 'POST', url: () => '/api/favorites', body: () => ({ Path: 'home', Action: 'add' }), requires: 'signed-in' },
  { name: 'plugin catalogue', method: 'GET', url: () => '/api/plugins/catalog', requires: 'signed-in' },
  { name: 'active plugins', method: 'GET', url: () => '/api/plugins/active', requires: 'signed-in' },
  { name: 'set plugin', method: 'PUT', url: () => '/api/plugins/CONTAINERS', body: () => ({ Active: false }), requires: { feature: 'PLUGINS_ADMIN', level: 'write' } },
  { name: 'dimensions', method: 'GET', url: () => '/api/dimensions', requires: { feature: 'DIMENSIONS', level: 'read' } },
  { name: 'dimension', method: 'GET', url: (ids) => `/api/dimensions/${ids.dimension}`, requires: { feature: 'DIMENSIONS', level: 'read' } },
  { name: 'create dimension', method: 'POST', url: () => '/api/dimensions', body: (u) => ({ Name: `Matrix ${u}`, Values: ['a'] }), requires: { feature: 'DIMENSIONS', level: 'write' } },
  { name: 'update dimension', method: 'PATCH', url: (ids) => `/api/dimensions/${ids.dimension}`, body: () => ({ Values: ['v1', 'v2'] }), requires: { feature: 'DIMENSIONS', level: 'write' } },
  { name: 'delete dimension', method: 'DELETE', url: (ids) => `/api/dimensions/${ids.scratchDimension}`, requires: { feature: 'DIMENSIONS', level: 'write' } },
  { name: 'restrictions', method: 'POST', url: () => '/api/restrictions/check', body: () => ({ Features: ['FORECASTS', 'DIMENSIONS'] }), requires: 'signed-in' },
  { name: 'custom reports', method: 'GET', url: () => '/api/custom-reports', requires: { route: 'custom-reports' } },
  { name: 'custom report', method: 'GET', url: (ids) => `/api/custom-reports/${ids.report}`, requires: { route: 'custom-reports' } },
  { name: 'users', method: 'GET', url: () => '/api/users', requires: { route: 'manager' } },
  { name: 'create user', method: 'POST', url: () => '/api/users', body: (u) => ({ Email: `created-${u}@matrix.test`, Name: 'Created', Roles: [5] }), requires: { route: 'manager' } },
  { name: 'update user', method: 'PATCH', url: (ids) => `/api/users/${ids.self}`, body: () => ({ Active: true }), requires: { route: 'manager' } },
  { name: 'logout', method: 'POST', url: () => '/api/auth/logout', requires: 'signed-in' },
];

/** Strings that only one company's data contains. */
const MARKERS = {
  demo: ['DEMO FOODS', 'admin@demo.test', 'super@demo.test', 'Product family', 'Forecast accuracy by product family'],
  newcomer: ['Newcomer Ltd', 'newcomer@demo.test', 'Newcomer secret dimension', 'Newcomer secret report'],
};

describe.each(databaseKinds())('authorisation matrix on %s', (kind) => {
  let server: TestServer;
  let tokens: Record<DemoUserKey, string>;
  const ctx = {} as Record<DemoUserKey, AccessContext>;
  const ids = {} as Record<DemoUserKey, Ids>;
  let policy: ReturnType<typeof createAccessPolicy>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    policy = createAccessPolicy(server.config);
    const { db } = server;
    // Give the newcomer company a dimension and a report, so cross-company ids exist both ways.
    const newcomerCompany = await companyId(db, DEMO_USERS.newcomer.email);
    const newcomerId = await userId(db, DEMO_USERS.newcomer.email);
    await db.query(`INSERT INTO dimensions (company_id, name, "values") VALUES ($1, 'Newcomer secret dimension', '{x}')`, [newcomerCompany]);
    await db.query(`INSERT INTO custom_reports (company_id, user_id, name, route) VALUES ($1, $2, 'Newcomer secret report', 'discontinued-products-report')`, [newcomerCompany, newcomerId]);
    tokens = await loginAll(server.app);
    for (const user of USERS) {
      const email = DEMO_USERS[user].email;
      const company = await companyId(db, email);
      const self = await userId(db, email);
      const [dimension] = await db.query<{ id: number }>('SELECT id FROM dimensions WHERE company_id = $1 ORDER BY id LIMIT 1', [company]);
      const [scratch] = await db.query<{ id: number }>(`INSERT INTO dimensions (company_id, name) VALUES ($1, $2) RETURNING id`, [company, `Scratch ${user}`]);
      const [report] = await db.query<{ id: number }>('SELECT id FROM custom_reports WHERE user_id = $1 ORDER BY id LIMIT 1', [self]);
      ids[user] = { dimension: dimension.id, scratchDimension: scratch.id, report: report.id, self };
      const roles = [...DEMO_USERS[user].roles];
      const restricted = await db.query<{ feature: string }>('SELECT feature FROM user_restrictions WHERE user_id = $1', [self]);
      ctx[user] = { roles, activePlugins: await activePlugins(db, company), restrictions: Object.fromEntries(restricted.map((r) => [r.feature, true])) };
    }
  });
  afterAll(() => server?.close());

  function allowed(endpoint: Endpoint, user: DemoUserKey): boolean {
    const r = endpoint.requires;
    if (r === 'signed-in') return true;
    if ('route' in r) {
      const route = server.config.routes.find((x) => x.id === r.route)!;
      return policy.canOpen(route, ctx[user]);
    }
    return policy.can(r.feature, r.level, ctx[user]);
  }

  it('the config gives the demo users the rights the product promises', () => {
    const manager = (u: DemoUserKey) => allowed(ENDPOINTS.find((e) => e.name === 'users')!, u);
    expect(USERS.filter(manager)).toEqual(['super', 'admin', 'newcomer']);
    const writeDimensions = (u: DemoUserKey) => allowed(ENDPOINTS.find((e) => e.name === 'create dimension')!, u);
    expect(writeDimensions('viewer')).toBe(false);
    expect(writeDimensions('admin')).toBe(true);
    expect(allowed(ENDPOINTS.find((e) => e.name === 'set plugin')!, 'planner')).toBe(false);
  });

  it.each(USERS)('every endpoint answers %s as its rights say, with no data of another company', async (user) => {
    const seen: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const result = await call(server.app, endpoint.method, endpoint.url(ids[user]), { token: tokens[user], body: endpoint.body?.(user) });
      const label = `${endpoint.method} ${endpoint.name} as ${user}: ${JSON.stringify(result.body).slice(0, 200)}`;
      if (allowed(endpoint, user)) {
        const expected = endpoint.allowedStatus?.(user);
        if (expected) expect(result.status, label).toBe(expected);
        else {
          expect(result.status, label).toBeGreaterThanOrEqual(200);
          expect(result.status, label).toBeLessThan(300);
        }
        if (result.status < 300) expect(result.body.ok, label).toBe(true);
      } else {
        expect(result.status, label).toBe(403);
        expect(['FORBIDDEN', 'PLUGIN_INACTIVE'], label).toContain(result.body.ErrorCode);
      }
      seen.push(JSON.stringify(result.body));
    }
    const foreign = onboardingUser(user) ? MARKERS.demo : MARKERS.newcomer;
    for (const marker of foreign) expect(seen.join('\n')).not.toContain(marker);
    // The session ended with the logout endpoint: sign in again for the next tests.
    tokens[user] = await sessionToken(server.app, DEMO_USERS[user].email);
  });

  it.each(['no token', 'expired token', 'forged token', 'revoked session', 'malformed header'] as const)('every protected endpoint refuses a %s with 401', async (variant) => {
    const base = await sessionToken(server.app, DEMO_USERS.super.email);
    let headers: Record<string, string> = {};
    if (variant === 'expired token') headers = { authorization: `Bearer ${await expiredToken(base, server.secret)}` };
    if (variant === 'forged token') headers = { authorization: `Bearer ${await forgedToken(base)}` };
    if (variant === 'malformed header') headers = { authorization: `Basic ${Buffer.from('super@demo.test:demo1234').toString('base64')}` };
    if (variant === 'revoked session') {
      expect((await call(server.app, 'POST', '/api/auth/logout', { token: base })).status).toBe(200);
      headers = { authorization: `Bearer ${base}` };
    }
    const before = JSON.stringify(await server.db.query('SELECT count(*)::int AS n FROM dimensions'));
    for (const endpoint of ENDPOINTS) {
      const result = await call(server.app, endpoint.method, endpoint.url(ids.super), { headers, body: endpoint.body?.('super') });
      const label = `${endpoint.method} ${endpoint.name} with ${variant}`;
      expect(result.status, label).toBe(401);
      expect(result.body.ok, label).toBe(false);
      expect(result.body.ErrorCode, label).toBe(variant === 'expired token' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED');
    }
    expect(JSON.stringify(await server.db.query('SELECT count(*)::int AS n FROM dimensions'))).toBe(before);
  });

  it('ids of another company are not found, both ways, and change nothing', async () => {
    const pairs: Array<[DemoUserKey, DemoUserKey]> = [['super', 'newcomer'], ['admin', 'newcomer'], ['newcomer', 'admin'], ['planner', 'newcomer'], ['viewer', 'newcomer']];
    for (const [user, owner] of pairs) {
      const foreign = ids[owner];
      const token = tokens[user];
      const calls: Array<[Endpoint['method'], string, unknown?]> = [
        ['GET', `/api/dimensions/${foreign.dimension}`],
        ['PATCH', `/api/dimensions/${foreign.dimension}`, { Name: 'Hijacked' }],
        ['DELETE', `/api/dimensions/${foreign.dimension}`],
        ['GET', `/api/custom-reports/${foreign.report}`],
        ['PATCH', `/api/users/${foreign.self}`, { Active: false }],
      ];
      for (const [method, url, body] of calls) {
        const result = await call(server.app, method, url, { token, body });
        const label = `${user} ${method} ${url}`;
        // 403 when the caller may not use the endpoint at all; otherwise the id is simply not found.
        expect([403, 404], label).toContain(result.status);
        if (result.status === 404) expect(result.body.ErrorCode).toBe('NOT_FOUND');
        expect(JSON.stringify(result.body)).not.toMatch(/Newcomer secret|Product family|Hijacked/);
      }
      // Another company's page cannot become a favourite either.
      for (const path of [`dimensions/${foreign.dimension}`, `custom-reports/${foreign.report}`]) {
        const result = await call(server.app, 'POST', '/api/favorites', { token, body: { Path: path, Action: 'add' } });
        expect([400, 403], `${user} favourite ${path}`).toContain(result.status);
      }
    }
    const survivors = await server.db.query<{ name: string }>('SELECT name FROM dimensions WHERE id = ANY($1::int[])', [[ids.newcomer.dimension, ids.admin.dimension]]);
    expect(survivors.map((s) => s.name).sort()).toEqual(['Newcomer secret dimension', 'Product family']);
    const users = await server.db.query<{ active: boolean }>('SELECT active FROM users WHERE id = ANY($1::int[])', [[ids.newcomer.self, ids.admin.self]]);
    expect(users.every((u) => u.active)).toBe(true);
  });

  it('another user of the same company cannot read my reports', async () => {
    const result = await call(server.app, 'GET', `/api/custom-reports/${ids.super.report}`, { token: tokens.viewer });
    expect(result.status).toBe(404);
    const list = await call(server.app, 'GET', '/api/custom-reports', { token: tokens.viewer });
    expect(list.body.data.map((r: { Id: number }) => r.Id)).not.toContain(ids.super.report);
  });

  it('public endpoints answer without a token', async () => {
    expect((await call(server.app, 'GET', '/api/health')).status).toBe(200);
    expect((await call(server.app, 'GET', '/api/docs')).status).toBe(200);
    expect((await call(server.app, 'POST', '/api/auth/login', { body: { Email: 'x@y.test', Password: 'zzzzzzzz' } })).status).toBe(401);
  });
});
