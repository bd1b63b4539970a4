// The onboarding flow of the specification, as the newcomer lives it: save
// steps, try to finish too early, invite a guest (twice), finish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/seed/demo';
import { call, companyId, databaseKinds, login, loginAll, startTestServer, type TestServer } from './helpers/server';

describe.each(databaseKinds())('onboarding on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof loginAll>>;
  let finalStep: number;
  let required: number[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await loginAll(server.app);
    finalStep = server.config.onboarding.steps.find((s) => s.final)!.status;
    required = server.config.onboarding.steps.filter((s) => !s.final).map((s) => s.status);
  });
  afterAll(() => server?.close());

  const post = (url: string, token: string, body?: unknown) => call(server.app, 'POST', url, { token, body });

  it('the config has 11 steps, the last one final', () => {
    expect(server.config.onboarding.steps).toHaveLength(11);
    expect(finalStep).toBe(11);
    expect(required).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('newcomer: CompletedSteps starts null; steps are saved sorted', async () => {
    const start = await post('/api/onboarding/get-initial-configuration', tokens.newcomer);
    expect(start.body).toEqual({ ok: true, data: { CompletedSteps: null } });
    const saved = await post('/api/onboarding/update-initial-configuration', tokens.newcomer, { CompletedSteps: [3, 1, 2] });
    expect(saved.body.data).toEqual({ CompletedSteps: [1, 2, 3] });
    expect((await post('/api/onboarding/get-initial-configuration', tokens.newcomer)).body.data.CompletedSteps).toEqual([1, 2, 3]);
  });

  it('finishing before steps 1-10 are done is refused with 409 ONBOARDING_INCOMPLETE and changes nothing', async () => {
    const early = await post('/api/finish-onboardings/finish-process', tokens.newcomer);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ ok: false, ErrorCode: 'ONBOARDING_INCOMPLETE' });
    // The final step alone does not count: 1..9 + 11 is still incomplete.
    await post('/api/onboarding/update-initial-configuration', tokens.newcomer, { CompletedSteps: [1, 2, 3, 4, 5, 6, 7, 8, 9, 11] });
    expect((await post('/api/finish-onboardings/finish-process', tokens.newcomer)).status).toBe(409);
    expect((await call(server.app, 'GET', '/api/profile', { token: tokens.newcomer })).body.data.OnBoarding).toBe(true);
  });

  it('inviting a guest creates an inactive administrator with an invitation; the same e-mail again answers ok false USER_EXISTS', async () => {
    const first = await post('/api/onboarding/add-guest-user', tokens.newcomer, { Email: 'guest@newcomer.test', Name: 'Gus Guest' });
    expect(first.status).toBe(200);
    expect(first.body.ok).toBe(true);
    expect(first.body.data.InvitationUrl).toMatch(/^\/auth\/accept-invitation\?token=/);
    const [guest] = await server.db.query<{ roles: number[]; active: boolean; onboarding: boolean; company: number }>(
      'SELECT roles, active, onboarding, company_id AS company FROM users WHERE email = $1', ['guest@newcomer.test'],
    );
    expect(guest).toEqual({ roles: [server.config.onboarding.inviteRole], active: false, onboarding: true, company: await companyId(server.db, DEMO_USERS.newcomer.email) });
    const second = await post('/api/onboarding/add-guest-user', tokens.newcomer, { Email: 'GUEST@newcomer.test', Name: 'Gus again' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ ok: false, ErrorCode: 'USER_EXISTS' });
    expect(second.body.Message).toBeTruthy();
    // An e-mail of another company is "existing" too (e-mails are unique everywhere).
    const other = await post('/api/onboarding/add-guest-user', tokens.newcomer, { Email: 'viewer@demo.test', Name: 'V' });
    expect(other.body).toMatchObject({ ok: false, ErrorCode: 'USER_EXISTS' });

    // The guest accepts and lands in the same onboarding.
    const token = new URL(first.body.data.InvitationUrl, 'http://x').searchParams.get('token');
    const accepted = await post('/api/auth/accept-invitation', '', { Token: token, Password: 'guest-password' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.Profile).toMatchObject({ OnBoarding: true, Roles: [1], BussinessAlias: 'Newcomer Ltd' });
    expect(await login(server.app, 'guest@newcomer.test', 'guest-password')).toBeTruthy();
  });

  it('finishing after steps 1-10 clears the onboarding flag of every user of the company, and only of that company', async () => {
    const saved = await post('/api/onboarding/update-initial-configuration', tokens.newcomer, { CompletedSteps: required });
    expect(saved.body.data.CompletedSteps).toEqual(required);
    const registered = await call(server.app, 'POST', '/api/auth/register', { body: { BussinessAlias: 'Bystander', Name: 'B', Email: 'b@bystander.test', Password: 'password' } });
    const finished = await post('/api/finish-onboardings/finish-process', tokens.newcomer);
    expect(finished.status).toBe(200);
    expect(finished.body).toEqual({ ok: true, data: null });
    expect((await call(server.app, 'GET', '/api/profile', { token: tokens.newcomer })).body.data.OnBoarding).toBe(false);
    const flags = await server.db.query<{ email: string; onboarding: boolean }>('SELECT email, onboarding FROM users ORDER BY email');
    expect(flags.filter((f) => f.onboarding).map((f) => f.email)).toEqual(['b@bystander.test']);
    expect((await call(server.app, 'GET', '/api/profile', { token: registered.body.Token })).body.data.OnBoarding).toBe(true);
    // Once finished, the configuration can no longer be edited; finishing again is harmless.
    const late = await post('/api/onboarding/update-initial-configuration', tokens.newcomer, { CompletedSteps: [1] });
    expect(late.status).toBe(409);
    expect(late.body.ErrorCode).toBe('CONFLICT');
    expect((await post('/api/finish-onboardings/finish-process', tokens.newcomer)).status).toBe(200);
  });

  it('users created after the onboarding finished do not see the wizard', async () => {
    const created = await call(server.app, 'POST', '/api/users', { token: tokens.newcomer, body: { Email: 'late@newcomer.test', Name: 'Late', Roles: [5], Password: 'password' } });
    expect(created.body.data.OnBoarding).toBe(false);
  });
});
