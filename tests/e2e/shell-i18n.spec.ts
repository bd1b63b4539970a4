// Languages (issue 4, "Languages"): es by default on the auth pages with a
// switcher; the user's Language drives the interface; changing it in the
// profile applies at once and persists; a failed load logs the error.
import { expect, test } from '@playwright/test';
import { DEMO, loginWithForm, openWithToken, temporaryUser, tr } from './support/app';

test('the login page is in Spanish by default and the switcher changes and keeps the language', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr('es', 'auth.loginTitle'));

  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr('en', 'auth.loginTitle'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(await tr('en', 'routes.auth-login.title'));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr('en', 'auth.loginTitle'));

  // the register page follows, and validation messages are translated
  await page.getByRole('link', { name: await tr('en', 'auth.register') }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.locator('form[data-testid="register-form"] button[type="submit"]').click();
  await expect(page.getByText(await tr('en', 'validation.required')).first()).toBeVisible();
  await page.locator('input[name="Email"]').fill('not-an-email');
  await page.locator('input[name="Password"]').fill('short');
  await page.locator('input[name="Name"]').click();
  await expect(page.getByText(await tr('en', 'validation.email'))).toBeVisible();
  await expect(page.getByText(await tr('en', 'validation.minLength', { min: 8 }))).toBeVisible();
});

test("the signed-in user's Language drives the interface; the profile changes it at once and it persists", async ({ page }) => {
  // A user of our own (this test changes the profile), starting in Italian.
  const user = await temporaryUser(page.request, [5], 'Language tester');
  const patched = await page.request.patch('/api/profile', { headers: { Authorization: `Bearer ${user.Token}` }, data: { Language: 'it' } });
  expect(patched.ok()).toBeTruthy();
  await openWithToken(page, user.Token, '/user/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr('it', 'routes.user-profile.title'));

  await page.getByTestId('profile-language').click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr('en', 'routes.user-profile.title'));
  await expect(page.getByTestId('menu-bar')).toContainText(await tr('en', 'routes.sales.title'));
  await expect(page.getByRole('status').filter({ hasText: await tr('en', 'profile.saved') })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr('en', 'routes.user-profile.title'));
  const profile = await (await page.request.get('/api/profile', { headers: { Authorization: `Bearer ${user.Token}` } })).json();
  expect(profile.data.Language).toBe('en');
});

test('a failed translation load logs "Error loading translation file" and falls back to Spanish', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  await page.route('**/assets/i18n/fr.json', (route) => route.abort());
  await page.goto('/auth/login');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect.poll(() => errors.some((e) => e.includes('Error loading translation file'))).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr('es', 'auth.loginTitle'));
});

test('signing in applies the user language over the one chosen on the login page', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'Català' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await loginWithForm(page, DEMO.viewer);
  await expect(page).toHaveURL(/\/home$/);
  const profile = await (await page.request.post('/api/auth/login', { data: { Email: DEMO.viewer, Password: 'demo1234' } })).json();
  const lang = (profile.data.Profile ?? profile.data).Language;
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
});
