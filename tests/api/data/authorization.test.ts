// The authorisation matrix of the data API, generated from the YAML: every
// entity x every demo user (and a user per planner role of roles.yaml) x
// read, export, create, update, delete and import. The expected outcome is
// computed from roles.yaml and the entity's access through the engine's rule
// (engine/access), never written by hand, so a new entity or role is covered
// as soon as it is declared. Then another company's rows: invisible on every
// path.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityPermissions, type EntityPermissions } from '../../../engine/access/entity-access';
import { createAccessPolicy, type AccessContext } from '../../../engine/access/policy';
import type { CompiledEntity } from '../../../engine/config/compiled';
import { isComputed } from '../../../server/data-engine/sql';
import { DEMO_USERS } from '../../../server/seed/demo';
import { call, databaseKinds } from '../helpers/server';
import { insertSample, sampleRecord, startDataServer, type DataTestServer } from './helpers';
import { importFile } from './files';

const ACTIONS = ['read', 'export', 'create', 'update', 'delete', 'import'] as const;

describe.each(databaseKinds())('data API authorisation on %s', (kind) => {
  let server: DataTestServer;
  let entities: CompiledEntity[];
  const actors: Array<{ name: string; token: string; ctx: AccessContext; userId: number }> = [];

  const insert = (entity: CompiledEntity, companyId = server.companyId) => insertSample(server, entity, companyId);

  beforeAll(async () => {
    server = await startDataServer(kind);
    entities = server.config.entities.filter((e) => !isComputed(e));
    const users = await server.db.query<{ id: number; email: string; roles: number[] }>('SELECT id, email, roles FROM users WHERE company_id = $1', [server.companyId]);
    const plugins = (await server.db.query<{ id: string }>('SELECT plugin_id AS id FROM company_plugins WHERE company_id = $1', [server.companyId])).map((r) => r.id);
    const restricted = await server.db.query<{ userId: number; feature: string }>('SELECT user_id AS "userId", feature FROM user_restrictions WHERE company_id = $1', [server.companyId]);
    const ctxOf = (userId: number, roles: number[]): AccessContext => ({
      roles, activePlugins: plugins, restrictions: Object.fromEntries(restricted.filter((r) => r.userId === userId).map((r) => [r.feature, true])),
    });
    for (const key of ['super', 'admin', 'planner', 'viewer'] as const) {
      const user = users.find((u) => u.email === DEMO_USERS[key].email)!;
      actors.push({ name: key, token: server.tokens[key], ctx: ctxOf(user.id, user.roles), userId: user.id });
    }
    // Each planner role on its own (the demo planner holds two at once).
    for (const role of server.config.roles.filter((r) => !Object.keys(r.grants).includes('*'))) {
      const token = await server.roleToken([role.id]);
      const [user] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [`role-${role.id}@data.test`]);
      actors.push({ name: `role ${role.id}`, token, ctx: ctxOf(user.id, [role.id]), userId: user.id });
    }
  });
  afterAll(() => server?.close());

  // ~1,600 calls per database: minutes on a busy machine.
  it('every entity x every role x every action answers as the access rule says', { timeout: 600_000 }, async () => {
    const policy = createAccessPolicy(server.config);
    const failures: string[] = [];
    let calls = 0;
    for (const entity of entities) {
      const row = await insert(entity);
      for (const actor of actors) {
        const perms: EntityPermissions = entityPermissions(policy, entity, actor.ctx);
        for (const action of ACTIONS) {
          const allowed = action === 'read' || action === 'export' ? perms.read : perms.write;
          const denial = allowed ? undefined : action === 'read' || action === 'export' || !perms.read ? perms.denial : perms.denial;
          let status: number;
          let code: string | undefined;
          let message = '';
          const url = `/api/data/${entity.id}`;
          if (action === 'read') ({ status, body: { ErrorCode: code } } = await call(server.app, 'GET', `${url}?pageSize=1`, { token: actor.token }));
          else if (action === 'export') {
            const r = await server.app.inject({ method: 'GET', url: `${url}/export?fields=${entity.key[0]}`, headers: { authorization: `Bearer ${actor.token}` } });
            status = r.statusCode;
            code = status >= 400 ? r.json().ErrorCode : undefined;
          } else if (action === 'create') {
            const values = perms.write ? await sampleRecord(server, entity, { writable: perms.writable }) : {};
            ({ status, body: { ErrorCode: code, Message: message } } = await call(server.app, 'POST', url, { token: actor.token, body: { values } }));
            // A singleton holds one row per company: the second create is a conflict, not a denial.
            if (entity.singleton && status === 409) [status, code] = [201, undefined];
          } else if (action === 'update') {
            // A read-only entity's rows may be recomputed by the server at any time (the operative forecast): its write
            // calls are refused before the row is looked at, so any version does.
            const [stored] = await server.db.query<{ version: number }>(`SELECT version FROM "data_${entity.table}" WHERE id = $1`, [row]);
            if (!stored && !entity.readOnly) throw new Error(`the ${entity.id} row ${row} made for this test is gone (before ${actor.name} update)`);
            const version = stored?.version ?? 1;
            ({ status, body: { ErrorCode: code } } = await call(server.app, 'PATCH', `${url}/${row}`, { token: actor.token, body: { version, values: {} } }));
          } else if (action === 'delete') {
            const fresh = await insert(entity);
            ({ status, body: { ErrorCode: code, Message: message } } = await call(server.app, 'DELETE', `${url}/${fresh}?version=1`, { token: actor.token }));
          } else {
            const r = await importFile(server, actor.token, entity.id, entity.key.join(','));
            status = r.status;
            code = r.body.ErrorCode;
          }
          calls++;
          const expected = allowed ? [200, 201] : [403];
          const expectedCode = allowed ? undefined : denial?.reason === 'plugin-inactive' ? 'PLUGIN_INACTIVE' : 'FORBIDDEN';
          if (!expected.includes(status) || code !== expectedCode) failures.push(`${entity.id} ${actor.name} ${action}: got ${status} ${code ?? ''}, expected ${expected.join('/')} ${expectedCode ?? ''} ${message ?? ''}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBe(entities.length * actors.length * ACTIONS.length);
  });

  it('another company\'s rows do not exist for the caller: 404 on get, update, delete and history; absent from list, count and export', async () => {
    for (const entity of entities) {
      const foreign = await insert(entity, server.newcomerCompanyId);
      const token = server.tokens.super;
      const url = `/api/data/${entity.id}`;
      const readable = (await call(server.app, 'GET', `${url}?pageSize=1`, { token })).status === 200;
      if (!readable) continue;
      expect((await call(server.app, 'GET', `${url}/${foreign}`, { token })).status, entity.id).toBe(404);
      expect((await call(server.app, 'GET', `${url}/${foreign}/history`, { token })).body.data).toEqual([]);
      const idFilter = encodeURIComponent(JSON.stringify([{ field: entity.key[0], op: 'null', value: false }]));
      const list = await call(server.app, 'GET', `${url}?pageSize=500&${`filter=${idFilter}`}`, { token });
      expect(list.body.data.rows.map((r: { id: number }) => r.id)).not.toContain(foreign);
      const [{ n }] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "data_${entity.table}" WHERE company_id = $1`, [server.companyId]);
      expect((await call(server.app, 'GET', `${url}/count`, { token })).body.data.total, entity.id).toBe(n);
      const exported = await server.app.inject({ method: 'GET', url: `${url}/export?fields=${entity.key[0]}`, headers: { authorization: `Bearer ${token}` } });
      const records = Papa.parse<string[]>(exported.body.slice(1).trim(), { newline: '\r\n' }).data;
      const [{ keys }] = await server.db.query<{ keys: number }>(`SELECT count(DISTINCT id)::int AS keys FROM "data_${entity.table}" WHERE company_id = $1`, [server.companyId]);
      expect(records.length - 1, `${entity.id}: ${JSON.stringify(records.slice(-3))} ${keys}`).toBe(n);
      const writable = (await call(server.app, 'PATCH', `${url}/${foreign}`, { token, body: { version: 1, values: {} } })).status;
      expect([404, 403], entity.id).toContain(writable);
      if (writable === 404) expect((await call(server.app, 'DELETE', `${url}/${foreign}?version=1`, { token })).status, entity.id).toBe(404);
      const [{ still }] = await server.db.query<{ still: number }>(`SELECT count(*)::int AS still FROM "data_${entity.table}" WHERE id = $1`, [foreign]);
      expect(still, entity.id).toBe(1);
    }
  });

  it('the demand planner never gets a product\'s unit cost: not in get, list, export or history', async () => {
    const demand = await server.roleToken([2]);
    const product = server.entity('product');
    const id = await insert(product);
    await call(server.app, 'PATCH', `/api/data/product/${id}`, { token: server.tokens.admin, body: { version: 1, values: { unitCost: 4.5, price: 9 } } });
    const got = await call(server.app, 'GET', `/api/data/product/${id}`, { token: demand });
    expect(got.body.data.row).not.toHaveProperty('unitCost');
    expect(got.body.data.row).toHaveProperty('price', 9);
    const history = await call(server.app, 'GET', `/api/data/product/${id}/history`, { token: demand });
    expect(history.body.data[0].after).toEqual({ price: 9 });
    const admin = await call(server.app, 'GET', `/api/data/product/${id}/history`, { token: server.tokens.admin });
    expect(admin.body.data[0].after).toEqual({ price: 9, unitCost: 4.5 });
    const write = await call(server.app, 'PATCH', `/api/data/product/${id}`, { token: demand, body: { version: 2, values: { unitCost: 1 } } });
    expect(write.body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Field: 'unitCost' });
  });
});
