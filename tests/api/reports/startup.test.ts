// What must stop the server from starting: a computed entity without its
// computation, a computation for a stored entity, a report view that cannot
// be computed. And a database created before custom reports became saved
// report views migrates and starts.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../../engine/config/compiled';
import { buildServer } from '../../../server/app';
import { migrate, MIGRATIONS_DIR } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { realConfig } from '../helpers/config';
import { openTestDb, type TestDb } from '../helpers/database';
import { productClassificationEntity, reportTestConfig, reportView } from './fixture';

describe('start-up checks of reports', () => {
  let testDb: TestDb;
  let base: CompiledConfig;
  const start = (config: CompiledConfig) => buildServer({ config, db: testDb.db, jwtSecret: randomBytes(32).toString('base64url') }).then((app) => app.close());

  beforeAll(async () => {
    base = await realConfig();
    testDb = await openTestDb('pglite', base, { seed: false });
  });
  afterAll(() => testDb?.dispose());

  it('starts with the computed entity and its computation, and with the test report views', async () => {
    await expect(start(reportTestConfig(base))).resolves.toBeUndefined();
  });

  it('refuses a computed entity the server has no computation for, naming its file', async () => {
    const orphan = { ...productClassificationEntity, id: 'orphan-computed', source: 'config/entities/orphan-computed.yaml' };
    await expect(start({ ...base, entities: [...base.entities, orphan] })).rejects.toThrow(/config\/entities\/orphan-computed.yaml: entity "orphan-computed" is computed but the server registers no computation/);
  });

  it('refuses a computation registered for an entity the config stores in a table', async () => {
    const stored = { ...productClassificationEntity, computed: false, table: 'product_classifications' };
    await expect(start({ ...base, entities: [...base.entities, stored] })).rejects.toThrow(/registered for entity "product-classification".*which is stored, not computed/);
  });

  it('refuses a report view whose dimension values cannot meet, or whose formula uses itself', async () => {
    const view = reportView({
      measures: [
        { id: 'a', entity: 'product', agg: 'count', where: [], format: 'number' },
        { id: 'b', entity: 'offer-line', field: 'quantity', agg: 'sum', where: [], format: 'number' },
        { id: 'c', formula: 'c + a', agg: 'sum', where: [], format: 'number' },
      ],
      dimensions: [{ id: 'mixed', paths: { product: 'status', 'offer-line': 'product' } }],
    });
    const route = { ...base.routes[0], id: 'broken-report', page: null, views: [view], source: 'config/routes/broken.yaml' };
    const error = await start({ ...base, routes: [...base.routes, route] }).then(() => undefined, (e: Error) => e.message);
    expect(error).toContain('config/routes/broken.yaml: route broken-report, views[0]: dimension mixed is enum in product but ref in offer-line');
    expect(error).toContain('measure c: its formula uses itself');
  });
});

describe('a database from before saved report views', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reports-migration-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('migrates: the old static reports and their favourites are dropped, the table takes definitions', async () => {
    const older = (await readdir(MIGRATIONS_DIR)).filter((f) => f < '040');
    for (const file of older) await cp(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    const db = await openPglite();
    try {
      await migrate(db, dir);
      const [company] = await db.query<{ id: number }>(`INSERT INTO companies (alias) VALUES ('Old Co') RETURNING id`);
      const [user] = await db.query<{ id: number }>(`INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, 'Old', 'old@old.test', 'en', '{1}', true) RETURNING id`, [company.id]);
      const [old] = await db.query<{ id: number }>(`INSERT INTO custom_reports (company_id, user_id, name, columns, rows) VALUES ($1, $2, 'Static', '["A"]', '[[1]]') RETURNING id`, [company.id, user.id]);
      await db.query(`INSERT INTO favorites (user_id, path, position) VALUES ($1, $2, 0), ($1, 'home', 1)`, [user.id, `custom-reports/${old.id}`]);

      expect(await migrate(db)).toContain('040_custom_report_definitions.sql');
      expect(await db.query('SELECT * FROM custom_reports')).toEqual([]);
      expect(await db.query<{ path: string }>('SELECT path FROM favorites')).toEqual([{ path: 'home' }]);
      await db.query(`INSERT INTO custom_reports (company_id, user_id, name, route, view_index, state) VALUES ($1, $2, 'New', 'discontinued-products-report', 0, '{}')`, [company.id, user.id]);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
