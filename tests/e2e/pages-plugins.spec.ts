// The plugins marketplace (issue 5): every plugin as a card with translated
// name, description, category, state and the pages it unlocks; filters by
// category and text; administrators activate and deactivate with a
// confirmation, and the menu, the index and the searcher follow at once,
// without a reload. Activation tests run in a company of their own.
import { expect, test, type Page } from '@playwright/test';
import { translationKeys } from '../../engine/config/compiled';
import { pagesUnlockedBy } from '../../src/lib/plugins';
import { DEMO, loadApp, openAs, tr } from './support/app';
import { open, sharedCompany } from './support/issue5';

const card = (page: Page, id: string) => page.locator(`[data-plugin="${id}"]`);

test('every plugin is a card with its translated texts, state and unlocked pages; filters by category and text', async ({ page }) => {
  const { config } = await loadApp();
  const company = await sharedCompany(page.request);
  const lang = company.Profile.Language;
  await open(page, company.Token, '/plugins/catalog');
  const cards = page.getByTestId('plugin-cards').locator('[data-plugin]');
  await expect(cards).toHaveCount(config.plugins.length);

  const containers = card(page, 'CONTAINERS');
  await expect(containers).toHaveAttribute('data-active', 'false');
  await expect(containers).toContainText(await tr(lang, translationKeys.pluginName('CONTAINERS')));
  await expect(containers).toContainText(await tr(lang, translationKeys.pluginDescription('CONTAINERS')));
  await expect(containers).toContainText(await tr(lang, translationKeys.pluginCategory('supply')));
  await expect(containers.getByTestId('plugin-state')).toHaveText(await tr(lang, 'pluginCatalog.inactive'));
  const unlocked = pagesUnlockedBy(config, 'CONTAINERS');
  const pages = containers.getByTestId('plugin-pages').locator('li');
  await expect(pages).toHaveCount(unlocked.length);
  for (const [i, page_] of unlocked.entries()) await expect(pages.nth(i)).toHaveText(await tr(lang, translationKeys.routeTitle(page_.route.id)));

  // category
  await page.getByTestId('plugins-category').getByText(await tr(lang, translationKeys.pluginCategory('supply')), { exact: false }).click();
  await expect(cards).toHaveCount(config.plugins.filter((p) => p.category === 'supply').length);
  // text, within the category, accents and case ignored
  const name = await tr(lang, translationKeys.pluginName('CONTAINERS'));
  await page.getByTestId('plugins-search').fill(name.toUpperCase().normalize('NFD').replace(/\p{M}/gu, ''));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-plugin', 'CONTAINERS');
  // a page title finds the plugin that unlocks it, in every category
  await page.getByTestId('plugins-category').getByText(`${await tr(lang, 'pluginCatalog.allCategories')} (`).click();
  await page.getByTestId('plugins-search').fill(await tr(lang, translationKeys.routeTitle('gantt')));
  const unlockingGantt = config.plugins.filter((p) => pagesUnlockedBy(config, p.id).some((u) => u.route.id === 'gantt'));
  expect(unlockingGantt.length).toBeGreaterThan(0);
  for (const plugin of unlockingGantt) await expect(card(page, plugin.id)).toBeVisible();
  await expect(card(page, 'PROMOTIONS')).toHaveCount(0);
  await page.getByTestId('plugins-search').fill('zzzz-nothing');
  await expect(page.getByText(await tr(lang, 'pluginCatalog.noMatches'))).toBeVisible();
});

test('activating a plugin makes its pages appear in the menu, the index and the searcher at once, without a reload; deactivating hides them', async ({ page }) => {
  const { config } = await loadApp();
  const company = await sharedCompany(page.request);
  const lang = company.Profile.Language;
  await open(page, company.Token, '/plugins/catalog');
  await page.evaluate(() => { (window as unknown as { __sameDocument: boolean }).__sameDocument = true; });
  const menuLink = page.getByTestId('menu-bar').locator('a[data-route="containers"]');
  await expect(menuLink).toHaveCount(0);

  await card(page, 'CONTAINERS').getByTestId('plugin-toggle').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(await tr(lang, 'pluginCatalog.confirmActivate', { name: await tr(lang, translationKeys.pluginName('CONTAINERS')) }));
  await expect(confirm.getByTestId('confirm-pages').locator('li')).toHaveCount(pagesUnlockedBy(config, 'CONTAINERS').length);
  await page.getByTestId('confirm-ok').click();

  await expect(card(page, 'CONTAINERS')).toHaveAttribute('data-active', 'true');
  await expect(card(page, 'CONTAINERS').getByTestId('plugin-state')).toHaveText(await tr(lang, 'pluginCatalog.active'));
  await expect(menuLink).toHaveText(await tr(lang, translationKeys.routeTitle('containers')));
  // the card's pages became links
  await expect(card(page, 'CONTAINERS').getByTestId('plugin-pages').locator('a[href="/containers"]')).toBeVisible();

  // the index
  await page.getByTestId('open-index').click();
  const index = page.getByTestId('index-overlay');
  await expect(index.locator('a[href="/containers/tracking"]')).toBeVisible();
  await page.getByTestId('close-index').click();
  await expect(index).toBeHidden();
  // the searcher
  await page.getByTestId('open-searcher').click();
  await page.getByTestId('searcher-input').fill(await tr(lang, translationKeys.routeTitle('containers-tracking')));
  await expect(page.getByTestId('searcher-option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // and the page opens
  await menuLink.click();
  await expect(page).toHaveURL(/\/containers$/);
  await expect(page.getByTestId('forbidden')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // deactivate: gone again, still without a reload
  await page.goBack(); // a history step inside the app, not a reload
  await expect(page).toHaveURL(/\/plugins\/catalog$/);
  await card(page, 'CONTAINERS').getByTestId('plugin-toggle').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(await tr(lang, 'pluginCatalog.confirmDeactivate', { name: await tr(lang, translationKeys.pluginName('CONTAINERS')) }));
  await page.getByTestId('confirm-ok').click();
  await expect(card(page, 'CONTAINERS')).toHaveAttribute('data-active', 'false');
  await expect(menuLink).toHaveCount(0);
  await page.getByTestId('open-index').click();
  await expect(page.getByTestId('index-overlay').locator('a[href="/containers/tracking"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const active = await page.request.get('/api/plugins/active', { headers: { Authorization: `Bearer ${company.Token}` } });
  expect((await active.json()).data).not.toContain('CONTAINERS');
});

for (const who of ['viewer', 'planner'] as const) {
  test(`the ${who} browses the marketplace but is not offered activation`, async ({ page }) => {
    const { config } = await loadApp();
    const lang = (await openAs(page, DEMO[who], '/plugins/catalog')).Profile.Language;
    await expect(page.getByTestId('plugin-cards').locator('[data-plugin]')).toHaveCount(config.plugins.length);
    await expect(page.getByTestId('plugin-toggle')).toHaveCount(0);
    await expect(page.getByTestId('plugins-admin-only')).toHaveText(await tr(lang, 'pluginCatalog.adminOnly'));
  });
}
