// The forbidden page (issue 4, "Routing"): a route the user may not open
// shows one of 3 backgrounds, the 'not enough permissions' message, a back
// button to /home and a log-out button.
import { expect, test } from '@playwright/test';
import { demoAuth, DEMO, expectationFor, openAs, openWithToken, temporaryUser, tr } from './support/app';

test('the viewer opening /manager gets the forbidden page; back goes home', async ({ page }) => {
  const expected = await expectationFor(page.request, await demoAuth(page.request, DEMO.viewer));
  const manager = expected.config.routes.find((r) => r.id === 'manager')!;
  expect(expected.policy.canOpen(manager, expected.ctx)).toBe(false);

  const lang = (await openAs(page, DEMO.viewer, '/manager')).Profile.Language;
  const forbidden = page.getByTestId('forbidden');
  await expect(forbidden).toBeVisible();
  await expect(forbidden).toContainText(await tr(lang, 'messages.forbidden'));
  await expect(page.getByRole('heading', { level: 1, name: await tr(lang, 'forbidden.title') })).toBeVisible();
  await expect(page.getByTestId('forbidden-back')).toHaveText(await tr(lang, 'forbidden.back'));
  await expect(page.getByTestId('forbidden-logout')).toHaveText(await tr(lang, 'forbidden.logout'));
  const background = Number(await forbidden.getAttribute('data-background'));
  expect([0, 1, 2]).toContain(background);
  expect(await forbidden.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\(/);

  await page.getByTestId('forbidden-back').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('forbidden')).toHaveCount(0);
});

test('the forbidden page log-out button signs out', async ({ page }) => {
  const viewer = await demoAuth(page.request, DEMO.viewer);
  const user = await temporaryUser(page.request, viewer.Profile.Roles, 'Forbidden logout');
  await openWithToken(page, user.Token, '/manager');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await page.getByTestId('forbidden-logout').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('sop.token'))).toBeNull();
  // the session is really gone: a guarded page sends back to the login page
  await page.goto('/home');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the three backgrounds are all used', async ({ page }) => {
  await openAs(page, DEMO.viewer, '/manager');
  const seen = new Set<string>();
  for (let i = 0; i < 30 && seen.size < 3; i++) {
    await page.reload();
    seen.add((await page.getByTestId('forbidden').getAttribute('data-background'))!);
  }
  expect([...seen].sort()).toEqual(['0', '1', '2']);
});

test('a custom report that does not exist gives the forbidden page', async ({ page }) => {
  await openAs(page, DEMO.admin, '/custom-reports/999999');
  await expect(page.getByTestId('forbidden')).toBeVisible();
});
