// `npx tsx server/seed/demo-data/measure.ts`: rows per entity and how long the
// demo data takes to generate and to write on a fresh in-memory PGlite
// (migrated and schema-synced first), over the compiled config (run
// `npm run config:build` first). Prints figures; asserts nothing.
import { readCompiledConfig } from '../../compiled-config';
import { syncSchema } from '../../data-engine/schema';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';
import { isoDate } from './dates';
import { generateDemoData } from './generate';
import { insertDemoTables } from './insert';

async function main(): Promise<void> {
  const { config } = await readCompiledConfig(process.cwd());
  const today = isoDate(new Date());
  let start = performance.now();
  const tables = generateDemoData({ today });
  const generated = performance.now() - start;
  const db = await openPglite();
  await migrate(db);
  await syncSchema(db, config);
  const [{ id }] = await db.query<{ id: number }>("INSERT INTO companies (alias) VALUES ('Measure') RETURNING id");
  start = performance.now();
  await db.transaction((tx) => insertDemoTables(tx, config, id, tables));
  const inserted = performance.now() - start;
  await db.close();
  for (const t of tables) console.log(`${t.entity.padEnd(28)} ${String(t.rows.length).padStart(6)}`);
  const total = tables.reduce((n, t) => n + t.rows.length, 0);
  console.log(`${'total'.padEnd(28)} ${String(total).padStart(6)} rows in ${tables.length} tables (today ${today})`);
  console.log(`generate ${generated.toFixed(0)} ms, insert on PGlite ${inserted.toFixed(0)} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
