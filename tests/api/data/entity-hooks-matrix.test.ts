// Entity hooks hold on every write path and spelling, on PGlite and
// PostgreSQL. The write routes come from the OpenAPI document the server
// serves: every write of an entity with hooks must be one of the paths this
// matrix drives (a new write route fails here until it is covered). Then,
// for forecast-value (frozen months) x create, update, delete, import CSV and
// XLSX, grid edit x the spellings of its URL: a frozen month is refused and
// the row read back unchanged, a non-canonical id is 400, nothing answers
// 5xx. The same writes on a server started without the frozen-month hook go
// through: the matrix fails when the hook is not registered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/errors/api-error';
import { FORECAST_HOOKS } from '../../../server/forecast/entity-hooks';
import { frozenWindow, type FrozenWindow } from '../../../server/forecast/frozen-guard';
import { forecastService } from '../../../server/forecast/service';
import { gridModel } from '../../../server/grid/model';
import { writeLeaves } from '../../../server/grid/write';
import type { Caller } from '../../../server/access/caller';
import { databaseKinds, type DbKind } from '../helpers/database';
import { call } from '../helpers/server';
import { importFile, XLSX, xlsxFile } from './files';
import { startDataServer, type DataTestServer } from './helpers';

const ENTITY = 'forecast-value';
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

interface Cell { id: number; version: number; month: string; product: number; customer: number; sku: string; code: string; override: number | null }

/** Spellings of a row id other than its canonical one: each must be refused with 400. */
function idSpellings(id: number): Record<string, string> {
  return {
    exponent: id % 10 === 0 ? `${id / 10}e1` : `${id}e0`,
    plus: `+${id}`,
    space: `%20${id}`,
    rawSpace: ` ${id}`,
    leadingZero: `0${id}`,
    hex: `0x${id.toString(16)}`,
    decimal: `${id}.0`,
    beyondInt4: '2147483648',
    farBeyond: '99999999999999999999',
  };
}

/** Spellings of the entity: the router's own percent-decoding resolves to the entity (hooks run), case does not. */
const ENTITY_SPELLINGS = { declared: ENTITY, percentEncoded: 'forecast-valu%65', capitalised: 'Forecast-Value' };

async function planState(server: DataTestServer) {
  const window = await frozenWindow(server.db, server.companyId, forecastService(server.app.services).today());
  const cells = (sql: string, params: unknown[]) => server.db.query<Cell>(
    `SELECT v.id, v.version, to_char(v.month, 'YYYY-MM') AS month, v.product_id AS product, v.customer_id AS customer, p.sku, c.code, v.override::float8 AS override
     FROM data_forecast_values v JOIN data_products p ON p.id = v.product_id JOIN data_customers c ON c.id = v.customer_id
     WHERE v.company_id = $1 ${sql} ORDER BY v.id LIMIT 4`, [server.companyId, ...params] as never);
  const frozen = await cells(`AND v.statistical IS NOT NULL AND v.month >= $2::date AND v.month < $3::date`, [`${window.from}-01`, `${window.until}-01`]);
  const open = await cells(`AND v.month >= $2::date`, [`${window.until}-01`]);
  return { window, frozen, open };
}

const readRow = (server: DataTestServer, id: number) => server.db.query('SELECT * FROM data_forecast_values WHERE id = $1', [id]);

/** Every way this matrix writes forecast-value, each returning the HTTP status. */
function writePaths(server: DataTestServer, token: string) {
  const data = (entity: string) => `/api/data/${entity}`;
  return {
    update: (entity: string, id: string, cell: Cell) => call(server.app, 'PATCH', `${data(entity)}/${id}`, { token, body: { version: cell.version, values: { override: 777 } } }),
    delete: (entity: string, id: string, cell: Cell) => call(server.app, 'DELETE', `${data(entity)}/${id}?version=${cell.version}`, { token }),
    create: (entity: string, cell: Cell) => call(server.app, 'POST', data(entity), { token, body: { values: { product: cell.product, customer: cell.customer, month: cell.month, override: 777 } } }),
    importCsv: (entity: string, cell: Cell) => importFile(server, token, entity, `product,customer,month,override\n${cell.sku},${cell.code},${cell.month},777\n`, { dryRun: false }),
    importXlsx: async (entity: string, cell: Cell) => importFile(server, token, entity, await xlsxFile([['product', 'customer', 'month', 'override'], [cell.sku, cell.code, cell.month, 777]]), { dryRun: false, type: XLSX }),
    grid: (cell: Cell) => call(server.app, 'POST', '/api/grid/forecasts-main/0/edit', {
      token, body: { hierarchy: 'customers', from: cell.month, to: cell.month, edits: [{ row: [['customer', cell.customer], ['product', cell.product]], month: cell.month, from: cell.override, to: 777 }] },
    }),
  };
}

