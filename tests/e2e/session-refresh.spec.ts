// The session check (issue 5) on Playwright's fake clock: every
// session.checkIntervalMs (50 minutes) the shell either refreshes the session
// (auto refresh on: GET /api/profile?refresh=true, new token stored, timer
// restarted) or ends it (auto refresh off, or a failed refresh: the
// sessionExpireMessage alert, then auth/login). Tabs agree.
import { expect, test, type Page } from '@playwright/test';
import { loadApp, loginWithForm, tr } from './support/app';
import { auth, fail500, open, sharedCompany, userSession } from './support/issue5';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('sop.token'));

async function userWithAutoRefresh(page: Page, autoRefresh: boolean) {
  const company = await sharedCompany(page.request);
  const user = await userSession(page.request, company.Token, [5], autoRefresh ? 'Auto refresh on' : 'Auto refresh off');
  const patched = await page.request.patch('/api/profile', { headers: auth(user.Token), data: { AutoRefresh: autoRefresh } });
  expect(patched.ok()).toBeTruthy();
  return user;
}

test('auto refresh on: the profile is re-fetched with the refresh flag, the new token stored and the timer restarted', async ({ page }) => {
  const { config } = await loadApp();
  const user = await userWithAutoRefresh(page, true);
  await page.clock.install();
  await open(page, user.Token, '/sales');
  const refreshes: string[] = [];
  page.on('request', (request) => { if (request.url().includes('/api/profile?refresh=true')) refreshes.push(request.url()); });

  // just before the interval: nothing happens
  await page.clock.runFor(config.app.session.checkIntervalMs - 60_000);
  expect(refreshes).toHaveLength(0);
  await page.clock.runFor(61_000);
  await expect.poll(() => refreshes.length).toBe(1);
  await expect.poll(() => storedToken(page)).not.toBe(user.Token);
  const fresh = (await storedToken(page))!;
  // the new token works and the page stays where it was
  expect((await page.request.get('/api/profile', { headers: auth(fresh) })).ok()).toBeTruthy();
  await expect(page).toHaveURL(/\/sales$/);
  await expect(page.getByTestId('menu-bar')).toBeVisible();
  await expect(page.getByTestId('log-toast')).toHaveCount(0);

  // restarted: another check comes round, and refreshes again
  await page.clock.runFor(config.app.session.checkIntervalMs);
  await expect.poll(() => refreshes.length).toBe(2);
  await expect(page).toHaveURL(/\/sales$/);
});

test('auto refresh on but the refresh fails: the session is cleared and the user goes to auth/login', async ({ page }) => {
  const { config } = await loadApp();
  const user = await userWithAutoRefresh(page, true);
  await page.clock.install();
  await open(page, user.Token, '/purchases');
  await page.route('**/api/profile?refresh=true', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ ok: false, ErrorCode: 'SERVICE_UNAVAILABLE', Message: 'down' }) }));
  await page.clock.runFor(config.app.session.checkIntervalMs + 1000);
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByTestId('log-toast')).toContainText(await tr(user.Profile.Language, 'messages.sessionExpireMessage'));
});

test('auto refresh off: the session is cleared, the sessionExpireMessage alert shows, then auth/login; signing in returns to the page', async ({ page }) => {
  const { config } = await loadApp();
  const user = await userWithAutoRefresh(page, false);
  const lang = user.Profile.Language;
  await page.clock.install();
  await open(page, user.Token, '/forecasts');
  const refreshes: string[] = [];
  page.on('request', (request) => { if (request.url().includes('refresh=true')) refreshes.push(request.url()); });

  await page.clock.runFor(config.app.session.checkIntervalMs + 1000);
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storedToken(page)).toBeNull();
  expect(refreshes).toEqual([]);
  const alert = page.getByTestId('log-toast');
  await expect(alert).toHaveCount(1);
  await expect(alert.getByTestId('log-toast-title')).toHaveText(await tr(lang, 'errorHeaders.TOKEN_EXPIRED'));
  await expect(alert.getByTestId('log-toast-message')).toHaveText(await tr(lang, 'messages.sessionExpireMessage'));

  await loginWithForm(page, user.Email, 'secret-pass-1');
  await expect(page).toHaveURL(/\/forecasts$/);
});

test('a session ended by the check in one tab ends it in the other tabs too', async ({ page, context }) => {
  const { config } = await loadApp();
  const user = await userWithAutoRefresh(page, false);
  await context.clock.install();
  await open(page, user.Token, '/sales');
  const other = await context.newPage();
  await other.goto('/purchases');
  await expect(other.getByTestId('menu-bar')).toBeVisible();
  // only the first tab's clock runs on: its check ends the session, the other tab follows
  await page.clock.runFor(config.app.session.checkIntervalMs + 1000);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(other).toHaveURL(/\/auth\/login$/);
});

test('a refreshed token reaches the other tabs, which keep working', async ({ page, context }) => {
  const { config } = await loadApp();
  const user = await userWithAutoRefresh(page, true);
  const refreshes: string[] = [];
  context.on('request', (request) => { if (request.url().includes('/api/profile?refresh=true')) refreshes.push(request.frame().page() === page ? 'page' : 'other'); });
  // The other tab opens before the fake clock: its check stays on the real clock, so only the first tab refreshes.
  // (Playwright starts a page opened later at the clock's install time: both checks would come due together, and
  // each tab would refresh, getting a token of its own.)
  const other = await context.newPage();
  await open(other, user.Token, '/purchases');
  await context.clock.install();
  await open(page, user.Token, '/sales');
  await page.clock.runFor(config.app.session.checkIntervalMs + 1000);
  await expect.poll(() => storedToken(page)).not.toBe(user.Token);
  const refreshed = await storedToken(page);
  expect(refreshes).toEqual(['page']);
  expect(await storedToken(other)).toBe(refreshed);
  // The other tab took the token: its next request (an in-app navigation, no reload) carries it.
  const next = other.waitForRequest((request) => request.url().includes('/api/') && !!request.headers().authorization);
  await other.evaluate(() => { window.history.pushState(null, '', '/sales'); window.dispatchEvent(new PopStateEvent('popstate')); });
  expect((await next).headers().authorization).toBe(`Bearer ${refreshed}`);
  await expect(other).toHaveURL(/\/sales$/);
  await expect(other.getByTestId('menu-bar')).toBeVisible();
});

test('a failed refresh is not shown as an HTTP error notification on top of the expiry alert', async ({ page }) => {
  const { config } = await loadApp();
  const user = await userWithAutoRefresh(page, true);
  await page.clock.install();
  await open(page, user.Token, '/sales');
  await fail500(page, '**/api/profile?refresh=true', { ErrorCode: 'INTERNAL_ERROR', Message: 'boom' });
  await page.clock.runFor(config.app.session.checkIntervalMs + 1000);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId('log-toast')).toHaveCount(1);
  await expect(page.getByTestId('log-toast')).not.toContainText('boom');
});
