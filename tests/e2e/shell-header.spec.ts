// The header (issue 4, "Header and menu bar"): role icons with tooltips, the
// avatar menu per role, the notification bell, the content offset, Ctrl+K.
import { expect, test } from '@playwright/test';
import { translationKeys } from '../../engine/config/compiled';
import { demoAuth, DEMO, expectationFor, loadApp, openAs, openWithToken, temporaryUser, tr } from './support/app';

test('one icon per role of the user, each with a tooltip naming the role', async ({ page }) => {
  const auth = await demoAuth(page.request, DEMO.planner);
  const { config } = await loadApp();
  await openAs(page, DEMO.planner);
  const icons = page.getByTestId('role-icons').locator('[data-role]');
  const roles = config.roles.filter((r) => auth.Profile.Roles.includes(r.id));
  expect(roles.length).toBeGreaterThan(0);
  await expect(icons).toHaveCount(roles.length);
  const lang = auth.Profile.Language;
  for (const role of roles) {
    const name = await tr(lang, translationKeys.role(role.key));
    const icon = page.getByTestId('role-icons').locator(`[data-role="${role.id}"]`);
    await expect(icon).toHaveAttribute('aria-label', name);
    await icon.hover();
    await expect(page.getByRole('tooltip')).toHaveText(await tr(lang, 'header.roleTooltip', { role: name }));
    await page.mouse.move(0, 400);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  }
});

for (const who of ['viewer', 'admin', 'super'] as const) {
  test(`avatar menu entries of the ${who}`, async ({ page }) => {
    // A user with the same roles as the demo one: this test signs out, which revokes the token.
    const demo = await demoAuth(page.request, DEMO[who]);
    const user = await temporaryUser(page.request, demo.Profile.Roles, `Avatar ${who}`);
    const expected = await expectationFor(page.request, user);
    const lang = user.Profile.Language;
    const manager = expected.config.routes.find((r) => r.id === 'manager')!;
    const canManage = expected.policy.canOpen(manager, expected.ctx);
    expect(canManage).toBe(who !== 'viewer');

    await openWithToken(page, user.Token);
    await page.getByTestId('user-menu').click();
    const entries = [
      ['header.profile', true],
      ['header.userManager', canManage],
      ['header.pluginsMarketplace', true],
      ['header.signOut', true],
    ] as const;
    for (const [key, shown] of entries) {
      await expect(page.getByRole('menuitem', { name: await tr(lang, key) })).toHaveCount(shown ? 1 : 0);
    }
    // keyboard operable: arrows move through the items, Enter follows
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: await tr(lang, 'header.profile') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/profile$/);
    if (canManage) {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: await tr(lang, 'header.userManager') }).click();
      await expect(page).toHaveURL(/\/manager$/);
      await expect(page.getByTestId('users-table')).toBeVisible();
    }
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: await tr(lang, 'header.pluginsMarketplace') }).click();
    await expect(page).toHaveURL(/\/plugins\/catalog$/);
    await expect(page.getByTestId('plugin-cards').locator('[data-plugin]')).toHaveCount(expected.config.plugins.length);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: await tr(lang, 'header.signOut') }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
}

test('the bell lists the logs of this session', async ({ page }) => {
  const lang = (await openAs(page, DEMO.viewer)).Profile.Language;
  await page.getByTestId('open-logs').click();
  const drawer = page.getByRole('dialog', { name: await tr(lang, 'logs.title') });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(await tr(lang, 'logs.empty'));
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // An HTTP error, logged by the HTTP client with the header of its ErrorCode...
  await page.route('**/api/plugins/catalog', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ ok: false, ErrorCode: 'INTERNAL_ERROR', Message: 'boom' }) }));
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: await tr(lang, 'header.pluginsMarketplace') }).click();
  await expect(page.getByTestId('log-toast').first()).toContainText(await tr(lang, 'errorHeaders.INTERNAL_ERROR'));

  // ...and an alert raised by the app: a language whose file fails to load.
  const failing = lang === 'it' ? 'ca' : 'it';
  await page.route(`**/assets/i18n/${failing}.json`, (route) => route.abort());
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: await tr(lang, 'header.profile') }).click();
  await page.getByTestId('profile-language').click();
  await page.getByRole('option', { name: await tr(lang, `languages.${failing}`) }).click();

  await page.getByTestId('open-logs').click();
  const entries = page.getByTestId('log-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(await tr(lang, 'messages.translationLoadError'));
  await expect(entries.nth(1)).toContainText(await tr(lang, 'errorHeaders.INTERNAL_ERROR'));
  await expect(entries.nth(1)).toContainText('boom');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('open-logs')).toHaveAccessibleName(/\(2\)/);
});

test('the content starts below the header and menu bar (97 px)', async ({ page }) => {
  const { config } = await loadApp();
  await openAs(page, DEMO.viewer);
  const offset = await page.locator('main#main').evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
  expect(offset).toBe(config.app.layout.contentOffsetAuthenticated);
  const barBottom = await page.getByTestId('menu-bar').evaluate((el) => el.getBoundingClientRect().bottom);
  expect(barBottom).toBeLessThanOrEqual(config.app.layout.contentOffsetAuthenticated);
});

test('Ctrl+K and the search button open the searcher; the hamburger opens the index', async ({ page }) => {
  await openAs(page, DEMO.viewer);
  await page.keyboard.press('Control+KeyK');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('open-searcher').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('open-index').click();
  await expect(page.getByTestId('open-index')).toHaveAttribute('aria-expanded', 'true');
});
