// The calls behind the onboarding wizard's steps (server/routes/onboarding-steps.ts),
// on a real server and database: a freshly registered company walks them,
// bad bodies are refused with an ErrorCode and change nothing, every call is
// scoped to the caller's company, and the writes close once onboarding ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/adapter';
import { call, databaseKinds, expiredToken, forgedToken, loginAll, startTestServer, type TestServer } from './helpers/server';

/** Rows of the tables these calls write, to prove a refused call changed nothing. */
async function stepTables(db: Db): Promise<string> {
  const tables = ['terms_acceptances', 'company_billing', 'companies', 'product_attributes', 'sop_cycles', 'company_data_origins', 'products', 'product_imports', 'onboarding_bookings', 'company_plugins', 'invitations'];
  const parts: string[] = [];
  for (const table of tables) parts.push(`${table}:${JSON.stringify(await db.query(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY to_jsonb(t)::text`))}`);
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

  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, body?: unknown) => call(server.app, method, url, { token, body });

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
      ['POST', '/api/onboarding/products/import', { FileName: 'a.csv', Content: 'code,name\nA,B' }],
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
      await refused('POST', '/api/onboarding/products/import', demo.admin, { FileName: 'a.csv', Content: 'code,name\nA,B' }, 409, 'CONFLICT');
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
      await refused('POST', '/api/onboarding/attributes', acme, { Name: ' Code ', Type: 'text' }, 400, 'VALIDATION_ERROR', 'Name');
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

    it('changes and deletes an attribute of its own company only', async () => {
      const patched = await req('PATCH', `/api/onboarding/attributes/${brand}`, acme, { AllowedValues: ['Acme', 'Bravo', 'Charlie'] });
      expect(patched.body.data).toMatchObject({ Name: 'Brand', Type: 'list', AllowedValues: ['Acme', 'Bravo', 'Charlie'], Required: true });
      await refused('PATCH', `/api/onboarding/attributes/${brand}`, other, { Required: false }, 404, 'NOT_FOUND');
      await refused('DELETE', `/api/onboarding/attributes/${brand}`, other, undefined, 404, 'NOT_FOUND');
      await refused('PATCH', `/api/onboarding/attributes/${brand}`, acme, {}, 400, 'VALIDATION_ERROR');
      const temporary = (await req('GET', '/api/onboarding/attributes', acme)).body.data.find((a: { Name: string }) => a.Name === 'Temporary');
      expect((await req('DELETE', `/api/onboarding/attributes/${temporary.Id}`, acme)).body.data.Name).toBe('Temporary');
      await refused('DELETE', `/api/onboarding/attributes/${temporary.Id}`, acme, undefined, 404, 'NOT_FOUND');
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
    const good = [
      'code;name;family;unit;Brand;Shelf life days;Organic',
      'SKU-1;Tomato sauce 500 g;Sauces;unit;Acme;365;yes',
      'SKU-2;"Olive oil; extra virgin";Oils;bottle;bravo;730,5;no',
      'SKU-3;Pasta 1 kg;;;Charlie;;',
    ].join('\r\n');

    it('an ERP origin needs the system\'s name', async () => {
      await refused('PUT', '/api/onboarding/data-origin', acme, { Method: 'erp', ErpSystem: '  ' }, 400, 'VALIDATION_ERROR', 'ErpSystem');
      await refused('PUT', '/api/onboarding/data-origin', acme, { Method: 'ftp' }, 400, 'VALIDATION_ERROR', 'Method');
      const erp = await req('PUT', '/api/onboarding/data-origin', acme, { Method: 'erp', ErpSystem: 'SAP Business One', Notes: 'Nightly export' });
      expect(erp.body.data).toEqual({ Origin: { Method: 'erp', ErpSystem: 'SAP Business One', Notes: 'Nightly export' }, ProductCount: 0, LastImport: null });
      const csv = await req('PUT', '/api/onboarding/data-origin', acme, { Method: 'csv', ErpSystem: 'ignored' });
      expect(csv.body.data.Origin).toEqual({ Method: 'csv', ErpSystem: null, Notes: null });
    });

    it('a file with bad rows imports nothing and reports every problem by line and reason', async () => {
      const bad = [
        'code,name,Brand,Shelf life days,Organic,colour',
        'SKU-1,Tomato sauce,Acme,365,yes,red',
      ].join('\n');
      const unknownColumn = await req('POST', '/api/onboarding/products/import', acme, { FileName: 'bad.csv', Content: bad });
      expect(unknownColumn.body.data).toMatchObject({ Imported: false, Rows: 0, ProblemCount: 1, Problems: [{ Line: 1, Column: 'colour', Code: 'unknownColumn' }] });

      const before = await stepTables(server.db);
      const rows = [
        'code,name,Brand,Shelf life days,Organic',
        'SKU-1,Tomato sauce,Acme,365,yes',
        ',No code,Acme,1,no',
        'SKU-3,Bad brand,Zulu,1,no',
        'SKU-4,Bad number,Acme,lots,no',
        'sku-1,Duplicate,Acme,1,maybe',
        'SKU-6,Too few fields',
      ].join('\n');
      const result = await req('POST', '/api/onboarding/products/import', acme, { FileName: 'bad.csv', Content: rows });
      expect(result.status).toBe(200);
      expect(result.body.data.Imported).toBe(false);
      expect(result.body.data.Problems).toEqual([
        { Line: 3, Column: 'code', Code: 'required' },
        { Line: 4, Column: 'Brand', Code: 'notAllowed', Value: 'Zulu', Params: { allowed: 'Acme, Bravo, Charlie' } },
        { Line: 5, Column: 'Shelf life days', Code: 'notNumber', Value: 'lots' },
        { Line: 6, Column: 'code', Code: 'duplicate', Value: 'sku-1', Params: { firstLine: 2 } },
        { Line: 6, Column: 'Organic', Code: 'notBoolean', Value: 'maybe' },
        { Line: 7, Code: 'fieldCount', Params: { expected: 5, found: 2 } },
      ]);
      expect(result.body.data.ProblemCount).toBe(6);
      expect(await stepTables(server.db)).toBe(before);
      const missing = await req('POST', '/api/onboarding/products/import', acme, { FileName: 'bad.csv', Content: 'code,name\nSKU-1,Tomato' });
      expect(missing.body.data.Problems).toEqual([{ Line: 1, Column: 'Brand', Code: 'missingColumn' }]);
    });

    it('a good file is imported in one go; importing it again updates by code', async () => {
      const first = await req('POST', '/api/onboarding/products/import', acme, { FileName: 'products.csv', Content: good });
      expect(first.body.data).toEqual({ Imported: true, Rows: 3, Created: 3, Updated: 0, Problems: [], ProblemCount: 0 });
      const stored = await server.db.query<{ code: string; name: string; family: string | null; unit: string; attributes: Record<string, unknown> }>(
        "SELECT code, name, family, unit, attributes FROM products WHERE company_id = (SELECT company_id FROM users WHERE email = 'owner@acme.test') ORDER BY code",
      );
      expect(stored).toEqual([
        { code: 'SKU-1', name: 'Tomato sauce 500 g', family: 'Sauces', unit: 'unit', attributes: { Brand: 'Acme', 'Shelf life days': 365, Organic: true } },
        { code: 'SKU-2', name: 'Olive oil; extra virgin', family: 'Oils', unit: 'bottle', attributes: { Brand: 'Bravo', 'Shelf life days': 730.5, Organic: false } },
        { code: 'SKU-3', name: 'Pasta 1 kg', family: null, unit: 'unit', attributes: { Brand: 'Charlie' } },
      ]);
      const again = await req('POST', '/api/onboarding/products/import', acme, { FileName: 'products-v2.csv', Content: `${good}\r\nSKU-4;Rice;Grains;kg;Acme;400;no` });
      expect(again.body.data).toMatchObject({ Imported: true, Rows: 4, Created: 1, Updated: 3 });
      const status = await req('GET', '/api/onboarding/data-origin', acme);
      expect(status.body.data).toMatchObject({ Origin: { Method: 'csv' }, ProductCount: 4, LastImport: { FileName: 'products-v2.csv', Rows: 4, Created: 1, Updated: 3 } });
      expect((await req('GET', '/api/onboarding/data-origin', other)).body.data).toEqual({ Origin: null, ProductCount: 0, LastImport: null });
    });

    it('a file far too large is refused before it is read', async () => {
      const huge = `code,name\n${'A,B\n'.repeat(600_000)}`;
      const res = await req('POST', '/api/onboarding/products/import', other, { FileName: 'huge.csv', Content: huge });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, ErrorCode: 'VALIDATION_ERROR', Field: 'Content' });
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
      expect(data.Attributes.map((a: { Name: string }) => a.Name)).toEqual(['Brand', 'Shelf life days', 'Organic']);
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
