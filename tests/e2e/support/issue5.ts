// Helpers of the issue-5 specs (logs, session, pages): a company of our own
// that has finished onboarding, users in it, axe, and screenshots.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResult, CreatedUser } from '../../../engine/http/api-contract';
import { apiLogin, apiRegister, useToken } from './app';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new company whose administrator has finished onboarding (so the shell, not the wizard, shows). */
export async function freshCompany(request: APIRequestContext): Promise<AuthResult & { Email: string; Password: string }> {
  const account = await apiRegister(request);
  const steps = Array.from({ length: 10 }, (_, i) => i + 1);
  const saved = await request.post('/api/onboarding/update-initial-configuration', { headers: auth(account.Token), data: { CompletedSteps: steps } });
  expect(saved.ok(), `save steps: ${await saved.text()}`).toBeTruthy();
  const finished = await request.post('/api/finish-onboardings/finish-process', { headers: auth(account.Token), data: {} });
  expect(finished.ok(), `finish: ${await finished.text()}`).toBeTruthy();
  const profile = await (await request.get('/api/profile', { headers: auth(account.Token) })).json();
  return { ...account, Profile: profile.data };
}

let shared: ReturnType<typeof freshCompany> | null = null;
/**
 * One company of our own per worker, shared by the issue-5 specs: registering
 * is limited to 20 an hour per IP, and users added to the demo company would
 * change what other specs see there. Tests keep to their own users and data.
 */
export function sharedCompany(request: APIRequestContext): ReturnType<typeof freshCompany> {
  if (!shared) {
    shared = freshCompany(request);
    shared.catch(() => { shared = null; });
  }
  return shared;
}

/** A short tag unique to this run and test, for names that searches can single out. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let made = 0;
/** A user of the admin's company, with a password (active) unless asked to invite. */
export async function addUser(request: APIRequestContext, adminToken: string, roles: number[], name?: string, invite = false): Promise<CreatedUser & { Password: string }> {
  const stamp = `${Date.now().toString(36)}${(made++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const Password = 'secret-pass-1';
  const response = await request.post('/api/users', {
    headers: auth(adminToken),
    data: { Email: `u-${stamp}@example.test`, Name: name ?? `User ${stamp}`, Roles: roles, ...(invite ? {} : { Password }) },
  });
  expect(response.ok(), `create user: ${await response.text()}`).toBeTruthy();
  return { ...(await response.json()).data, Password };
}

/** Signs a new user of the company in (a fresh e-mail, so the login rate limit never bites). */
export async function userSession(request: APIRequestContext, adminToken: string, roles: number[], name?: string): Promise<AuthResult & { Email: string }> {
  const user = await addUser(request, adminToken, roles, name);
  return { ...(await apiLogin(request, user.Email, user.Password)), Email: user.Email };
}

export async function open(page: Page, token: string, path: string): Promise<void> {
  await useToken(page, token);
  await page.goto(path);
  await expect(page.getByTestId('menu-bar')).toBeVisible();
}

export { seriousViolations } from './axe';

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/pages-${name}.png` });
}

/** A 500 with an ErrorCode for one API call (other methods of the same path pass through). */
export async function fail500(page: Page, pattern: string, body: { ErrorCode: string; Message: string }, method?: string, status = 500): Promise<void> {
  await page.route(pattern, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ ok: false, ...body }) });
  });
}
