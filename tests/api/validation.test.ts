// Bad input on every endpoint: 4xx with an ErrorCode (VALIDATION_ERROR naming
// the Field for schema errors) and the database unchanged. Also the error
// catalogue itself: every code the server uses exists in config/errors.yaml,
// and an unexpected failure answers 500 without any internals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERROR_CODES } from '../../server/errors/api-error';
import { findUnstorableText } from '../../server/plugins/unstorable-text';
import { DEMO_USERS } from '../../server/seed/demo';
import { call, databaseKinds, loginAll, snapshot, startTestServer, userId, type TestServer } from './helpers/server';

type Case = [label: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body: unknown, field: string | undefined, code?: string];

const LONG = 'x'.repeat(300);

/** [label, method, url, body, Field expected, ErrorCode when not VALIDATION_ERROR]. */
function badInputs(ids: { dimension: number; user: number }): Case[] {
  return [
    ['login without password', 'POST', '/api/auth/login', { Email: 'admin@demo.test' }, 'Password'],
    ['login bad e-mail', 'POST', '/api/auth/login', { Email: 'not-an-email', Password: 'demo1234' }, 'Email'],
    ['login extra field', 'POST', '/api/auth/login', { Email: 'admin@demo.test', Password: 'demo1234', Admin: true }, 'Admin'],
    ['login number e-mail', 'POST', '/api/auth/login', { Email: 42, Password: 'demo1234' }, 'Email'],
    ['login array body', 'POST', '/api/auth/login', [1, 2], undefined],
    ['register no alias', 'POST', '/api/auth/register', { Name: 'N', Email: 'n@n.test', Password: 'password' }, 'BussinessAlias'],
    ['register blank alias', 'POST', '/api/auth/register', { BussinessAlias: '   ', Name: 'N', Email: 'n@n.test', Password: 'password' }, 'BussinessAlias'],
    ['register short password', 'POST', '/api/auth/register', { BussinessAlias: 'A', Name: 'N', Email: 'n@n.test', Password: 'short' }, 'Password'],
    ['register bad language', 'POST', '/api/auth/register', { BussinessAlias: 'A', Name: 'N', Email: 'n@n.test', Password: 'password', Language: 'de' }, 'Language'],
    ['register existing e-mail', 'POST', '/api/auth/register', { BussinessAlias: 'A', Name: 'N', Email: 'admin@demo.test', Password: 'password' }, 'Email', 'USER_EXISTS'],
    ['accept bad token', 'POST', '/api/auth/accept-invitation', { Token: 'short', Password: 'password' }, 'Token'],
    ['accept unknown token', 'POST', '/api/auth/accept-invitation', { Token: 'a'.repeat(43), Password: 'password' }, 'Token', 'BAD_REQUEST'],
    ['accept short password', 'POST', '/api/auth/accept-invitation', { Token: 'a'.repeat(43), Password: 'x' }, 'Password'],
    ['logout with payload', 'POST', '/api/auth/logout', { Everything: true }, 'Everything'],
    ['profile unknown query', 'GET', '/api/profile?admin=1', undefined, 'admin'],
    ['profile bad refresh', 'GET', '/api/profile?refresh=maybe', undefined, 'refresh'],
    ['profile name too long', 'PATCH', '/api/profile', { Name: LONG }, 'Name'],
    ['profile roles', 'PATCH', '/api/profile', { Roles: [0] }, 'Roles'],
    ['profile empty', 'PATCH', '/api/profile', {}, undefined],
    ['onboarding get with payload', 'POST', '/api/onboarding/get-initial-configuration', { CompanyId: 2 }, 'CompanyId'],
    ['onboarding unknown step', 'POST', '/api/onboarding/update-initial-configuration', { CompletedSteps: [1, 99] }, 'CompletedSteps'],
    ['onboarding repeated step', 'POST', '/api/onboarding/update-initial-configuration', { CompletedSteps: [1, 1] }, 'CompletedSteps'],
    ['onboarding steps as text', 'POST', '/api/onboarding/update-initial-configuration', { CompletedSteps: '1,2' }, 'CompletedSteps'],
    ['onboarding no steps', 'POST', '/api/onboarding/update-initial-configuration', {}, 'CompletedSteps'],
    ['invite bad e-mail', 'POST', '/api/onboarding/add-guest-user', { Email: 'nope', Name: 'G' }, 'Email'],
    ['invite no name', 'POST', '/api/onboarding/add-guest-user', { Email: 'g@g.test' }, 'Name'],
    ['invite roles', 'POST', '/api/onboarding/add-guest-user', { Email: 'g@g.test', Name: 'G', Roles: [0] }, 'Roles'],
    ['finish with payload', 'POST', '/api/finish-onboardings/finish-process', { Email: 'x@y.test', Roles: [1] }, 'Email'],
    ['favourite bad action', 'POST', '/api/favorites', { Path: 'home', Action: 'toggle' }, 'Action'],
    ['favourite leading slash', 'POST', '/api/favorites', { Path: '/home', Action: 'add' }, 'Path'],
    ['favourite unknown page', 'POST', '/api/favorites', { Path: 'no-such-page', Action: 'add' }, 'Path', 'BAD_REQUEST'],
    ['favourite unknown dimension', 'POST', '/api/favorites', { Path: 'dimensions/999999', Action: 'add' }, 'Path', 'BAD_REQUEST'],
    ['favourite pattern itself', 'POST', '/api/favorites', { Path: 'dimensions/:id', Action: 'add' }, 'Path'],
    ['favourite no path', 'POST', '/api/favorites', { Action: 'add' }, 'Path'],
    ['plugin bad state', 'PUT', '/api/plugins/CONTAINERS', { Active: 'yes' }, 'Active'],
    ['plugin no state', 'PUT', '/api/plugins/CONTAINERS', {}, 'Active'],
    ['plugin unknown', 'PUT', '/api/plugins/NOT_A_PLUGIN', { Active: true }, 'id', 'NOT_FOUND'],
    ['dimension bad id', 'GET', '/api/dimensions/abc', undefined, 'id'],
    ['dimension zero id', 'GET', '/api/dimensions/0', undefined, 'id'],
    ['dimension huge id', 'GET', '/api/dimensions/99999999999', undefined, 'id'],
    ['dimension missing', 'GET', '/api/dimensions/999999', undefined, undefined, 'NOT_FOUND'],
    ['dimension empty name', 'POST', '/api/dimensions', { Name: '' }, 'Name'],
    ['dimension long name', 'POST', '/api/dimensions', { Name: 'x'.repeat(81) }, 'Name'],
    ['dimension existing name', 'POST', '/api/dimensions', { Name: 'region' }, 'Name', 'CONFLICT'],
    ['dimension repeated values', 'POST', '/api/dimensions', { Name: 'New', Values: ['a', 'a'] }, 'Values'],
    ['dimension value type', 'POST', '/api/dimensions', { Name: 'New', Values: [1] }, 'Values'],
    ['dimension rename clash', 'PATCH', `/api/dimensions/${ids.dimension}`, { Name: 'Brand' }, 'Name', 'CONFLICT'],
    ['dimension empty patch', 'PATCH', `/api/dimensions/${ids.dimension}`, {}, undefined],
    ['dimension patch id', 'PATCH', `/api/dimensions/${ids.dimension}`, { Id: 5 }, 'Id'],
    ['dimension delete missing', 'DELETE', '/api/dimensions/999999', undefined, undefined, 'NOT_FOUND'],
    ['restrictions unknown feature', 'POST', '/api/restrictions/check', { Features: ['FORECASTS', 'NOPE'] }, 'Features'],
    ['restrictions not a list', 'POST', '/api/restrictions/check', { Features: 'FORECASTS' }, 'Features'],
    ['report bad id', 'GET', '/api/custom-reports/-1', undefined, 'id'],
    ['report missing', 'GET', '/api/custom-reports/999999', undefined, undefined, 'NOT_FOUND'],
    ['user unknown role', 'POST', '/api/users', { Email: 'u@u.test', Name: 'U', Roles: [42] }, 'Roles'],
    ['user no roles', 'POST', '/api/users', { Email: 'u@u.test', Name: 'U', Roles: [] }, 'Roles'],
    ['user short password', 'POST', '/api/users', { Email: 'u@u.test', Name: 'U', Roles: [5], Password: 'short' }, 'Password'],
    ['user existing e-mail', 'POST', '/api/users', { Email: 'VIEWER@demo.test', Name: 'U', Roles: [5] }, 'Email', 'USER_EXISTS'],
    ['user patch nothing', 'PATCH', `/api/users/${ids.user}`, {}, undefined],
    ['user patch e-mail', 'PATCH', `/api/users/${ids.user}`, { Email: 'x@x.test' }, 'Email'],
    ['user patch bad active', 'PATCH', `/api/users/${ids.user}`, { Active: 0 }, 'Active'],
    ['user patch missing', 'PATCH', '/api/users/999999', { Active: false }, undefined, 'NOT_FOUND'],
  ];
}

