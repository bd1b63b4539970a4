// Multi-instance by default: without JWT_SECRET the signing secret lives in
// the database (server/auth/signing-keys.ts), so two instances with no shared
// files (different DATA_DIRs, their own connection pools on PostgreSQL) accept
// each other's tokens; a rotation (npm run auth:rotate-secret) signs new
// tokens with a new secret and keeps accepting the previous one during its
// grace period, not after.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { rotateSigningSecret } from '../../server/auth/rotate-secret';
import { resolveJwtSecret } from '../../server/auth/secret';
import type { DatabaseKeySource } from '../../server/auth/signing-keys';
import type { Db } from '../../server/db/adapter';
import { openPg } from '../../server/db/pg';
import { realConfig } from './helpers/config';
import { openTestDb, TEST_DATABASE_URL, type TestDb } from './helpers/database';
import { call, databaseKinds, forgedToken, login, resign } from './helpers/server';

/** A second pool on the test database, as a second instance would open (PostgreSQL); PGlite has one owner. */
async function secondConnection(testDb: TestDb): Promise<Db> {
  if (testDb.kind === 'pglite') return testDb.db;
  const [{ database, schema }] = await testDb.db.query<{ database: string; schema: string }>('SELECT current_database() AS database, current_schema() AS schema');
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return openPg({ connectionString: url.toString(), schema, max: 2 });
}

const LEGACY_SECRET = 'a'.repeat(64);
const generationOf = (token: string) => decodeProtectedHeader(token).kid;
const profile = (app: FastifyInstance, token: string) => call(app, 'GET', '/api/profile', { token });

describe.each(databaseKinds())('two instances without JWT_SECRET on %s', (kind) => {
  let testDb: TestDb;
  let otherDb: Db;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const dirs: string[] = [];

  beforeAll(async () => {
    const config = await realConfig();
    testDb = await openTestDb(kind, config);
    otherDb = await secondConnection(testDb);
    for (let i = 0; i < 2; i++) dirs.push(await mkdtemp(path.join(os.tmpdir(), `sop-secret-${i}-`)));
    // A's DATA_DIR holds the secret an older version generated there: it becomes the first generation.
    await writeFile(path.join(dirs[0], 'jwt-secret'), LEGACY_SECRET + '\n');
    // B's differs, and must not matter once the database holds a secret.
    await writeFile(path.join(dirs[1], 'jwt-secret'), 'b'.repeat(64));
    // refreshMs 0: each instance re-reads the secrets on every signature, so a rotation shows at once.
    const source = (dir: string) => ({ ...(resolveJwtSecret(undefined, dir) as DatabaseKeySource), refreshMs: 0 });
    a = await buildServer({ config, db: testDb.db, jwtSecret: source(dirs[0]) });
    b = await buildServer({ config, db: otherDb, jwtSecret: source(dirs[1]) });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (otherDb && otherDb !== testDb?.db) await otherDb.close();
    await testDb?.dispose();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('a token signed by one instance is accepted by the other, both ways', async () => {
    // A signs first, so A's legacy file seeds the database.
    const fromA = await login(a, 'planner@demo.test');
    expect(generationOf(fromA)).toBe('1');
    const fromB = await login(b, 'viewer@demo.test');
    expect(generationOf(fromA)).toBe(generationOf(fromB));
    expect((await profile(b, fromA)).body.data.Email).toBe('planner@demo.test');
    expect((await profile(a, fromB)).body.data.Email).toBe('viewer@demo.test');
    const rows = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_signing_secrets');
    expect(rows[0].n).toBe(1);
  });

  it('a token of an older version (no kid, signed with the DATA_DIR secret) is still accepted by both', async () => {
    const old = await resign(await login(a, 'planner@demo.test'), LEGACY_SECRET, Math.floor(Date.now() / 1000) + 600);
    expect(decodeProtectedHeader(old).kid).toBeUndefined();
    for (const app of [a, b]) expect((await profile(app, old)).status).toBe(200);
  });

  it('a token signed with another secret is refused by both', async () => {
    const forged = await forgedToken(await login(a, 'planner@demo.test'));
    for (const app of [a, b]) expect((await profile(app, forged)).status).toBe(401);
  });

  it('after a rotation, new tokens use the new secret and old ones are accepted during the grace period only', async () => {
    const before = await login(a, 'planner@demo.test');
    const oldGeneration = generationOf(before);
    const rotation = await rotateSigningSecret(testDb.db, 60 * 60_000);
    expect(String(rotation.generation)).not.toBe(oldGeneration);
    expect(rotation.retiring.map((r) => String(r.generation))).toEqual([oldGeneration]);

    // Within the grace period: the old token works on both, a refresh answers a token of the new secret.
    for (const app of [a, b]) expect((await profile(app, before)).status).toBe(200);
    const refreshed = await call(b, 'GET', '/api/profile?refresh=true', { token: before });
    expect(refreshed.status).toBe(200);
    const after = refreshed.body.Token as string;
    expect(generationOf(after)).toBe(String(rotation.generation));
    expect(generationOf(await login(a, 'viewer@demo.test'))).toBe(String(rotation.generation));
    for (const app of [a, b]) expect((await profile(app, after)).status).toBe(200);

    // The grace period over (as if an hour had passed): the old secret's tokens are refused, remembered or not.
    await testDb.db.query("UPDATE auth_signing_secrets SET accepted_until = now() - interval '1 second' WHERE generation = $1", [Number(oldGeneration)]);
    for (const app of [a, b]) {
      const refused = await profile(app, before);
      expect(refused.status).toBe(401);
      expect(refused.body.ErrorCode).toBe('UNAUTHORIZED');
      expect((await profile(app, after)).status).toBe(200);
    }
  });
});

describe('JWT_SECRET overrides the database secret', () => {
  it('is used as given and checked for length', () => {
    expect(resolveJwtSecret('s'.repeat(32), '/nowhere')).toBe('s'.repeat(32));
    expect(() => resolveJwtSecret('short', '/nowhere')).toThrow(/at least 32/);
    expect(resolveJwtSecret(undefined, '/data')).toEqual({ kind: 'database', legacyFile: path.join('/data', 'jwt-secret') });
  });
});
