// Everything around the calls: health, the OpenAPI document, security
// headers, the SPA on the same port, unknown paths, migrations and data that
// survives a restart on the same PGlite directory.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../engine/http/api-contract';
import { buildServer } from '../../server/app';
import type { Db } from '../../server/db/adapter';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { fixtureConfig } from './fixtures/config';
import { realConfig } from './helpers/config';
import { openTestDb } from './helpers/database';
import { call, databaseKinds, login, sessionToken, startTestServer, type TestServer } from './helpers/server';

describe.each(databaseKinds())('system on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('health says the database is up', async () => {
    expect(await call(server.app, 'GET', '/api/health')).toMatchObject({ status: 200, body: { ok: true, data: { Database: 'up' } } });
  });

  it('an authenticated profile fetch costs exactly one database round trip', async () => {
    let queries = 0;
    const counting: Db = { ...server.db, query: (sql, params) => ((queries += 1), server.db.query(sql, params)) };
    const app = await buildServer({ config: server.config, db: counting, jwtSecret: server.secret });
    try {
      const token = await sessionToken(server.app, 'planner@demo.test');
      for (const [url, expected] of [['/api/profile', 1], ['/api/profile', 1], ['/api/plugins/active', 1], ['/api/plugins/catalog', 1]] as const) {
        queries = 0;
        expect((await call(app, 'GET', url, { token })).status).toBe(200);
        expect(queries, url).toBe(expected);
      }
    } finally {
      await app.close();
    }
  });

  it('migrations are recorded and applying them again does nothing', async () => {
    expect(await migrate(server.db)).toEqual([]);
    const rows = await server.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toContain('001_initial.sql');
  });

  it('/api/docs is an OpenAPI document listing every call of the API contract, with its access rule', async () => {
    const docs = await call(server.app, 'GET', '/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.body.openapi).toMatch(/^3\./);
    const listed = new Set<string>();
    for (const [p, methods] of Object.entries(docs.body.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(methods)) listed.add(`${method.toUpperCase()} ${p}`);
    }
    for (const entry of Object.values(api)) {
      if (entry === api.docs) continue;
      const [method, url] = entry.split(' ');
      expect(listed, entry).toContain(`${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
    }
    const users = docs.body.paths['/api/users'].get;
    expect(users.description).toMatch(/manager/);
    expect(users.security).toEqual([{ bearerAuth: [] }]);
    expect(docs.body.paths['/api/auth/login'].post.description).toMatch(/Public/);
    expect(docs.body.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['Email', 'Password']);
  });

  it('sends security headers with a CSP fit for the SPA', async () => {
    const result = await call(server.app, 'GET', '/api/health');
    const csp = String(result.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(result.headers['x-content-type-options']).toBe('nosniff');
  });

  it('unknown /api paths answer 404 NOT_FOUND as JSON, with or without a token', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/nope'], ['DELETE', '/api/profile']] as const) {
      const result = await call(server.app, method, url);
      expect(result.status, url).toBe(404);
      expect(result.body).toMatchObject({ ok: false, ErrorCode: 'NOT_FOUND' });
    }
  });

  it('without a built SPA, app paths answer 503 saying how to build it, and files 404', async () => {
    const page = await call(server.app, 'GET', '/forecasts/review');
    expect(page.status).toBe(503);
    expect(page.body).toMatchObject({ ok: false, ErrorCode: 'SERVICE_UNAVAILABLE' });
    expect(page.body.Message).toMatch(/npm run build/);
    expect((await call(server.app, 'GET', '/missing.js')).status).toBe(404);
  });
});

describe('the built SPA on the same port', () => {
  let dir: string;
  let db: Db;
  let app: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sop-spa-'));
    await mkdir(path.join(dir, 'assets', 'i18n'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(path.join(dir, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'assets', 'i18n', 'es.json'), '{}');
    db = (await openTestDb('pglite', await realConfig(), { seed: false })).db;
    app = await buildServer({ config: await realConfig(), db, jwtSecret: 'y'.repeat(32), staticDir: dir });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves files, falls back to index.html for app routes, keeps /api JSON', async () => {
    const root = await app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>app</title>');
    const deep = await app.inject({ url: '/forecasts/revision/3?x=1' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    expect(deep.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ url: '/assets/index-AbCdEf12.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect((await app.inject({ url: '/assets/i18n/es.json' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const unknownApi = await app.inject({ url: '/api/nothing-here' });
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.json().ErrorCode).toBe('NOT_FOUND');
    expect((await app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });
});

describe('health when the database is down', () => {
  it('answers 503 SERVICE_UNAVAILABLE without details', async () => {
    const broken: Db = {
      kind: 'postgres',
      query: async () => { throw new Error('connect ECONNREFUSED 10.0.0.1:5432'); },
      exec: async () => {},
      transaction: async () => { throw new Error('down'); },
      close: async () => {},
    };
    const app = await buildServer({ config: fixtureConfig, db: broken, jwtSecret: 'z'.repeat(32) });
    const result = await app.inject({ url: '/api/health' });
    expect(result.statusCode).toBe(503);
    expect(result.json()).toEqual({ ok: false, ErrorCode: 'SERVICE_UNAVAILABLE', Message: 'The database is not reachable' });
    await app.close();
  });
});

describe('data survives a restart on the same PGlite directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sop-restart-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps users, favourites and sessions; migrations and the seed do not run twice', async () => {
    const first = await startTestServer('pglite', { dataDir: dir });
    const registered = await call(first.app, 'POST', '/api/auth/register', { body: { BussinessAlias: 'Persistent SA', Name: 'Pere', Email: 'pere@persistent.test', Password: 'password' } });
    const token = registered.body.Token;
    await call(first.app, 'POST', '/api/favorites', { token, body: { Path: 'home', Action: 'add' } });
    const secret = first.secret;
    await first.close();

    const db = await openPglite({ dataDir: dir });
    expect(await migrate(db)).toEqual([]);
    const app = await buildServer({ config: await realConfig(), db, jwtSecret: secret });
    try {
      const profile = await call(app, 'GET', '/api/profile', { token });
      expect(profile.status).toBe(200);
      expect(profile.body.data.BussinessAlias).toBe('Persistent SA');
      expect((await call(app, 'GET', '/api/favorites', { token })).body.data).toContain('home');
      expect(await login(app, 'admin@demo.test')).toBeTruthy();
      const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM companies WHERE alias = 'DEMO FOODS'");
      expect(n).toBe(1);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('the server runs from any valid compiled config', () => {
  it('builds from the in-memory fixture config and enforces its rules', async () => {
    const { db } = await openTestDb('pglite', fixtureConfig, { seed: false });
    const app = await buildServer({ config: fixtureConfig, db, jwtSecret: 'f'.repeat(32) });
    try {
      const registered = await call(app, 'POST', '/api/auth/register', { body: { BussinessAlias: 'Fixture', Name: 'F', Email: 'f@fixture.test', Password: 'password' } });
      expect(registered.status).toBe(201);
      const catalog = await call(app, 'GET', '/api/plugins/catalog', { token: registered.body.Token });
      expect(catalog.body.data.map((p: { Id: string }) => p.Id)).toEqual(fixtureConfig.plugins.map((p) => p.id));
      // PRODUCTION is unlocked by a plugin in the fixture: its page is refused until the plugin is active.
      const refused = await call(app, 'POST', '/api/favorites', { token: registered.body.Token, body: { Path: 'production/main', Action: 'add' } });
      expect(refused.body.ErrorCode).toBe('PLUGIN_INACTIVE');
      await call(app, 'PUT', '/api/plugins/PRODUCTION', { token: registered.body.Token, body: { Active: true } });
      expect((await call(app, 'POST', '/api/favorites', { token: registered.body.Token, body: { Path: 'production/main', Action: 'add' } })).status).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