/** Text PostgreSQL cannot store, in bodies, query strings and paths: [label, method, url, body, Field, words the Message must contain]. */
function unstorableInputs(ids: { dimension: number }): Array<[string, 'GET' | 'POST' | 'PUT' | 'PATCH', string, unknown, string | undefined, string]> {
  return [
    ['dimension name NUL', 'POST', '/api/dimensions', { Name: '\u0000' }, 'Name', 'Name contains a NUL'],
    ['dimension fourth value NUL', 'POST', '/api/dimensions', { Name: 'Ok', Values: ['a', 'b', 'c', 'x\u0000y'] }, 'Values', 'Values[3] contains a NUL'],
    ['dimension patch lone high surrogate', 'PATCH', `/api/dimensions/${ids.dimension}`, { Values: ['fine', 'cake \ud83c'] }, 'Values', 'Values[1] contains an unpaired'],
    ['profile name lone low surrogate', 'PATCH', '/api/profile', { Name: '\udc00Ann' }, 'Name', 'Name contains an unpaired'],
    ['login e-mail NUL (public call)', 'POST', '/api/auth/login', { Email: 'admin\u0000@demo.test', Password: 'demo1234' }, 'Email', 'Email contains a NUL'],
    ['register alias surrogate', 'POST', '/api/auth/register', { BussinessAlias: 'Acme \ud800', Name: 'N', Email: 'n@n.test', Password: 'password' }, 'BussinessAlias', 'BussinessAlias contains'],
    ['favourite path NUL', 'POST', '/api/favorites', { Path: 'home\u0000', Action: 'add' }, 'Path', 'Path contains a NUL'],
    ['custom report name NUL', 'POST', '/api/custom-reports', { Name: 'Report \u0000', Route: 'discontinued-products-report', View: 0, State: {} }, 'Name', 'Name contains a NUL'],
    ['user name NUL', 'POST', '/api/users', { Email: 'u@u.test', Name: 'U\u0000', Roles: [5] }, 'Name', 'Name contains a NUL'],
    ['nested unknown field NUL', 'POST', '/api/dimensions', { Name: 'Ok', Extra: { list: [{ deep: '\u0000' }] } }, 'Extra', 'Extra.list[0].deep contains'],
    ['field name NUL', 'POST', '/api/dimensions', { 'Na\u0000me': 'x' }, undefined, 'field name containing a NUL'],
    ['query string NUL', 'GET', '/api/profile?refresh=%00', undefined, 'refresh', 'refresh contains a NUL'],
    ['path parameter NUL', 'PUT', '/api/plugins/CONTAINERS%00', { Active: true }, 'id', 'id contains a NUL'],
    ['numeric path parameter NUL', 'GET', `/api/dimensions/${ids.dimension}%00`, undefined, 'id', 'id contains a NUL'],
  ];
}

