// Query-count budgets of the hot calls: how many SQL statements each sends
// once warm (a second identical call; the first may fill caches). A change
// that adds a statement to one of them fails here, naming the statements,
// and must either remove it again or raise the budget on purpose (with the
// reason in its commit). On every test database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { call, databaseKinds, sessionToken, startTestServer, type DbKind, type TestServer } from '../helpers/server';
import { countingDb, type CountingDb } from './counting-db';

interface HotCall {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  /** Demo user making the call. */
  as: string;
  status: number;
  /** Statements sent by the warm call, on both databases or on each. */
  budget: number | Record<DbKind, number>;
}

const HOT_CALLS: HotCall[] = [
  // Authentication alone: signed in, then refused by the route's access rule (a viewer cannot manage users).
  { name: 'authentication of a request', method: 'GET', url: '/api/users', as: 'viewer@demo.test', status: 403, budget: 1 },
  { name: 'GET /api/profile', method: 'GET', url: '/api/profile', as: 'planner@demo.test', status: 200, budget: 1 },
  // Rows, their count, the titles of the references shown.
  { name: "a list's first page", method: 'GET', url: '/api/data/product?page=1&pageSize=50', as: 'planner@demo.test', status: 200, budget: 4 },
  // The cycle, the frozen months, then in one transaction the change marks of the read cache, the rows;
  // then the comment counts. On PGlite six more to_regclass checks of the change marks (which a cache could spare).
  { name: 'the grid read', method: 'GET', url: '/api/grid/forecasts-main/0/rows', as: 'planner@demo.test', status: 200, budget: { pglite: 14, postgres: 8 } },
  // One statement in a transaction with its work_mem.
  { name: 'a report view', method: 'GET', url: '/api/reports/forecasts/0', as: 'admin@demo.test', status: 200, budget: 5 },
];

describe.each(databaseKinds())('query-count budgets on %s', (kind) => {
  let server: TestServer;
  let db: CountingDb;
  let app: FastifyInstance;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer(kind);
    db = countingDb(server.db);
    app = await buildServer({ config: server.config, db, jwtSecret: server.secret });
    for (const { as } of HOT_CALLS) if (!tokens.has(as)) tokens.set(as, await sessionToken(server.app, as));
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it.each(HOT_CALLS)('$name: within its budget of statements', async (hot) => {
    const budget = typeof hot.budget === 'number' ? hot.budget : hot.budget[kind];
    const send = () => call(app, hot.method, hot.url, { token: tokens.get(hot.as) });
    const first = await send();
    expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(hot.status);
    db.reset();
    expect((await send()).status).toBe(hot.status);
    const sent = [...db.statements];
    console.log(`[query budget] ${kind} ${hot.name}: ${sent.length} statements (budget ${budget})`);
    expect(sent.length, `${hot.name} sent:\n${sent.join('\n')}`).toBeLessThanOrEqual(budget);
  });
});