/** Deletes a frozen planned cell behind the API's back (its series stays planned), so a create of it has room: the hook must refuse it. */
async function makeRoom(server: DataTestServer, cell: Cell): Promise<void> {
  await server.db.query('DELETE FROM data_forecast_values WHERE id = $1', [cell.id]);
}

const rowsOfKey = async (server: DataTestServer, cell: Cell) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM data_forecast_values WHERE company_id = $1 AND product_id = $2 AND customer_id = $3 AND month = $4::date`,
    [server.companyId, cell.product, cell.customer, `${cell.month}-01`]))[0].n;

describe.each(databaseKinds())('entity hooks on every write path on %s', (kind: DbKind) => {
  let server: DataTestServer;
  let token: string;
  let window: FrozenWindow;
  let frozen: Cell[];
  let open: Cell[];

  beforeAll(async () => {
    server = await startDataServer(kind);
    token = server.tokens.planner;
    ({ window, frozen, open } = await planState(server));
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  it('the demo has frozen planned cells and editable ones', () => {
    expect(window.from, 'a cycle exists').not.toBeNull();
    expect(frozen.length).toBeGreaterThanOrEqual(3);
    expect(open.length).toBeGreaterThan(0);
    expect(server.app.services.data.hooks.names(ENTITY)).toContain(FORECAST_HOOKS.frozenMonths);
  });

  it('every write route in OpenAPI of an entity with hooks is a path of this matrix', async () => {
    const docs = await call(server.app, 'GET', '/api/docs');
    expect(docs.status).toBe(200);
    const hooked = [...server.app.services.data.entities.keys()].filter((id) => server.app.services.data.hooks.names(id).length > 0);
    expect(hooked).toContain(ENTITY);
    const covered = (entity: string) => new Set([`POST /api/data/${entity}`, `PATCH /api/data/${entity}/{id}`, `DELETE /api/data/${entity}/{id}`, `POST /api/data/${entity}/import`]);
    const gridEntities = new Set(server.config.routes.flatMap((r) => r.views.flatMap((v) => (v.kind === 'grid' && v.entity ? [v.entity] : []))));
    const found: string[] = [];
    for (const [path, operations] of Object.entries(docs.body.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(operations).filter((m) => WRITE_METHODS.includes(m))) {
        const route = `${method.toUpperCase()} ${path}`;
        const entity = hooked.find((id) => path === `/api/data/${id}` || path.startsWith(`/api/data/${id}/`));
        if (entity) {
          expect(covered(entity), `${route}: a write of ${entity}, which has hooks, that this matrix does not drive`).toContain(route);
          found.push(route);
        }
        if (path === '/api/grid/{route}/{view}/edit') found.push(route);
      }
    }
    for (const route of covered(ENTITY)) expect(found).toContain(route);
    // The grid edits forecast-value, an entity with hooks: driven below, and checked at the unit level.
    expect(gridEntities.has(ENTITY)).toBe(true);
    expect(found).toContain('POST /api/grid/{route}/{view}/edit');
  });

  it('update and delete: a frozen month is refused under every spelling that resolves, a non-canonical id is 400, nothing changes', async () => {
    const paths = writePaths(server, token);
    const cell = frozen[0];
    const before = await readRow(server, cell.id);
    const outcomes: string[] = [];
    for (const [entityName, entity] of Object.entries(ENTITY_SPELLINGS)) {
      for (const method of ['update', 'delete'] as const) {
        const canonical = await paths[method](entity, String(cell.id), cell);
        outcomes.push(`${method} ${entityName} canonical -> ${canonical.status}`);
        expect(canonical.status, `${method} ${entity}/${cell.id}: ${JSON.stringify(canonical.body)}`).toBe(entityName === 'capitalised' ? 404 : 409);
        if (canonical.status === 409) expect(canonical.body).toMatchObject({ ErrorCode: 'CONFLICT', MessageKey: 'forecast.frozenMonth', MessageParams: { month: cell.month } });
        for (const [spellingName, id] of Object.entries(idSpellings(cell.id))) {
          const res = await paths[method](entity, id, cell);
          outcomes.push(`${method} ${entityName} ${spellingName} -> ${res.status}`);
          expect(res.status, `${method} ${entity}/${id}`).toBeLessThan(500);
          expect(res.status, `${method} ${entity}/${id}: ${JSON.stringify(res.body)}`).toBe(entityName === 'capitalised' ? 404 : 400);
          if (res.status === 400) expect(res.body, `${method} ${entity}/${id}`).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', MessageKey: 'data.badRowId', Field: 'id' });
        }
        expect(await readRow(server, cell.id), `${method} ${entityName}`).toEqual(before);
      }
    }
    expect(outcomes.length).toBe(3 * 2 * (1 + Object.keys(idSpellings(1)).length));
  });

  it('create, import CSV and XLSX: a row landing in a frozen month of a planned series is refused and nothing is written', async () => {
    const paths = writePaths(server, token);
    const [, room] = frozen;
    await makeRoom(server, room);
    for (const entity of [ENTITY_SPELLINGS.declared, ENTITY_SPELLINGS.percentEncoded]) {
      const created = await paths.create(entity, room);
      expect(created.status, `create ${entity}: ${JSON.stringify(created.body)}`).toBe(409);
      expect(created.body.MessageKey).toBe('forecast.frozenMonth');
    }
    expect(await rowsOfKey(server, room)).toBe(0);
    // Import: an existing frozen cell overwritten, and the missing one created; both refused, the file as a whole.
    const cell = frozen[2];
    const before = await readRow(server, cell.id);
    for (const entity of [ENTITY_SPELLINGS.declared, ENTITY_SPELLINGS.percentEncoded]) {
      for (const [name, send] of [['importCsv', paths.importCsv], ['importXlsx', paths.importXlsx]] as const) {
        for (const target of [cell, room]) {
          const res = await send(entity, target);
          expect(res.status, `${name} ${entity}: ${JSON.stringify(res.body)}`).toBe(409);
          expect(res.body).toMatchObject({ ErrorCode: 'CONFLICT', MessageKey: 'forecast.frozenLines', MessageParams: { lines: '2', months: target.month } });
        }
      }
    }
    expect(await readRow(server, cell.id)).toEqual(before);
    expect(await rowsOfKey(server, room)).toBe(0);
    // A dry run is refused the same way: the check tells before the import.
    const dry = await importFile(server, token, ENTITY, `product,customer,month,override\n${cell.sku},${cell.code},${cell.month},777\n`);
    expect(dry.status).toBe(409);
  });

  it('grid edit: a frozen month is refused, and the grid\'s writer runs the same hooks', async () => {
    const cell = frozen[2];
    const before = await readRow(server, cell.id);
    const res = await writePaths(server, token).grid(cell);
    expect([400, 409], JSON.stringify(res.body)).toContain(res.status);
    expect(await readRow(server, cell.id)).toEqual(before);
    // Below the grid's own window check: its writer, given a frozen leaf, is refused by the entity's hook.
    const route = server.config.routes.find((r) => r.id === 'forecasts-main')!;
    const model = gridModel(server.config, route, 0, server.app.services.computed);
    const caller = { companyId: server.companyId, userId: 1, name: 'Matrix' } as Caller;
    const write = server.db.transaction((tx) => writeLeaves(tx, model, caller, [{ month: cell.month, updates: [{ id: cell.id, keys: [cell.product, cell.customer], from: cell.override, to: 777 }], inserts: [] }],
      null, '2026-01-01', server.app.services.data.hooks));
    await expect(write).rejects.toMatchObject({ code: 'CONFLICT', text: { key: 'forecast.frozenMonth' } });
    await expect(write).rejects.toBeInstanceOf(ApiError);
    expect(await readRow(server, cell.id)).toEqual(before);
  });

  it('an editable month still changes through the canonical URL (the matrix does not pass by refusing everything)', async () => {
    const [cell] = open;
    const res = await writePaths(server, token).update(ENTITY, String(cell.id), cell);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.row.override).toBe(777);
  });
});

describe.each(databaseKinds())('the same matrix without the frozen-month hook on %s', (kind: DbKind) => {
  let server: DataTestServer;
  beforeAll(async () => {
    server = await startDataServer(kind, undefined, { skipEntityHooks: [FORECAST_HOOKS.frozenMonths] });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  it('lets frozen months change on every path: the rule lives in the hook alone', async () => {
    expect(server.app.services.data.hooks.names(ENTITY)).not.toContain(FORECAST_HOOKS.frozenMonths);
    const { frozen } = await planState(server);
    const paths = writePaths(server, server.tokens.planner);
    expect((await paths.update(ENTITY_SPELLINGS.percentEncoded, String(frozen[0].id), frozen[0])).status).toBe(200);
    expect((await paths.delete(ENTITY, String(frozen[1].id), frozen[1])).status).toBe(200);
    expect((await paths.create(ENTITY, frozen[1])).status).toBe(201);
    const imported = await paths.importCsv(ENTITY, frozen[2]);
    expect(imported.body.data, JSON.stringify(imported.body)).toMatchObject({ imported: true, updated: 1 });
    const model = gridModel(server.config, server.config.routes.find((r) => r.id === 'forecasts-main')!, 0, server.app.services.computed);
    const cell = frozen[3];
    const written = await server.db.transaction((tx) => writeLeaves(tx, model, { companyId: server.companyId, userId: 1, name: 'Matrix' } as Caller,
      [{ month: cell.month, updates: [{ id: cell.id, keys: [cell.product, cell.customer], from: cell.override, to: 777 }], inserts: [] }], null, '2026-01-01', server.app.services.data.hooks));
    expect(written.changed).toBe(1);
  });
});