describe('unstorable text finder', () => {
  it('names the path of the first NUL or lone surrogate, keys included, and accepts paired surrogates', () => {
    expect(findUnstorableText({ Name: 'Café 🍰', Values: ['ok', '\u0000'] })).toEqual({ path: 'Values[1]', field: 'Values', inKey: false, reason: 'nul' });
    expect(findUnstorableText({ A: { 'b-c': ['x', '\ud83d'] } })).toMatchObject({ path: 'A["b-c"][1]', field: 'A', reason: 'surrogate' });
    expect(findUnstorableText({ A: { ['\u0000']: 1 } })).toMatchObject({ path: 'A', field: 'A', inKey: true, reason: 'nul' });
    expect(findUnstorableText('\udfff')).toMatchObject({ path: '', field: undefined, reason: 'surrogate' });
    expect(findUnstorableText(['a', 'b\udbff\udfffc', 1, null, true, { x: 'ñ' }])).toBeUndefined();
    // Document order: the first offender is reported, not the last.
    expect(findUnstorableText({ First: '\u0000', Second: '\ud800' })?.path).toBe('First');
    // Deep nesting does not overflow the stack.
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)?.reason).toBe('nul');
  });
});

describe('error catalogue', () => {
  it('every error code the server answers with is declared in config/errors.yaml with an HTTP status', async () => {
    const { realConfig } = await import('./helpers/config');
    const config = await realConfig();
    const declared = new Map(config.errors.codes.map((c) => [c.code, c.status]));
    for (const code of SERVER_ERROR_CODES) {
      expect(declared.has(code), code).toBe(true);
      expect(declared.get(code)).toBeGreaterThanOrEqual(400);
    }
  });
});

