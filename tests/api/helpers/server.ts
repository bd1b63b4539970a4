// A real server for API tests: the real config, a real database (see
// database.ts) with the demo seed, driven in-process through inject(): no
// sockets, and one server per test file.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import type { CompiledConfig } from '../../../engine/config/compiled';
import { openSession } from '../../../server/accounts';
import { buildServer, type BuildOptions } from '../../../server/app';
import type { Db } from '../../../server/db/adapter';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from '../../../server/seed/demo';
import { realConfig, realTranslations } from './config';
import { openTestDb, type DbKind } from './database';

export { databaseKinds, type DbKind } from './database';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  kind: DbKind;
  config: CompiledConfig;
  secret: string;
  close(): Promise<void>;
}

export async function startTestServer(
  kind: DbKind,
  options: { seed?: boolean; dataDir?: string; config?: CompiledConfig; build?: Partial<BuildOptions> } = {},
): Promise<TestServer> {
  const config = options.config ?? (await realConfig());
  const testDb = await openTestDb(kind, config, { seed: options.seed, dataDir: options.dataDir });
  const secret = randomBytes(32).toString('base64url');
  const app = await buildServer({
    config,
    db: testDb.db,
    jwtSecret: secret,
    translations: await realTranslations(),
    // Generous limits: the rate-limit test builds its own server with small ones.
    rateLimit: { login: { max: 1000, timeWindowMs: 60_000 }, register: { max: 1000, timeWindowMs: 60_000 } },
    ...options.build,
  });
  return {
    app, db: testDb.db, kind, config, secret,
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

/**
 * An answer's body as most API tests read it: straight to the fields they
 * assert (`res.body.data.Id`), the assertions being the check of its shape.
 * A test that wants the compiler's help names the shape: call<{ data: Row[] }>(...).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- deliberately loose (see above): hundreds of call sites read answers this way
export type LooseJson = any;

export interface CallResult<T = LooseJson> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** One API call; `token` becomes the bearer header. */
export async function call<T = LooseJson>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({ method, url, headers, ...(options.body !== undefined ? { payload: options.body as object } : {}) });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // not JSON: keep the text
  }
  return { status: response.statusCode, body: body as T, headers: response.headers };
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const result = await call(app, 'POST', '/api/auth/login', { body: { Email: email, Password: password } });
  if (result.status !== 200) throw new Error(`login ${email} failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.data.Token;
}

/**
 * A real session and token for a user, opened the way login does but without
 * checking the password: scrypt costs ~120 ms of CPU per login, and only the
 * auth tests are about logging in.
 */
export async function sessionToken(app: FastifyInstance, email: string): Promise<string> {
  const rows = await app.services.db.query<{ id: number; companyId: number }>('SELECT id, company_id AS "companyId" FROM users WHERE email = $1', [email]);
  if (!rows[0]) throw new Error(`no user ${email}`);
  return (await openSession(app.services.db, app.services, rows[0].id, rows[0].companyId)).token;
}

/** A session token for every demo user. */
export async function loginAll(app: FastifyInstance): Promise<Record<DemoUserKey, string>> {
  const entries = await Promise.all(
    (Object.keys(DEMO_USERS) as DemoUserKey[]).map(async (key) => [key, await sessionToken(app, DEMO_USERS[key].email)] as const),
  );
  return Object.fromEntries(entries) as Record<DemoUserKey, string>;
}

/** The same claims as `token`, signed with `secret` and expiring at `exp` (seconds). */
export async function resign(token: string, secret: string, exp: number): Promise<string> {
  const claims = decodeJwt(token);
  return new SignJWT({ company: claims.company, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

export const expiredToken = (token: string, secret: string) => resign(token, secret, Math.floor(Date.now() / 1000) - 60);
export const forgedToken = (token: string) => resign(token, randomBytes(32).toString('base64url'), Math.floor(Date.now() / 1000) + 3600);

/** Rows of the tables a call could change, to prove a refused call changed nothing. */
export async function snapshot(db: Db): Promise<string> {
  const tables = ['companies', 'onboarding_configurations', 'users', 'favorites', 'company_plugins', 'dimensions', 'custom_reports', 'user_restrictions', 'invitations'];
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await db.query(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY to_jsonb(t)::text`);
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  // Sessions change with every login; compare their revocations only.
  parts.push(`sessions:${JSON.stringify(await db.query('SELECT id, revoked_at, expires_at FROM sessions ORDER BY id'))}`);
  return parts.join('\n');
}

export async function userId(db: Db, email: string): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return rows[0].id;
}

export async function companyId(db: Db, email: string): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT company_id AS id FROM users WHERE email = $1', [email]);
  return rows[0].id;
}
