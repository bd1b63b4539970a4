// The billing page: the details of onboarding step 3 stay editable once
// onboarding is over, through the billing route's permissions and the same
// checks as the wizard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, loginAll, startTestServer, type TestServer } from './helpers/server';

const details = { PlanId: '', LegalName: 'Demo Foods S.L.', TaxId: 'B12345674', Address: 'Calle Mayor 1', PostalCode: '28013', City: 'Madrid', Country: 'ES', Email: 'billing@demo.test' };

describe.each(databaseKinds())('billing page on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof loginAll>>;
  let body: typeof details;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await loginAll(server.app);
    body = { ...details, PlanId: server.config.onboarding.plans[0].id };
  });
  afterAll(() => server?.close());

  it('saves after onboarding through /api/billing, while the wizard call refuses', async () => {
    const wizard = await call(server.app, 'PUT', '/api/onboarding/billing', { token: tokens.admin, body });
    expect(wizard.status).toBe(409);
    const saved = await call(server.app, 'PUT', '/api/billing', { token: tokens.admin, body });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ LegalName: 'Demo Foods S.L.', TaxId: 'B12345674', City: 'Madrid' });
    const read = await call(server.app, 'GET', '/api/billing', { token: tokens.admin });
    expect(read.body.data).toEqual(saved.body.data);
  });

  it('checks the tax id like the wizard and refuses roles without the page', async () => {
    const bad = await call(server.app, 'PUT', '/api/billing', { token: tokens.admin, body: { ...body, TaxId: 'B12345675' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Field: 'TaxId' });
    for (const who of ['planner', 'viewer'] as const) {
      expect((await call(server.app, 'PUT', '/api/billing', { token: tokens[who], body })).status).toBe(403);
    }
  });
});
