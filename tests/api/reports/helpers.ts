// A server for the report tests: the demo database of the real config, the
// report test config (fixture.ts) on top, and tokens of the demo users plus a
// user with only the demand planner's role (no unit costs).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CompiledConfig } from '../../../engine/config/compiled';
import { openSession } from '../../../server/accounts';
import { buildServer } from '../../../server/app';
import type { Db } from '../../../server/db/adapter';
import { DEMO_USERS } from '../../../server/seed/demo';
import { realConfig, realTranslations } from '../helpers/config';
import { openTestDb, type DbKind } from '../helpers/database';
import { call, loginAll } from '../helpers/server';
import { reportTestConfig } from './fixture';

export interface ReportTestServer {
  app: FastifyInstance;
  db: Db;
  config: CompiledConfig;
  tokens: Awaited<ReturnType<typeof loginAll>> & { demand: string };
  companyId: number;
  newcomerCompanyId: number;
  close(): Promise<void>;
}

export async function startReportServer(kind: DbKind, extend: (config: CompiledConfig) => CompiledConfig = reportTestConfig): Promise<ReportTestServer> {
  const base = await realConfig();
  // The database follows the real config (the computed entity has no table); the server runs the extended one.
  const testDb = await openTestDb(kind, base);
  const config = extend(base);
  const app = await buildServer({ config, db: testDb.db, jwtSecret: randomBytes(32).toString('base64url'), translations: await realTranslations() });
  const companyOf = async (email: string) => (await testDb.db.query<{ id: number }>('SELECT company_id AS id FROM users WHERE email = $1', [email]))[0].id;
  const companyId = await companyOf(DEMO_USERS.admin.email);
  const [demand] = await testDb.db.query<{ id: number }>(
    `INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, 'Demand only', 'demand-only@reports.test', 'es', '{2}'::int[], true) RETURNING id`,
    [companyId],
  );
  const tokens = { ...(await loginAll(app)), demand: (await openSession(testDb.db, app.services, demand.id, companyId)).token };
  return {
    app, db: testDb.db, config, tokens, companyId, newcomerCompanyId: await companyOf(DEMO_USERS.newcomer.email),
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

/** GET a report with a query object (arrays joined, filters as JSON). */
export async function report(app: FastifyInstance, token: string, route: string, query: Record<string, unknown> = {}, suffix = '') {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    qs.set(k, k === 'filter' ? JSON.stringify(v) : Array.isArray(v) ? v.join(',') : String(v));
  }
  const text = qs.toString();
  return call(app, 'GET', `/api/reports/${route}/0${suffix}${text ? `?${text}` : ''}`, { token });
}
