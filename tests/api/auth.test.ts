// Sign-in, registration, tokens (refresh, expiry, forgery, revocation),
// invitations and the profile, on every test database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_PASSWORD, DEMO_USERS, NEWCOMER_COMPANY } from '../../server/seed/demo';
import { call, databaseKinds, expiredToken, forgedToken, login, sessionToken, startTestServer, type TestServer } from './helpers/server';

describe.each(databaseKinds())('auth and profile on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it.each(Object.entries(DEMO_USERS))('logs in %s and returns a token and the profile', async (_key, demo) => {
    const result = await call(server.app, 'POST', '/api/auth/login', { body: { Email: demo.email, Password: DEMO_PASSWORD } });
    expect(result.status).toBe(200);
    expect(result.body.ok).toBe(true);
    expect(result.body.Token).toBe(result.body.data.Token);
    expect(result.body.data.Profile).toMatchObject({
      Email: demo.email, Name: demo.name, Roles: demo.roles, Language: demo.language,
      BussinessAlias: demo.email.startsWith('newcomer') ? NEWCOMER_COMPANY : DEMO_COMPANY,
      OnBoarding: demo.email.startsWith('newcomer'), AutoRefresh: true, Photo: null,
    });
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const result = await call(server.app, 'POST', '/api/auth/login', { body: { Email: 'Admin@Demo.TEST', Password: DEMO_PASSWORD } });
    expect(result.status).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail alike, without saying which', async () => {
    const wrong = await call(server.app, 'POST', '/api/auth/login', { body: { Email: 'admin@demo.test', Password: 'nope-nope' } });
    const unknown = await call(server.app, 'POST', '/api/auth/login', { body: { Email: 'nobody@demo.test', Password: DEMO_PASSWORD } });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ ok: false, ErrorCode: 'INVALID_CREDENTIALS', Message: wrong.body.Message });
    }
  });

  it('profile: fetch costs nothing more than the token; refresh returns a new token with a later expiry', async () => {
    const token = await sessionToken(server.app, DEMO_USERS.planner.email);
    const plain = await call(server.app, 'GET', '/api/profile', { token });
    expect(plain.status).toBe(200);
    expect(plain.body.Token).toBeUndefined();
    expect(plain.body.data.ActivePlugins).toContain('CUSTOM_ROLES');
    await new Promise((r) => setTimeout(r, 1100)); // exp has a resolution of one second
    const refreshed = await call(server.app, 'GET', '/api/profile?refresh=true', { token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.Token).toBeTruthy();
    expect(refreshed.body.data.Token).toBe(refreshed.body.Token);
    const exp = (t: string) => JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString()).exp;
    expect(exp(refreshed.body.Token)).toBeGreaterThan(exp(token));
    expect((await call(server.app, 'GET', '/api/profile', { token: refreshed.body.Token })).status).toBe(200);
  });

  it('a refresh in the same second as the sign-in still answers a token of its own', async () => {
    const token = await sessionToken(server.app, DEMO_USERS.planner.email);
    const refreshed = await call(server.app, 'GET', '/api/profile?refresh=true', { token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.Token).not.toBe(token);
    expect((await call(server.app, 'GET', '/api/profile', { token: refreshed.body.Token })).status).toBe(200);
  });

  it('refuses an expired token with TOKEN_EXPIRED and a forged or garbled one with UNAUTHORIZED', async () => {
    const token = await sessionToken(server.app, DEMO_USERS.viewer.email);
    const expired = await call(server.app, 'GET', '/api/profile', { token: await expiredToken(token, server.secret) });
    expect(expired.status).toBe(401);
    expect(expired.body.ErrorCode).toBe('TOKEN_EXPIRED');
    // A forged token that is also expired is reported as forged: the signature is checked first.
    for (const bad of [await forgedToken(token), await expiredToken(token, 'another-secret-another-secret-12'), 'abc.def.ghi', token.slice(0, -2)]) {
      const r = await call(server.app, 'GET', '/api/profile', { token: bad });
      expect(r.status).toBe(401);
      expect(r.body.ErrorCode).toBe('UNAUTHORIZED');
    }
    const noScheme = await call(server.app, 'GET', '/api/profile', { headers: { authorization: token } });
    expect(noScheme.body.ErrorCode).toBe('UNAUTHORIZED');
  });

  it('logout revokes the session: the same, still unexpired token is refused afterwards', async () => {
    const token = await sessionToken(server.app, DEMO_USERS.admin.email);
    const other = await sessionToken(server.app, DEMO_USERS.admin.email);
    expect((await call(server.app, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await call(server.app, 'GET', '/api/profile', { token });
    expect(after.status).toBe(401);
    expect(after.body.ErrorCode).toBe('UNAUTHORIZED');
    // Other sessions of the same user live on.
    expect((await call(server.app, 'GET', '/api/profile', { token: other })).status).toBe(200);
  });

  it('register creates a company and its first administrator, onboarding, with no step done', async () => {
    const body = { BussinessAlias: 'Fresh Start SL', Name: 'Fiona First', Email: 'fiona@fresh.test', Password: 'long-enough', Language: 'ca' };
    const result = await call(server.app, 'POST', '/api/auth/register', { body });
    expect(result.status).toBe(201);
    expect(result.body.data.Profile).toMatchObject({ BussinessAlias: 'Fresh Start SL', Roles: [1], OnBoarding: true, Language: 'ca', ActivePlugins: [] });
    const token = result.body.Token;
    const onboarding = await call(server.app, 'POST', '/api/onboarding/get-initial-configuration', { token });
    expect(onboarding.body.data).toEqual({ CompletedSteps: null });
    // Seeded with the default favourites the user can open.
    const favorites = await call(server.app, 'GET', '/api/favorites', { token });
    expect(favorites.body.data).toEqual(server.config.app.favorites.defaults);
    // And they can sign in with the password.
    expect(await login(server.app, 'fiona@fresh.test', 'long-enough')).toBeTruthy();
    const again = await call(server.app, 'POST', '/api/auth/register', { body: { ...body, Email: 'FIONA@fresh.test' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ErrorCode: 'USER_EXISTS', Field: 'Email' });
  });

  it('register refuses a short password and names the field', async () => {
    const r = await call(server.app, 'POST', '/api/auth/register', { body: { BussinessAlias: 'X', Name: 'Y', Email: 'short@pw.test', Password: 'short' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ ok: false, ErrorCode: 'VALIDATION_ERROR', Field: 'Password' });
  });

  it('PATCH /api/profile changes name, language, photo and auto-refresh', async () => {
    const token = await sessionToken(server.app, DEMO_USERS.viewer.email);
    const photo = `data:image/png;base64,${Buffer.from('not really a png but base64').toString('base64')}`;
    const r = await call(server.app, 'PATCH', '/api/profile', { token, body: { Name: 'Víctor V.', Language: 'it', Photo: photo, AutoRefresh: false } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ Name: 'Víctor V.', Language: 'it', Photo: photo, AutoRefresh: false });
    expect((await call(server.app, 'GET', '/api/profile', { token })).body.data.Photo).toBe(photo);
    const cleared = await call(server.app, 'PATCH', '/api/profile', { token, body: { Photo: null } });
    expect(cleared.body.data).toMatchObject({ Photo: null, Name: 'Víctor V.' });
    for (const [body, field] of [
      [{ Language: 'de' }, 'Language'],
      [{ Photo: 'data:image/gif;base64,AAAA' }, 'Photo'],
      [{ Photo: 'https://example.com/me.png' }, 'Photo'],
      [{ Photo: `data:image/png;base64,${'A'.repeat(420_000)}` }, 'Photo'],
      [{ Name: '' }, 'Name'],
      [{ AutoRefresh: 'yes' }, 'AutoRefresh'],
      [{ Email: 'x@y.test' }, 'Email'],
    ] as const) {
      const bad = await call(server.app, 'PATCH', '/api/profile', { token, body });
      expect(bad.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(bad.body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Field: field });
    }
    const empty = await call(server.app, 'PATCH', '/api/profile', { token, body: {} });
    expect(empty.status).toBe(400);
  });

  it('a deactivated user cannot log in, and their open sessions end at once', async () => {
    const admin = await sessionToken(server.app, DEMO_USERS.admin.email);
    const created = await call(server.app, 'POST', '/api/users', { token: admin, body: { Email: 'temp@demo.test', Name: 'Temp', Roles: [5], Password: 'password-1' } });
    expect(created.status).toBe(201);
    const tempToken = await login(server.app, 'temp@demo.test', 'password-1');
    const off = await call(server.app, 'PATCH', `/api/users/${created.body.data.Id}`, { token: admin, body: { Active: false } });
    expect(off.body.data.Active).toBe(false);
    expect((await call(server.app, 'GET', '/api/profile', { token: tempToken })).status).toBe(401);
    const refused = await call(server.app, 'POST', '/api/auth/login', { body: { Email: 'temp@demo.test', Password: 'password-1' } });
    expect(refused.status).toBe(403);
    expect(refused.body.ErrorCode).toBe('FORBIDDEN');
  });

  it('an invited user can accept the invitation once, then log in', async () => {
    const admin = await sessionToken(server.app, DEMO_USERS.admin.email);
    const created = await call(server.app, 'POST', '/api/users', { token: admin, body: { Email: 'invitee@demo.test', Name: 'Ivo Invitee', Roles: [2] } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ Active: false, Roles: [2] });
    const url: string = created.body.data.InvitationUrl;
    expect(url).toMatch(/^\/auth\/accept-invitation\?token=[A-Za-z0-9_-]+$/);
    // Not active yet: no password works.
    expect((await call(server.app, 'POST', '/api/auth/login', { body: { Email: 'invitee@demo.test', Password: 'anything-1' } })).status).toBe(401);
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const accepted = await call(server.app, 'POST', '/api/auth/accept-invitation', { body: { Token: token, Password: 'my-new-password' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.Profile).toMatchObject({ Email: 'invitee@demo.test', Roles: [2], BussinessAlias: DEMO_COMPANY });
    expect(await login(server.app, 'invitee@demo.test', 'my-new-password')).toBeTruthy();
    const twice = await call(server.app, 'POST', '/api/auth/accept-invitation', { body: { Token: token, Password: 'another-password' } });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ ErrorCode: 'BAD_REQUEST', Field: 'Token' });
  });
});

describe('login rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { build: { rateLimit: { login: { max: 3, timeWindowMs: 60_000 } } } });
  });
  afterAll(() => server?.close());

  it('refuses the 4th attempt for one e-mail within the window with RATE_LIMITED, other e-mails unaffected', async () => {
    const attempt = (email: string, password = 'wrong-password') => call(server.app, 'POST', '/api/auth/login', { body: { Email: email, Password: password } });
    for (let i = 0; i < 3; i++) expect((await attempt('viewer@demo.test')).status).toBe(401);
    const limited = await attempt('viewer@demo.test', DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.ErrorCode).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await attempt('admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });
});
