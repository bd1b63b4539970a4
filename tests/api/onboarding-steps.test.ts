// The calls behind the onboarding wizard's steps (server/routes/onboarding-steps.ts),
// on a real server and database: a freshly registered company walks them,
// bad bodies are refused with an ErrorCode and change nothing, every call is
// scoped to the caller's company, and the writes close once onboarding ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/adapter';
import { moveLegacyOnboardingData } from '../../server/data/onboarding-legacy';
import { xlsxFile } from './data/files';
import { call, databaseKinds, expiredToken, forgedToken, loginAll, startTestServer, type TestServer } from './helpers/server';

/** Rows of the tables these calls write, to prove a refused call changed nothing (entity tables and the audit: their extent). */
async function stepTables(db: Db): Promise<string> {
  const tables = ['terms_acceptances', 'company_billing', 'companies', 'sop_cycles', 'company_data_origins', 'product_imports', 'onboarding_bookings', 'company_plugins', 'invitations'];
  const parts: string[] = [];
  for (const table of tables) parts.push(`${table}:${JSON.stringify(await db.query(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY to_jsonb(t)::text`))}`);
  for (const table of ['data_product_attribute_definitions', 'data_products', 'data_product_attribute_values', 'data_audit']) {
    parts.push(`${table}:${JSON.stringify(await db.query(`SELECT count(*)::int AS n, max(id) AS id, sum(${table === 'data_audit' ? 'id' : 'version'})::text AS v FROM ${table}`))}`);
  }
  return parts.join('\n');
}

/** A date n days from today as YYYY-MM-DD, moved forward to a weekday (or to a Saturday with weekend). */
function dayFromNow(n: number, { weekend = false } = {}): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + n);
  while (weekend ? date.getUTCDay() !== 6 : date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const BILLING = {
  PlanId: 'professional',
  LegalName: 'Acme Foods SL',
  TaxId: 'b-1234567-4',
  Address: 'Calle Mayor 1',
  PostalCode: '28013',
  City: 'Madrid',
  Country: 'ES',
  Email: 'Billing@Acme.test',
};

describe.each(databaseKinds())('onboarding steps on %s', (kind) => {
  let server: TestServer;
  let demo: Awaited<ReturnType<typeof loginAll>>;
  /** A company registered by the test: onboarding, no step done. */
  let acme: string;
  /** A second onboarding company, to prove the scoping. */
  let other: string;

  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, body?: unknown) =>
    call(server.app, method, url, { token, body, ...(typeof body === 'string' ? { headers: { 'content-type': 'text/csv' } } : {}) });
  /** Step 10's import: the file's bytes, as the browser sends them. */
  const importFile = (token: string, content: string | Buffer, query = 'fileName=products.csv&dryRun=false') =>
    call(server.app, 'POST', `/api/onboarding/products/import?${query}`, { token, body: content, headers: { 'content-type': 'text/csv' } });

  async function register(alias: string, email: string): Promise<string> {
    const res = await call(server.app, 'POST', '/api/auth/register', { body: { BussinessAlias: alias, Name: `Admin of ${alias}`, Email: email, Password: 'password-1', Language: 'en' } });
    expect(res.status).toBe(201);
    return res.body.data.Token;
  }

  /** A refused call: the status, its ErrorCode (and Field), and no table changed. */
  async function refused(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, body: unknown, status: number, code: string, field?: string) {
    const before = await stepTables(server.db);
    const res = await req(method, url, token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toMatchObject({ ok: false, ErrorCode: code, ...(field ? { Field: field } : {}) });
    expect(res.body.Message).toBeTruthy();
    expect(await stepTables(server.db)).toBe(before);
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    demo = await loginAll(server.app);
    acme = await register('Acme Foods', 'owner@acme.test');
    other = await register('Other Co', 'owner@other.test');
  });
  afterAll(() => server?.close());

  describe('authentication and access', () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/onboarding/terms'],
      ['POST', '/api/onboarding/terms/accept', { Version: 'x' }],
      ['GET', '/api/onboarding/billing'],
      ['PUT', '/api/onboarding/billing', BILLING],
      ['GET', '/api/onboarding/settings'],
      ['PUT', '/api/onboarding/settings', { BussinessAlias: 'A', Currency: 'EUR', TimeZone: 'UTC', FiscalYearStartMonth: 1 }],
      ['GET', '/api/onboarding/invited-users'],
      ['POST', '/api/onboarding/invited-users/1/invitation'],
      ['PUT', '/api/onboarding/plugins', { Plugins: [] }],
      ['GET', '/api/onboarding/attributes'],
      ['POST', '/api/onboarding/attributes', { Name: 'X', Type: 'text' }],
      ['PATCH', '/api/onboarding/attributes/1', { Required: true }],
      ['DELETE', '/api/onboarding/attributes/1'],
      ['GET', '/api/onboarding/cycle'],
      ['PUT', '/api/onboarding/cycle', { Frequency: 'weekly', MeetingWeekday: 1, HorizonMonths: 12, FrozenMonths: 1 }],
      ['GET', '/api/onboarding/data-origin'],
      ['PUT', '/api/onboarding/data-origin', { Method: 'manual' }],
      ['POST', '/api/onboarding/products/import?fileName=a.csv&dryRun=false', 'sku,name\nA,B'],
      ['GET', '/api/onboarding/bookings'],
      ['POST', '/api/onboarding/bookings', { Channel: 'email', Date: dayFromNow(3), Time: '10:00', TimeZone: 'UTC' }],
      ['GET', '/api/onboarding/summary'],
    ];

    it.each(calls)('%s %s needs a valid token (none, expired, forged: 401) and changes nothing', async (method, url, body) => {
      const before = await stepTables(server.db);
      for (const token of ['', await expiredToken(acme, server.secret), await forgedToken(acme)]) {
        const res = await req(method as 'GET', url, token, body);
        expect(res.status).toBe(401);
        expect(res.body.ok).toBe(false);
        expect(['UNAUTHORIZED', 'TOKEN_EXPIRED']).toContain(res.body.ErrorCode);
      }
      expect(await stepTables(server.db)).toBe(before);
    });

    it('a viewer (read only) may read but not write; refused before anything is looked at', async () => {
      expect((await req('GET', '/api/onboarding/billing', demo.viewer)).status).toBe(200);
      expect((await req('GET', '/api/onboarding/attributes', demo.viewer)).status).toBe(200);
      expect((await req('GET', '/api/onboarding/cycle', demo.viewer)).status).toBe(200);
      await refused('PUT', '/api/onboarding/billing', demo.viewer, BILLING, 403, 'FORBIDDEN');
      await refused('POST', '/api/onboarding/attributes', demo.viewer, { Name: 'Brand', Type: 'text' }, 403, 'FORBIDDEN');
      await refused('PUT', '/api/onboarding/plugins', demo.viewer, { Plugins: [] }, 403, 'FORBIDDEN');
      await refused('GET', '/api/onboarding/invited-users', demo.viewer, undefined, 403, 'FORBIDDEN');
      await refused('GET', '/api/onboarding/summary', demo.viewer, undefined, 403, 'FORBIDDEN');
    });

    it('a company that finished onboarding cannot write through the wizard (409 CONFLICT), but still reads', async () => {
      await refused('PUT', '/api/onboarding/billing', demo.admin, BILLING, 409, 'CONFLICT');
      await refused('PUT', '/api/onboarding/cycle', demo.admin, { Frequency: 'weekly', MeetingWeekday: 1, HorizonMonths: 12, FrozenMonths: 1 }, 409, 'CONFLICT');
      await refused('PUT', '/api/onboarding/plugins', demo.admin, { Plugins: [] }, 409, 'CONFLICT');
      await refused('POST', '/api/onboarding/products/import?fileName=a.csv&dryRun=false', demo.admin, 'sku,name\nA,B', 409, 'CONFLICT');
      await refused('POST', '/api/onboarding/products/import?fileName=a.csv&dryRun=false', demo.viewer, 'sku,name\nA,B', 403, 'FORBIDDEN');
      const settings = await req('GET', '/api/onboarding/settings', demo.admin);
      expect(settings.body.data).toMatchObject({ BussinessAlias: 'DEMO FOODS', Currency: 'EUR', FiscalYearStartMonth: 1 });
    });
  });

  describe('step 2: terms of use', () => {
    it('records the acceptance with its version, user and time; a stale version is refused', async () => {
      const before = await req('GET', '/api/onboarding/terms', acme);
      expect(before.body.data).toEqual({ Version: server.config.onboarding.terms.version, Accepted: null });
      await refused('POST', '/api/onboarding/terms/accept', acme, { Version: '1999-01' }, 409, 'CONFLICT', 'Version');
      await refused('POST', '/api/onboarding/terms/accept', acme, {}, 400, 'VALIDATION_ERROR', 'Version');
      const started = Date.now();
      const accepted = await req('POST', '/api/onboarding/terms/accept', acme, { Version: server.config.onboarding.terms.version });
      expect(accepted.status).toBe(200);
      expect(accepted.body.data).toMatchObject({ Version: server.config.onboarding.terms.version, UserName: 'Admin of Acme Foods' });
      expect(Math.abs(Date.parse(accepted.body.data.AcceptedAt) - started)).toBeLessThan(60_000);
      // Accepting again keeps the first time.
      const again = await req('POST', '/api/onboarding/terms/accept', acme, { Version: server.config.onboarding.terms.version });
      expect(again.body.data.AcceptedAt).toBe(accepted.body.data.AcceptedAt);
      expect((await req('GET', '/api/onboarding/terms', acme)).body.data.Accepted).toEqual(accepted.body.data);
      // Another company has not accepted anything.
      expect((await req('GET', '/api/onboarding/terms', other)).body.data.Accepted).toBeNull();
    });
  });

  describe('step 3: billing', () => {
    it('validates the plan, the tax id (Spanish check character) and the postal code; saves normalised details', async () => {
      expect((await req('GET', '/api/onboarding/billing', acme)).body).toEqual({ ok: true, data: null });
      await refused('PUT', '/api/onboarding/billing', acme, { ...BILLING, PlanId: 'gold' }, 400, 'VALIDATION_ERROR', 'PlanId');
      await refused('PUT', '/api/onboarding/billing', acme, { ...BILLING, TaxId: 'B12345675' }, 400, 'VALIDATION_ERROR', 'TaxId');
      await refused('PUT', '/api/onboarding/billing', acme, { ...BILLING, PostalCode: '99999' }, 400, 'VALIDATION_ERROR', 'PostalCode');
      await refused('PUT', '/api/onboarding/billing', acme, { ...BILLING, Country: 'XX' }, 400, 'VALIDATION_ERROR', 'Country');
      await refused('PUT', '/api/onboarding/billing', acme, { ...BILLING, Email: 'not-an-email' }, 400, 'VALIDATION_ERROR', 'Email');
      await refused('PUT', '/api/onboarding/billing', acme, { ...BILLING, Card: '4111' }, 400, 'VALIDATION_ERROR', 'Card');
      const saved = await req('PUT', '/api/onboarding/billing', acme, BILLING);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual({ ...BILLING, TaxId: 'B12345674', Email: 'billing@acme.test' });
      expect((await req('GET', '/api/onboarding/billing', acme)).body.data).toEqual(saved.body.data);
      expect((await req('GET', '/api/onboarding/billing', other)).body.data).toBeNull();
      // Elsewhere the form of the tax id is checked.
      const french = await req('PUT', '/api/onboarding/billing', other, { ...BILLING, Country: 'FR', TaxId: 'FR40303265045', PostalCode: '75001' });
      expect(french.body.data.TaxId).toBe('40303265045');
    });
  });

  describe('step 4: initial setup', () => {
    it('saves alias, currency, time zone and first fiscal month; the profile shows the new alias', async () => {
      const start = await req('GET', '/api/onboarding/settings', acme);
      expect(start.body.data).toEqual({ BussinessAlias: 'Acme Foods', Currency: '', TimeZone: '', FiscalYearStartMonth: 1 });
      const body = { BussinessAlias: 'Acme Foods Iberia', Currency: 'EUR', TimeZone: 'Europe/Madrid', FiscalYearStartMonth: 4 };
      await refused('PUT', '/api/onboarding/settings', acme, { ...body, Currency: 'EURO' }, 400, 'VALIDATION_ERROR', 'Currency');
      await refused('PUT', '/api/onboarding/settings', acme, { ...body, TimeZone: 'Mars/Olympus' }, 400, 'VALIDATION_ERROR', 'TimeZone');
      await refused('PUT', '/api/onboarding/settings', acme, { ...body, FiscalYearStartMonth: 13 }, 400, 'VALIDATION_ERROR', 'FiscalYearStartMonth');
      await refused('PUT', '/api/onboarding/settings', acme, { ...body, BussinessAlias: '   ' }, 400, 'VALIDATION_ERROR', 'BussinessAlias');
      const saved = await req('PUT', '/api/onboarding/settings', acme, body);
      expect(saved.body.data).toEqual(body);
      expect((await req('GET', '/api/profile', acme)).body.data.BussinessAlias).toBe('Acme Foods Iberia');
      expect((await req('GET', '/api/onboarding/settings', other)).body.data.BussinessAlias).toBe('Other Co');
    });
  });

  describe('step 5: user access', () => {
    it('lists invited users with their state; a new link replaces the old one; the invitee signs in with it', async () => {
      expect((await req('GET', '/api/onboarding/invited-users', acme)).body.data).toEqual([]);
      const invite = await req('POST', '/api/onboarding/add-guest-user', acme, { Email: 'ana@acme.test', Name: 'Ana Analyst' });
      expect(invite.body.ok).toBe(true);
      const list = await req('GET', '/api/onboarding/invited-users', acme);
      expect(list.body.data).toEqual([expect.objectContaining({ Name: 'Ana Analyst', Email: 'ana@acme.test', Roles: [server.config.onboarding.inviteRole], Status: 'pending' })]);
      const id = list.body.data[0].Id;
      // Another company cannot see or renew it.
      expect((await req('GET', '/api/onboarding/invited-users', other)).body.data).toEqual([]);
      await refused('POST', `/api/onboarding/invited-users/${id}/invitation`, other, undefined, 404, 'NOT_FOUND');

      const renewed = await req('POST', `/api/onboarding/invited-users/${id}/invitation`, acme);
      expect(renewed.body.data.InvitationUrl).toMatch(/^\/auth\/accept-invitation\?token=/);
      const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token');
      const old = await call(server.app, 'POST', '/api/auth/accept-invitation', { body: { Token: tokenOf(invite.body.data.InvitationUrl), Password: 'ana-password' } });
      expect(old.status).toBe(400);
      const accepted = await call(server.app, 'POST', '/api/auth/accept-invitation', { body: { Token: tokenOf(renewed.body.data.InvitationUrl), Password: 'ana-password' } });
      expect(accepted.status).toBe(200);
      expect(accepted.body.data.Profile).toMatchObject({ Email: 'ana@acme.test', OnBoarding: true, BussinessAlias: 'Acme Foods Iberia' });
      expect((await req('GET', '/api/onboarding/invited-users', acme)).body.data[0].Status).toBe('active');
      // Nothing left to renew for an account that has a password.
      await refused('POST', `/api/onboarding/invited-users/${id}/invitation`, acme, undefined, 404, 'NOT_FOUND');
    });
  });

  describe('step 6: plugins', () => {
    it('makes exactly the chosen plugins active, in one call; unknown ids are refused', async () => {
      await refused('PUT', '/api/onboarding/plugins', acme, { Plugins: ['TELEPORT'] }, 400, 'VALIDATION_ERROR', 'Plugins');
      const first = await req('PUT', '/api/onboarding/plugins', acme, { Plugins: ['PROMOTIONS', 'ABC_ANALYSIS', 'CONTAINERS'] });
      expect(first.body.data).toEqual(['ABC_ANALYSIS', 'CONTAINERS', 'PROMOTIONS']);
      const second = await req('PUT', '/api/onboarding/plugins', acme, { Plugins: ['PROMOTIONS', 'ABC_ANALYSIS'] });
      expect(second.body.data).toEqual(['ABC_ANALYSIS', 'PROMOTIONS']);
      expect((await req('GET', '/api/profile', acme)).body.data.ActivePlugins).toEqual(['ABC_ANALYSIS', 'PROMOTIONS']);
      expect((await req('GET', '/api/plugins/active', other)).body.data).toEqual([]);
    });
  });

  describe('step 8: product attributes', () => {
    let brand: number;

    it('creates text, number, boolean and list attributes; refuses bad ones', async () => {
      await refused('POST', '/api/onboarding/attributes', acme, { Name: 'Brand', Type: 'list' }, 400, 'VALIDATION_ERROR', 'AllowedValues');
      await refused('POST', '/api/onboarding/attributes', acme, { Name: 'Weight', Type: 'number', AllowedValues: ['1'] }, 400, 'VALIDATION_ERROR', 'AllowedValues');
      await refused('POST', '/api/onboarding/attributes', acme, { Name: 'Brand', Type: 'list', AllowedValues: ['Acme', 'acme'] }, 400, 'VALIDATION_ERROR', 'AllowedValues');
      await refused('POST', '/api/onboarding/attributes', acme, { Name: 'Brand', Type: 'list', AllowedValues: ['A\nB'] }, 400, 'VALIDATION_ERROR', 'AllowedValues');
      await refused('POST', '/api/onboarding/attributes', acme, { Name: 'Brand', Type: 'list', AllowedValues: Array.from({ length: 30 }, (_, i) => `${'v'.repeat(78)}${i}`) }, 400, 'VALIDATION_ERROR', 'AllowedValues');
      await refused('POST', '/api/onboarding/attributes', acme, { Name: 'Colour', Type: 'date' }, 400, 'VALIDATION_ERROR', 'Type');
      const created = await req('POST', '/api/onboarding/attributes', acme, { Name: 'Brand', Type: 'list', AllowedValues: ['Acme', 'Bravo'], Required: true });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ Name: 'Brand', Type: 'list', AllowedValues: ['Acme', 'Bravo'], Required: true });
      brand = created.body.data.Id;
      await refused('POST', '/api/onboarding/attributes', acme, { Name: 'BRAND', Type: 'text' }, 409, 'CONFLICT', 'Name');
      expect((await req('POST', '/api/onboarding/attributes', acme, { Name: 'Shelf life days', Type: 'number' })).status).toBe(201);
      expect((await req('POST', '/api/onboarding/attributes', acme, { Name: 'Organic', Type: 'boolean' })).status).toBe(201);
      expect((await req('POST', '/api/onboarding/attributes', acme, { Name: 'Temporary', Type: 'text' })).status).toBe(201);
      // The same name in another company is fine.
      expect((await req('POST', '/api/onboarding/attributes', other, { Name: 'Brand', Type: 'text' })).status).toBe(201);
      const list = await req('GET', '/api/onboarding/attributes', acme);
      expect(list.body.data.map((a: { Name: string }) => a.Name)).toEqual(['Brand', 'Shelf life days', 'Organic', 'Temporary']);
    });

    it('are the rows of the attributes page: code from the name, values one per line; edits there show here', async () => {
      const rows = (await req('GET', '/api/data/product-attribute?sort=code', acme)).body.data.rows;
      expect(rows.map((r: Record<string, unknown>) => [r.code, r.name, r.type, r.allowedValues, r.mandatory])).toEqual([
        ['BRAND', 'Brand', 'list', 'Acme\nBravo', true],
        ['ORGANIC', 'Organic', 'boolean', null, false],
        ['SHELF_LIFE_DAYS', 'Shelf life days', 'number', null, false],
        ['TEMPORARY', 'Temporary', 'text', null, false],
      ]);
      const organic = rows.find((r: { code: string }) => r.code === 'ORGANIC');
      const edited = await req('PATCH', `/api/data/product-attribute/${organic.id}`, acme, { version: organic.version, values: { name: 'Organic (EU)' } });
      expect(edited.status).toBe(200);
      expect((await req('GET', '/api/onboarding/attributes', acme)).body.data.map((a: { Name: string }) => a.Name)).toContain('Organic (EU)');
      // Another company never sees them.
      expect((await req('GET', '/api/data/product-attribute', other)).body.data.rows.map((r: { name: string }) => r.name)).toEqual(['Brand']);
    });

    it('changes and deletes an attribute of its own company only', async () => {
      const patched = await req('PATCH', `/api/onboarding/attributes/${brand}`, acme, { AllowedValues: ['Acme', 'Bravo', 'Charlie'] });
      expect(patched.body.data).toMatchObject({ Name: 'Brand', Type: 'list', AllowedValues: ['Acme', 'Bravo', 'Charlie'], Required: true });
      const renamed = await req('PATCH', `/api/onboarding/attributes/${brand}`, acme, { Name: 'Organic' });
      expect(renamed.status).toBe(200);
      await refused('PATCH', `/api/onboarding/attributes/${brand}`, acme, { Name: 'organic (eu)' }, 409, 'CONFLICT', 'Name');
      expect((await req('PATCH', `/api/onboarding/attributes/${brand}`, acme, { Name: 'Brand' })).body.data.Name).toBe('Brand');
      await refused('PATCH', `/api/onboarding/attributes/${brand}`, other, { Required: false }, 404, 'NOT_FOUND');
      await refused('DELETE', `/api/onboarding/attributes/${brand}`, other, undefined, 404, 'NOT_FOUND');
      await refused('PATCH', `/api/onboarding/attributes/${brand}`, acme, {}, 400, 'VALIDATION_ERROR');
      const temporary = (await req('GET', '/api/onboarding/attributes', acme)).body.data.find((a: { Name: string }) => a.Name === 'Temporary');
      expect((await req('DELETE', `/api/onboarding/attributes/${temporary.Id}`, acme)).body.data.Name).toBe('Temporary');
      await refused('DELETE', `/api/onboarding/attributes/${temporary.Id}`, acme, undefined, 404, 'NOT_FOUND');
      // Every write went through the data API's audit.
      const audit = (await req('GET', '/api/audit?entity=product-attribute', acme)).body.data.entries.map((e: { action: string; rowTitle: string }) => `${e.action} ${e.rowTitle}`);
      expect(audit).toEqual(expect.arrayContaining(['create Brand', 'update Organic (EU)', 'delete Temporary']));
    });
  });

  describe('step 9: S&OP cycle', () => {
    it('saves frequency, meeting day and horizon, with the rules that tie them', async () => {
      expect((await req('GET', '/api/onboarding/cycle', acme)).body.data).toBeNull();
      const monthly = { Frequency: 'monthly', MeetingWeekday: 2, MeetingWeek: 2, HorizonMonths: 18, FrozenMonths: 2 };
      await refused('PUT', '/api/onboarding/cycle', acme, { ...monthly, MeetingWeek: null }, 400, 'VALIDATION_ERROR', 'MeetingWeek');
      await refused('PUT', '/api/onboarding/cycle', acme, { ...monthly, FrozenMonths: 6, HorizonMonths: 6 }, 400, 'VALIDATION_ERROR', 'FrozenMonths');
      await refused('PUT', '/api/onboarding/cycle', acme, { ...monthly, MeetingWeekday: 8 }, 400, 'VALIDATION_ERROR', 'MeetingWeekday');
      await refused('PUT', '/api/onboarding/cycle', acme, { ...monthly, Frequency: 'daily' }, 400, 'VALIDATION_ERROR', 'Frequency');
      const weekly = await req('PUT', '/api/onboarding/cycle', acme, { ...monthly, Frequency: 'weekly', MeetingWeek: 3 });
      expect(weekly.body.data).toEqual({ ...monthly, Frequency: 'weekly', MeetingWeek: null });
      const saved = await req('PUT', '/api/onboarding/cycle', acme, monthly);
      expect(saved.body.data).toEqual(monthly);
      expect((await req('GET', '/api/onboarding/cycle', acme)).body.data).toEqual(monthly);
      expect((await req('GET', '/api/onboarding/cycle', other)).body.data).toBeNull();
    });
  });

  describe('step 10: data origin and products import', () => {
    // The products page's headers (field names here: this test server has no translations, so no labels) and values.
    const good = [
      'SKU;name;status;Source',
      'SKU-1;Tomato sauce 500 g;active;Made',
      'SKU-2;"Olive oil; extra virgin";phase-out;bought',
      'SKU-3;Pasta 1 kg;Active;MADE',
    ].join('\r\n');

    it('an ERP origin needs the system\'s name', async () => {
      await refused('PUT', '/api/onboarding/data-origin', acme, { Method: 'erp', ErpSystem: '  ' }, 400, 'VALIDATION_ERROR', 'ErpSystem');
      await refused('PUT', '/api/onboarding/data-origin', acme, { Method: 'ftp' }, 400, 'VALIDATION_ERROR', 'Method');
      const erp = await req('PUT', '/api/onboarding/data-origin', acme, { Method: 'erp', ErpSystem: 'SAP Business One', Notes: 'Nightly export' });
      expect(erp.body.data).toEqual({ Origin: { Method: 'erp', ErpSystem: 'SAP Business One', Notes: 'Nightly export' }, ProductCount: 0, LastImport: null });
      const csv = await req('PUT', '/api/onboarding/data-origin', acme, { Method: 'csv', ErpSystem: 'ignored' });
      expect(csv.body.data.Origin).toEqual({ Method: 'csv', ErpSystem: null, Notes: null });
    });

    it('a file with bad rows imports nothing and reports every problem by line, column and reason (the data API\'s codes)', async () => {
      const unknownColumn = await importFile(acme, 'sku,name,colour\nSKU-1,Tomato sauce,red');
      expect(unknownColumn.body.data).toMatchObject({ imported: false, rows: 1, problemCount: 1, problems: [{ line: 1, column: 'colour', code: 'unknownColumn' }] });

      const before = await stepTables(server.db);
      const rows = [
        'sku,name,status,family',
        'SKU-1,Tomato sauce,active,',
        ',No code,active,',
        'SKU-3,Bad status,sold-out,',
        'SKU-4,No family,active,SAUCES',
        'SKU-1,Twice,active,',
      ].join('\n');
      const result = await importFile(acme, rows);
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({ dryRun: false, imported: false, rows: 5, problemCount: 4 });
      expect(result.body.data.problems.map((p: { line: number; column: string; code: string }) => `${p.line} ${p.column} ${p.code}`)).toEqual([
        '3 sku required', '4 status notAllowed', '5 family refNotFound', '6 sku duplicateInFile',
      ]);
      expect(await stepTables(server.db)).toBe(before);
      const missing = await importFile(acme, 'name\nTomato');
      expect(missing.body.data.problems).toEqual([{ line: 1, field: 'sku', code: 'missingColumn', params: { field: 'sku' } }]);
    });

    it('checks first (dry run), then imports in one go; importing again updates by SKU; the products page shows them', async () => {
      const check = await importFile(acme, good, 'fileName=products.csv');
      expect(check.body.data).toMatchObject({ dryRun: true, imported: false, rows: 3, created: 3, updated: 0, problemCount: 0 });
      expect((await req('GET', '/api/onboarding/data-origin', acme)).body.data).toMatchObject({ ProductCount: 0, LastImport: null });
      // The products page's own import says the same of the same file.
      const generic = await call(server.app, 'POST', '/api/data/product/import?dryRun=true', { token: acme, body: good, headers: { 'content-type': 'text/csv' } });
      expect(generic.body.data).toEqual(check.body.data);

      const first = await importFile(acme, good);
      expect(first.body.data).toMatchObject({ dryRun: false, imported: true, rows: 3, created: 3, updated: 0, problemCount: 0 });
      const page = await req('GET', '/api/data/product?sort=sku', acme);
      expect(page.body.data.rows.map((r: Record<string, unknown>) => [r.sku, r.name, r.status, r.source])).toEqual([
        ['SKU-1', 'Tomato sauce 500 g', 'active', 'made'],
        ['SKU-2', 'Olive oil; extra virgin', 'phase-out', 'bought'],
        ['SKU-3', 'Pasta 1 kg', 'active', 'made'],
      ]);
      const again = await importFile(acme, `${good.replace('Pasta 1 kg', 'Pasta 1 kg (new pack)')}\r\nSKU-4;Rice;active;made`, 'fileName=products-v2.csv&dryRun=false');
      // Rows the file leaves as they are are not rewritten.
      expect(again.body.data).toMatchObject({ imported: true, rows: 4, created: 1, updated: 1 });
      const status = await req('GET', '/api/onboarding/data-origin', acme);
      expect(status.body.data).toMatchObject({ Origin: { Method: 'csv' }, ProductCount: 4, LastImport: { FileName: 'products-v2.csv', Rows: 4, Created: 1, Updated: 1 } });
      expect((await req('GET', '/api/onboarding/data-origin', other)).body.data).toEqual({ Origin: null, ProductCount: 0, LastImport: null });
      expect((await req('GET', '/api/data/product', other)).body.data.total).toBe(0);
    });

    it('attribute values are the product\'s children: set on the product, they keep their attribute from being deleted', async () => {
      const [brand] = (await req('GET', '/api/onboarding/attributes', acme)).body.data;
      const product = (await req('GET', '/api/data/product?filter=' + encodeURIComponent(JSON.stringify([{ field: 'sku', op: 'eq', value: 'SKU-1' }])), acme)).body.data.rows[0];
      const saved = await req('PATCH', `/api/data/product/${product.id}`, acme, { version: product.version, values: {}, children: { attributes: [{ values: { attribute: brand.Id, value: 'Acme' } }] } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data.children.attributes).toEqual([expect.objectContaining({ attribute: brand.Id, value: 'Acme' })]);
      await refused('DELETE', `/api/onboarding/attributes/${brand.Id}`, acme, undefined, 409, 'CONFLICT');
    });

    it('an XLSX file imports too; a file over 25 MB is refused before it is read', async () => {
      const res = await importFile(other, Buffer.alloc(26 * 1024 * 1024, 0x41));
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ ok: false, ErrorCode: 'PAYLOAD_TOO_LARGE' });
      const notXlsx = await importFile(other, 'sku,name\nA,B', 'fileName=a.xlsx&format=xlsx');
      expect(notXlsx.body).toMatchObject({ ok: false, ErrorCode: 'VALIDATION_ERROR' });
      const workbook = await xlsxFile([['SKU', 'Name'], ['X-1', 'From a spreadsheet']]);
      const xlsx = await importFile(other, workbook, 'fileName=products.xlsx&dryRun=true');
      expect(xlsx.body.data).toMatchObject({ rows: 1, created: 1, problemCount: 0, imported: false });
    });
  });

  describe('a database from before the entity tables', () => {
    it('moves the old attributes and products (with their attribute values) once, keeping rows the entity tables already have', async () => {
      const legacy = await register('Legacy Co', 'owner@legacy.test');
      const company = (await server.db.query<{ id: number }>("SELECT company_id AS id FROM users WHERE email = 'owner@legacy.test'"))[0].id;
      await server.db.query(`INSERT INTO data_units (company_id, code, name, kind) VALUES ($1, 'BTL', 'Bottle', 'count')`, [company]);
      await server.db.query(`INSERT INTO data_products (company_id, sku, name, status, source) VALUES ($1, 'OLD-3', 'Made on the products page', 'active', 'made')`, [company]);
      await server.db.query(
        `INSERT INTO product_attributes (company_id, name, type, allowed_values, required) VALUES
           ($1, 'Brand', 'list', ARRAY['Acme', 'Bravo'], true), ($1, 'Shelf life (days)', 'number', '{}', false), ($1, 'Organic', 'boolean', '{}', false)`,
        [company],
      );
      await server.db.query(
        `INSERT INTO products (company_id, code, name, family, unit, attributes) VALUES
           ($1, 'OLD-1', 'Tomato sauce', 'Sauces', 'bottle', '{"Brand": "Acme", "Shelf life (days)": 365, "Organic": true}'),
           ($1, 'OLD-2', 'Pasta', NULL, 'unit', '{"Brand": "Bravo", "Gone": "x"}'),
           ($1, 'OLD-3', 'Pasta (old name)', NULL, 'unit', '{}')`,
        [company],
      );
      expect(await moveLegacyOnboardingData(server.db, server.config)).toEqual({ attributes: 3, products: 2, values: 4 });
      const attributes = (await req('GET', '/api/onboarding/attributes', legacy)).body.data;
      expect(attributes).toEqual([
        expect.objectContaining({ Name: 'Brand', Type: 'list', AllowedValues: ['Acme', 'Bravo'], Required: true }),
        expect.objectContaining({ Name: 'Shelf life (days)', Type: 'number', Required: false }),
        expect.objectContaining({ Name: 'Organic', Type: 'boolean' }),
      ]);
      const products = (await req('GET', '/api/data/product?sort=sku', legacy)).body.data;
      expect(products.rows.map((r: Record<string, unknown>) => [r.sku, r.name, r.status, r.source, products.refs.unit?.[String(r.unit)]?.title ?? null])).toEqual([
        ['OLD-1', 'Tomato sauce', 'active', 'made', 'Bottle'],
        ['OLD-2', 'Pasta', 'active', 'made', null],
        ['OLD-3', 'Made on the products page', 'active', 'made', null],
      ]);
      const one = (await req('GET', `/api/data/product/${products.rows[0].id}`, legacy)).body.data;
      expect(one.children.attributes.map((v: { value: string }) => v.value).sort()).toEqual(['365', 'Acme', 'yes']);
      // A second start finds nothing left.
      expect(await moveLegacyOnboardingData(server.db, server.config)).toEqual({ attributes: 0, products: 0, values: 0 });
    });
  });

  describe('help: booking a call', () => {
    it('books a working-day slot ahead; refuses the past, weekends, odd hours and phone calls without a number', async () => {
      const slot = { Channel: 'videoCall', Date: dayFromNow(2), Time: '10:30', TimeZone: 'Europe/Madrid', Topic: 'Importing our products' };
      await refused('POST', '/api/onboarding/bookings', acme, { ...slot, Date: dayFromNow(-3) }, 400, 'VALIDATION_ERROR', 'Date');
      await refused('POST', '/api/onboarding/bookings', acme, { ...slot, Date: dayFromNow(1, { weekend: true }) }, 400, 'VALIDATION_ERROR', 'Date');
      await refused('POST', '/api/onboarding/bookings', acme, { ...slot, Date: '2027-02-30' }, 400, 'VALIDATION_ERROR', 'Date');
      await refused('POST', '/api/onboarding/bookings', acme, { ...slot, Date: dayFromNow(200) }, 400, 'VALIDATION_ERROR', 'Date');
      await refused('POST', '/api/onboarding/bookings', acme, { ...slot, Time: '23:00' }, 400, 'VALIDATION_ERROR', 'Time');
      await refused('POST', '/api/onboarding/bookings', acme, { ...slot, Time: '7:00' }, 400, 'VALIDATION_ERROR', 'Time');
      await refused('POST', '/api/onboarding/bookings', acme, { ...slot, TimeZone: 'Nowhere/City' }, 400, 'VALIDATION_ERROR', 'TimeZone');
      await refused('POST', '/api/onboarding/bookings', acme, { ...slot, Channel: 'phone' }, 400, 'VALIDATION_ERROR', 'Phone');
      const booked = await req('POST', '/api/onboarding/bookings', acme, slot);
      expect(booked.status).toBe(201);
      expect(booked.body.data).toMatchObject({ ...slot, Status: 'requested' });
      const phone = await req('POST', '/api/onboarding/bookings', acme, { ...slot, Channel: 'phone', Phone: '+34 600 000 000', Time: '16:00' });
      expect(phone.body.data.Phone).toBe('+34 600 000 000');
      const list = await req('GET', '/api/onboarding/bookings', acme);
      expect(list.body.data).toHaveLength(2);
      expect((await req('GET', '/api/onboarding/bookings', other)).body.data).toEqual([]);
      for (let i = 0; i < 3; i++) expect((await req('POST', '/api/onboarding/bookings', acme, { ...slot, Time: `1${i}:00` })).status).toBe(201);
      await refused('POST', '/api/onboarding/bookings', acme, slot, 409, 'CONFLICT');
    });
  });

  describe('step 11: summary, then finishing', () => {
    it('summarises what the company set up', async () => {
      await req('POST', '/api/dimensions', acme, { Name: 'Region', Values: ['North', 'South'] });
      const summary = await req('GET', '/api/onboarding/summary', acme);
      expect(summary.status).toBe(200);
      const data = summary.body.data;
      expect(data.Company).toEqual({ BussinessAlias: 'Acme Foods Iberia', Currency: 'EUR', TimeZone: 'Europe/Madrid', FiscalYearStartMonth: 4 });
      expect(data.Terms.Version).toBe(server.config.onboarding.terms.version);
      expect(data.Billing).toEqual({ PlanId: 'professional', LegalName: 'Acme Foods SL', Country: 'ES' });
      expect(data.Users).toEqual([expect.objectContaining({ Email: 'ana@acme.test', Status: 'active' })]);
      expect(data.Plugins).toEqual(['ABC_ANALYSIS', 'PROMOTIONS']);
      expect(data.Dimensions).toEqual([expect.objectContaining({ Name: 'Region', ValueCount: 2 })]);
      expect(data.Attributes.map((a: { Name: string }) => a.Name)).toEqual(['Brand', 'Shelf life days', 'Organic (EU)']);
      expect(data.Cycle).toMatchObject({ Frequency: 'monthly', HorizonMonths: 18 });
      expect(data.DataOrigin).toEqual({ Method: 'csv', ErpSystem: null, Notes: null });
      expect(data.ProductCount).toBe(4);
      expect(data.LastImport.FileName).toBe('products-v2.csv');
      const empty = (await req('GET', '/api/onboarding/summary', other)).body.data;
      expect(empty).toMatchObject({ Terms: null, Cycle: null, DataOrigin: null, ProductCount: 0, LastImport: null, Users: [], Dimensions: [] });
    });

    it('after finishing, the wizard\'s writes are closed and its reads still answer', async () => {
      const required = server.config.onboarding.steps.filter((s) => !s.final).map((s) => s.status);
      await req('POST', '/api/onboarding/update-initial-configuration', acme, { CompletedSteps: required });
      expect((await req('POST', '/api/finish-onboardings/finish-process', acme)).status).toBe(200);
      await refused('POST', '/api/onboarding/attributes', acme, { Name: 'Late', Type: 'text' }, 409, 'CONFLICT');
      await refused('PUT', '/api/onboarding/data-origin', acme, { Method: 'manual' }, 409, 'CONFLICT');
      expect((await req('GET', '/api/onboarding/summary', acme)).status).toBe(200);
      // Terms and help stay open.
      expect((await req('POST', '/api/onboarding/terms/accept', acme, { Version: server.config.onboarding.terms.version })).status).toBe(200);
    });
  });
});
