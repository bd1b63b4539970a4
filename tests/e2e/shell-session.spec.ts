// Session handling of the shell: every tab of one browser agrees (signing out
// in one signs out all), a revoked token leads back to the login page and,
// after signing in again, to where the user was.
import { expect, test } from '@playwright/test';
import { loginWithForm, openWithToken, PASSWORD, temporaryUser } from './support/app';

test('signing out in one tab signs out the other tabs', async ({ page, context }) => {
  const user = await temporaryUser(page.request, [5], 'Two tabs');
  await openWithToken(page, user.Token, '/sales');
  const other = await context.newPage();
  await other.goto('/purchases');
  await expect(other.getByTestId('menu-bar')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(other).toHaveURL(/\/auth\/login$/);

  // signing in again in the other tab returns to the page it was showing
  await loginWithForm(other, user.Email, PASSWORD);
  await expect(other).toHaveURL(/\/purchases$/);
});

test('a token revoked on the server sends the user to the login page on the next call', async ({ page }) => {
  const user = await temporaryUser(page.request, [1], 'Revoked');
  await openWithToken(page, user.Token, '/home');
  const revoked = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${user.Token}` }, data: {} });
  expect(revoked.ok()).toBeTruthy();
  // any call now answers 401: the user manager loads its users
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem').nth(1).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('sop.token'))).toBeNull();
});

test('a first load asks for the session once: the requests the entry starts early are the ones the session then uses', async ({ page }) => {
  const user = await temporaryUser(page.request, [1], 'Early');
  // Signed in before in this browser: the language then applied is remembered (the first load asks for its file early).
  await openWithToken(page, user.Token, '/home');
  const lang = await page.evaluate(() => localStorage.getItem('sop.lastLanguage'));
  expect(lang).toMatch(/^(es|ca|en|it|fr)$/);
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/') || path.startsWith('/assets/i18n/')) asked.push(`${r.method()} ${path}`);
  });
  await page.reload();
  await expect(page.getByTestId('menu-bar')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const request of ['GET /api/profile', 'GET /api/favorites', `GET /assets/i18n/${lang}.json`, 'GET /api/dimensions']) {
    expect(asked.filter((a) => a === request), request).toHaveLength(1);
  }
});
