// npx tsx scripts/bench/supply/profile-stages.ts --keep=<dir or schema> [--backend=pglite|postgres] [--scale=1] [--runs=3]
//   [--mode=unchanged|new|both] [--drop]:
// the stock projection's forced refresh, stage by stage, over a database
// kept between invocations (filling the full-size company takes minutes on a
// loaded machine; iterating on the refresh should not). PGlite: the folder
// <dir> (created and filled the first time); PostgreSQL: the schema <name>
// of PG_URL (--drop removes it and stops). Prints each run's stages (the
// refresh's own timings), wall and CPU time of this process (on PGlite that
// is the database's work too) and the machine's load. Run it under
// `node --cpu-prof` (NODE_OPTIONS) to see where a stage's CPU goes.
import pg from 'pg';
import { loadAverage } from '../harness/load';
import { PG_URL } from '../harness/backends';
import { fillSupplyCompany } from './fill';
import type { Db, Queryable } from '../../../server/db/adapter';

/** `db` printing its statements that took `min` ms or more (its transactions' statements too). */
function logged(db: Db, min: number, on: { value: boolean }): Db {
  const wrap = (q: Queryable): Queryable => ({
    exec: (sql) => q.exec(sql),
    async query(sql, params) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      try {
        return await q.query(sql, params);
      } finally {
        const wall = performance.now() - started;
        const used = process.cpuUsage(cpu);
        if (on.value && wall >= min) console.log(`    ${Math.round(wall).toString().padStart(6)} ms wall ${Math.round((used.user + used.system) / 1000).toString().padStart(6)} ms cpu  ${sql.replace(/\s+/g, ' ').slice(0, 110)}`);
      }
    },
  } as Queryable);
  return Object.assign(Object.create(db) as Db, wrap(db), { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction((tx) => fn(wrap(tx))) });
}

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const KEEP = arg('keep');
const BACKEND = (arg('backend') ?? 'pglite') as 'pglite' | 'postgres';
const SCALE = Number(arg('scale') ?? 1);
const RUNS = Number(arg('runs') ?? 3);
const MODE = arg('mode') ?? 'both';
// --statements=N: each statement of the timed runs that took N ms or more, with its wall and CPU time and its SQL's start.
const STATEMENTS = arg('statements') === undefined ? null : Number(arg('statements'));
if (!KEEP) throw new Error('--keep=<folder (PGlite) or schema (PostgreSQL)> is required');

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try { await client.query(sql); } finally { await client.end(); }
}

async function main(): Promise<void> {
  const { openPglite } = await import('../../../server/db/pglite');
  const { openPg, quoteIdent } = await import('../../../server/db/pg');
  if (process.argv.includes('--drop')) {
    if (BACKEND === 'postgres') await admin(`DROP SCHEMA IF EXISTS ${quoteIdent(KEEP!)} CASCADE`);
    return;
  }
  const { loadConfigOrThrow } = await import('../../config/load');
  const { migrate } = await import('../../../server/db/migrate');
  const { syncSchema } = await import('../../../server/data-engine/schema');
  const { ensureFresh } = await import('../../../server/supply/cache');
  const { projectionCache } = await import('../../../server/supply/plan/projection-cache');
  const { config } = await loadConfigOrThrow({ root: process.cwd() });
  if (BACKEND === 'postgres') await admin(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(KEEP!)}`);
  const db = BACKEND === 'pglite' ? await openPglite({ dataDir: KEEP! }) : await openPg({ connectionString: PG_URL, schema: KEEP!, max: 8 });
  try {
    await migrate(db);
    await syncSchema(db, config);
    let [company] = await db.query<{ id: number }>(`SELECT id FROM companies WHERE alias = 'Bench Supply Kept'`);
    if (!company) {
      [company] = await db.query<{ id: number }>(`INSERT INTO companies (alias) VALUES ('Bench Supply Kept') RETURNING id`);
      await db.query('INSERT INTO onboarding_configurations (company_id, completed_steps, finished_at) VALUES ($1, $2::int[], now())', [company.id, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]);
      const t0 = performance.now();
      await fillSupplyCompany(db, company.id, { products: Math.round(10_000 * SCALE), salesLines: Math.round(1_000_000 * SCALE), months: 24 });
      console.log(`filled in ${((performance.now() - t0) / 1000).toFixed(1)} s, load ${loadAverage()}`);
    }
    const on = { value: false };
    const timedDb = STATEMENTS === null ? db : logged(db, STATEMENTS, on);
    const ctx = { config, companyId: company.id, today: new Date().toISOString().slice(0, 10) };
    // A first refresh: triggers, statistics, kept load rows, and rows stored for the unchanged runs.
    await ensureFresh(db, projectionCache, ctx, true);
    const modes = MODE === 'both' ? ['unchanged', 'new'] : [MODE];
    for (const mode of modes) for (let i = 0; i < RUNS; i++) {
      if (mode === 'new') await db.query('DELETE FROM supply_series WHERE company_id = $1', [company.id]);
      on.value = true;
      const cpu = process.cpuUsage();
      const started = performance.now();
      const state = await ensureFresh(timedDb, projectionCache, ctx, true);
      const used = process.cpuUsage(cpu);
      on.value = false;
      const summary = state.summary as { timings?: unknown; written?: unknown };
      console.log(`${BACKEND} ${mode.padEnd(9)} ${Math.round(performance.now() - started)} ms wall, ${Math.round((used.user + used.system) / 1000)} ms cpu`,
        JSON.stringify(summary.timings), JSON.stringify(summary.written), `load ${loadAverage()}`);
    }
  } finally {
    await db.close();
  }
}

main().then(() => process.exit(0), (e: unknown) => { console.error(e); process.exit(1); });