describe.each(databaseKinds())('bad input on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let ids: { dimension: number; user: number };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      build: {
        // A route that fails the way a bug would: with a database error carrying SQL and a stack.
        extraRoutes: (app) => {
          app.get('/test/explode', async () => {
            await server.db.query('SELECT * FROM table_that_does_not_exist WHERE secret = $1', ['s3cr3t']);
            return { ok: true, data: null };
          });
          app.get('/test/throw', async () => {
            throw new Error('internal detail: password=hunter2');
          });
        },
      },
    });
    token = (await loginAll(server.app)).super;
    const [dimension] = await server.db.query<{ id: number }>(`SELECT d.id FROM dimensions d JOIN users u ON u.company_id = d.company_id WHERE u.email = 'super@demo.test' AND d.name = 'Region'`);
    ids = { dimension: dimension.id, user: await userId(server.db, DEMO_USERS.viewer.email) };
  });
  afterAll(() => server?.close());

  it('every bad body, query or path parameter gets 4xx with an ErrorCode, a Message and the Field, and changes nothing', async () => {
    const before = await snapshot(server.db);
    for (const [label, method, url, body, field, code] of badInputs(ids)) {
      const result = await call(server.app, method, url, { token, body });
      const text = `${label}: ${result.status} ${JSON.stringify(result.body)}`;
      expect(result.status, text).toBeGreaterThanOrEqual(400);
      expect(result.status, text).toBeLessThan(500);
      expect(result.body.ok, text).toBe(false);
      expect(result.body.ErrorCode, text).toBe(code ?? 'VALIDATION_ERROR');
      expect(result.body.Message, text).toMatch(/\w/);
      if (field) expect(result.body.Field, text).toBe(field);
      // A translated refusal also carries its key and parameters, for the browser to word it in the user's language.
      const translated = result.body.MessageKey ? ['MessageKey', ...(result.body.MessageParams ? ['MessageParams'] : [])] : [];
      expect(Object.keys(result.body).sort(), text).toEqual(['ErrorCode', 'Message', 'ok', ...(result.body.Field ? ['Field'] : []), ...translated].sort());
    }
    expect(await snapshot(server.db)).toBe(before);
  });

  it('a NUL character or a lone surrogate anywhere (body, query string, path) gets 400 VALIDATION_ERROR naming the field, and changes nothing', async () => {
    const before = await snapshot(server.db);
    for (const [label, method, url, body, field, words] of unstorableInputs(ids)) {
      const result = await call(server.app, method, url, { token, body });
      const text = `${label}: ${result.status} ${JSON.stringify(result.body)}`;
      expect(result.status, text).toBe(400);
      expect(result.body.ErrorCode, text).toBe('VALIDATION_ERROR');
      expect(result.body.Field, text).toBe(field);
      expect(result.body.Message, text).toContain(words);
    }
    // Without a token the body is never looked at: 401 as for any other body.
    expect((await call(server.app, 'POST', '/api/dimensions', { body: { Name: '\u0000' } })).status).toBe(401);
    expect(await snapshot(server.db)).toBe(before);
  });

  it('text with paired surrogates (emoji) and other control characters is stored exactly', async () => {
    const name = `Tarta 🍰 ${kind} \u0001\t`;
    const created = await call(server.app, 'POST', '/api/dimensions', { token, body: { Name: name, Values: ['𝔘nicode', 'ñandú'] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = await call(server.app, 'GET', `/api/dimensions/${created.body.data.Id}`, { token });
    expect(read.body.data).toMatchObject({ Name: name.trim(), Values: ['𝔘nicode', 'ñandú'] });
    await call(server.app, 'DELETE', `/api/dimensions/${created.body.data.Id}`, { token });
  });

  it('validation messages say what is wrong in words', async () => {
    const missing = await call(server.app, 'POST', '/api/auth/login', { body: { Email: 'a@b.test' } });
    expect(missing.body.Message).toBe('Password is required');
    const extra = await call(server.app, 'POST', '/api/dimensions', { token, body: { Name: 'Ok', Colour: 'red' } });
    expect(extra.body.Message).toBe('Colour is not an accepted field');
    const language = await call(server.app, 'PATCH', '/api/profile', { token, body: { Language: 'de' } });
    expect(language.body.Message).toBe('Language must be one of: es, ca, en, it, fr');
  });

  it('malformed JSON, a wrong content type and an oversized body are refused cleanly', async () => {
    const before = await snapshot(server.db);
    const malformed = await server.app.inject({ method: 'POST', url: '/api/dimensions', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: '{"Name": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ ok: false, ErrorCode: 'BAD_REQUEST' });
    const proto = await server.app.inject({ method: 'POST', url: '/api/dimensions', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: '{"Name":"P","__proto__":{"x":1}}' });
    expect(proto.statusCode).toBe(400);
    const text = await server.app.inject({ method: 'POST', url: '/api/dimensions', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }, payload: 'Name=x' });
    expect(text.statusCode).toBe(400);
    expect(text.json().ErrorCode).toBe('BAD_REQUEST');
    const huge = await call(server.app, 'PATCH', '/api/profile', { token, body: { Name: 'x', Photo: `data:image/png;base64,${'A'.repeat(1_100_000)}` } });
    expect(huge.status).toBe(413);
    expect(huge.body.ErrorCode).toBe('PAYLOAD_TOO_LARGE');
    expect(await snapshot(server.db)).toBe(before);
  });

  it('an empty body is accepted where the call takes no payload', async () => {
    const empty = await server.app.inject({ method: 'POST', url: '/api/onboarding/get-initial-configuration', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(200);
    const none = await server.app.inject({ method: 'POST', url: '/api/onboarding/get-initial-configuration', headers: { authorization: `Bearer ${token}` } });
    expect(none.statusCode).toBe(200);
    expect(none.json().data.CompletedSteps).toHaveLength(10);
  });

  it('an unexpected failure answers 500 INTERNAL_ERROR with no stack, SQL or detail', async () => {
    for (const url of ['/api/test/explode', '/api/test/throw']) {
      const result = await call(server.app, 'GET', url, { token });
      expect(result.status).toBe(500);
      expect(result.body.ok).toBe(false);
      expect(result.body.ErrorCode).toBe('INTERNAL_ERROR');
      const text = JSON.stringify(result.body);
      for (const leak of ['table_that_does_not_exist', 'SELECT', 's3cr3t', 'hunter2', 'stack', '.ts:', 'at ']) expect(text).not.toContain(leak);
    }
  });
});
