// The schema sync on a real database: it creates and extends entity tables
// as the YAML changes, renames with renamedFrom, and refuses a narrowing
// that would break stored rows (naming file:line:column and the count) while
// changing nothing; the same narrowing on an empty table is applied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledConfig, CompiledEntity } from '../../../engine/config/compiled';
import { searchPattern } from '../../../server/data-engine/query/search';
import { SchemaSyncError, syncSchema } from '../../../server/data-engine/schema';
import { entityFromYaml, itemYaml } from '../../unit/data-engine/entity-fixture';
import { databaseKinds, openTestDb, type TestDb } from '../helpers/database';

const FILE = 'config/entities/item.yaml';
/** A config with no entity: the test database is migrated only, its entities come from each step. */
const bare = { version: 'schema-sync-test', routes: [], entities: [] } as unknown as CompiledConfig;

describe.each(databaseKinds())('schema sync on %s', (kind) => {
  let testDb: TestDb;
  let companyId: number;
  let yaml = '';
  const sync = (text: string) => {
    yaml = text;
    const entity: CompiledEntity = entityFromYaml(text, FILE);
    return syncSchema(testDb.db, { entities: [entity], routes: [] }, { readSource: (file) => (file === FILE ? yaml : undefined) });
  };
  const columns = async () =>
    (await testDb.db.query<{ name: string }>(`SELECT column_name::text AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'data_sync_items' ORDER BY ordinal_position`)).map((r) => r.name);

  beforeAll(async () => {
    testDb = await openTestDb(kind, bare, { seed: false });
    [{ id: companyId }] = await testDb.db.query<{ id: number }>(`INSERT INTO companies (alias) VALUES ('Sync Co') RETURNING id`);
  });
  afterAll(() => testDb?.dispose());

  it('creates the table with the system columns, then adds a field and renames another, keeping the data', async () => {
    const first = await sync(itemYaml('  qty: { type: integer }\n  status: { type: enum, values: [a, b, c] }\n'));
    expect(first.applied).toContain('data_sync_items: created with 4 columns');
    expect(await columns()).toEqual(['id', 'company_id', 'version', 'created_at', 'updated_at', 'created_by', 'updated_by', 'code', 'name', 'qty', 'status']);
    for (const [code, qty] of [['ALPHA-0001-LONG', 1], ['BETA-0002-LONGER', 2], ['GAMMA-0003', 3]] as const) {
      await testDb.db.query('INSERT INTO data_sync_items (company_id, code, name, qty, status) VALUES ($1, $2, $3, $4, $5)', [companyId, code, `Item ${code}`, qty, 'c']);
    }
    const second = await sync(itemYaml('  quantity: { type: integer, renamedFrom: qty }\n  status: { type: enum, values: [a, b, c] }\n  note: { type: text }\n'));
    expect(second.applied).toEqual(expect.arrayContaining(['data_sync_items: qty renamed to quantity (renamedFrom)', 'data_sync_items: note text added']));
    expect(await columns()).toEqual(expect.arrayContaining(['quantity', 'note']));
    expect(await columns()).not.toContain('qty');
    const rows = await testDb.db.query<{ quantity: number }>('SELECT quantity FROM data_sync_items ORDER BY quantity');
    expect(rows.map((r) => r.quantity)).toEqual([1, 2, 3]);
    // Running again with the same YAML changes nothing.
    expect((await sync(yaml)).applied).toEqual([]);
  });

  it('refuses narrowings that would break rows, naming file:line:column and the count, and applies nothing of that start', async () => {
    const narrowed = itemYaml('  quantity: { type: integer, renamedFrom: qty }\n  status: { type: enum, values: [a, b] }\n  note: { type: text }\n  extra: { type: string }\n').replace('maxLength: 20', 'maxLength: 10');
    const refused = await sync(narrowed).then(() => undefined, (error: unknown) => error);
    expect(refused).toBeInstanceOf(SchemaSyncError);
    const problems = (refused as SchemaSyncError).problems;
    expect(problems).toEqual([
      `${FILE}:7:3 fields.code.maxLength: 20 -> 10 would cut 2 rows of data_sync_items`,
      `${FILE}:10:3 fields.status.values: removed c would break 3 rows of data_sync_items`,
    ]);
    // The line and column point at the field's name in the text.
    expect(yaml.split('\n')[6].slice(2)).toMatch(/^code:/);
    expect(await columns()).not.toContain('extra');
    const [{ n }] = await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM entity_schema_changes WHERE detail LIKE 'extra%'`);
    expect(n).toBe(0);
  });

  it('refuses a new unique rule while rows share a value, and a required field while rows lack it', async () => {
    await testDb.db.query(`UPDATE data_sync_items SET name = 'Same name', note = NULL`);
    const base = '  quantity: { type: integer, renamedFrom: qty }\n  status: { type: enum, values: [a, b, c] }\n';
    const unique = await sync(itemYaml(`${base}  note: { type: text }\n`).replace('name: { type: string, required: true, maxLength: 80 }', 'name: { type: string, required: true, maxLength: 80, unique: true }')).catch((e: SchemaSyncError) => e);
    expect((unique as SchemaSyncError).problems).toEqual([`${FILE}:8:3 fields.name.unique: unique (name) would break 3 rows of data_sync_items`]);
    const required = await sync(itemYaml(`${base}  note: { type: text, required: true }\n`)).catch((e: SchemaSyncError) => e);
    expect((required as SchemaSyncError).problems).toEqual([`${FILE}:11:3 fields.note.required: false -> true would break 3 rows of data_sync_items`]);
  });

  it('applies the same narrowings once no row breaks them, and records every change', async () => {
    await testDb.db.query('DELETE FROM data_sync_items');
    const report = await sync(itemYaml('  quantity: { type: integer, renamedFrom: qty }\n  status: { type: enum, values: [a, b] }\n  note: { type: text, required: true }\n').replace('maxLength: 20', 'maxLength: 10').replace('maxLength: 80 }', 'maxLength: 80, unique: true }'));
    expect(report.applied).toEqual(expect.arrayContaining(['data_sync_items: unique index (company_id, name)']));
    const recorded = await testDb.db.query<{ kind: string }>(`SELECT kind FROM entity_schema_changes WHERE table_name = 'data_sync_items' ORDER BY id`);
    expect(recorded.map((r) => r.kind)).toEqual(expect.arrayContaining(['create-table', 'rename-column', 'add-column', 'add-index']));
    const [stored] = await testDb.db.query<{ definition: CompiledEntity }>(`SELECT definition FROM entity_schema WHERE table_name = 'sync_items'`);
    expect(stored.definition.fields.find((f) => f.name === 'code')?.maxLength).toBe(10);
    // The unique rule holds in the database itself.
    await testDb.db.query(`INSERT INTO data_sync_items (company_id, code, name, note) VALUES ($1, 'A', 'Twin', 'x')`, [companyId]);
    await expect(testDb.db.query(`INSERT INTO data_sync_items (company_id, code, name, note) VALUES ($1, 'B', 'Twin', 'x')`, [companyId])).rejects.toMatchObject({ code: '23505' });
  });

  it('gives a listed entity trigram indexes for contains and the search, recorded once, that the search pattern uses', async () => {
    const entity = entityFromYaml(yaml, FILE);
    const routes = [{ views: [{ kind: 'table', entity: 'item', columns: ['code', 'name'], filters: ['note'], sort: [], where: [] }] }] as unknown as CompiledConfig['routes'];
    const report = await syncSchema(testDb.db, { entities: [entity], routes }, { readSource: () => yaml });
    const [{ n: available }] = await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_available_extensions WHERE name = 'pg_trgm'`);
    if (!available) {
      // A PostgreSQL without the contrib package: nothing fails, the sync says why lists scan.
      expect(report.notes).toContain('pg_trgm is not available: contains filters and the search read every row of a list');
      return;
    }
    expect(report.applied).toEqual(expect.arrayContaining(['data_sync_items: trigram index (name) for the search', 'data_sync_items: trigram index (note) for contains filters']));
    const indexes = await testDb.db.query<{ name: string; def: string }>(`SELECT indexname::text AS name, indexdef AS def FROM pg_indexes WHERE schemaname = current_schema() AND indexname LIKE '%_trgm'`);
    expect(indexes.map((i) => i.name).sort()).toEqual(['data_sync_items_code_trgm', 'data_sync_items_name_trgm', 'data_sync_items_note_trgm']);
    expect(indexes[0].def).toMatch(/USING gin .*gin_trgm_ops/);
    expect((await syncSchema(testDb.db, { entities: [entity], routes }, { readSource: () => yaml })).applied).toEqual([]);
    // The list's accent-blind pattern (query/search.ts, `~*`) is an operator of the index's operator class...
    const [served] = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_opclass o ON o.oid = i.indclass[0]
       JOIN pg_amop a ON a.amopfamily = o.opcfamily WHERE c.relname = 'data_sync_items_name_trgm' AND a.amopopr = '~*(text,text)'::regoperator`,
    );
    expect(served.n).toBe(1);
    // ...and the planner takes it. Checked on PGlite only: on the shared PostgreSQL the plan of this one-row
    // table chose a seq scan in 2 of 4 parallel API runs (never alone), likely an index this young being
    // skipped while other sessions hold older snapshots; the operator check above holds on both.
    if (kind !== 'pglite') return;
    const plan = await testDb.db.transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM data_sync_items WHERE name ~* $1`, [searchPattern('cafe molido')]);
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('data_sync_items_name_trgm');
  });
  it('sets the fill factor an entity declares on its table, recorded, and resets it when no longer declared', async () => {
    const fillFactor = async () =>
      (await testDb.db.query<{ options: string[] | null }>(`SELECT reloptions AS options FROM pg_class WHERE oid = to_regclass('data_sync_items')`))[0].options;
    const fields = '  note: { type: text }\n';
    const rows = async () => (await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM data_sync_items'))[0].n;
    const before = await rows();
    const set = await sync(itemYaml(fields, 'fillFactor: 70\n'));
    expect(set.applied).toContain('data_sync_items: fill factor 100 -> 70');
    expect(await fillFactor()).toEqual(['fillfactor=70']);
    // Stored rows keep their values; running again changes nothing.
    expect(await rows()).toBe(before);
    expect((await sync(yaml)).applied).toEqual([]);
    const reset = await sync(itemYaml(fields));
    expect(reset.applied).toContain('data_sync_items: fill factor 70 -> 100');
    expect(await fillFactor()).toBeNull();
    const [{ n }] = await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM entity_schema_changes WHERE table_name = 'data_sync_items' AND kind = 'storage'`);
    expect(n).toBe(2);
  });
});
