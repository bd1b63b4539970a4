// The section index overlay (issue 4, "Section index"; specification section
// 2, "Index overlay"): hamburger opens it, X and Escape close it (focus back
// on the hamburger); favourites on top, then the sections in 4 columns with
// exactly the routes the user may open; dimensions under FORECASTS /
// FORECAST_DATA_MODEL; bookmark toggles saved through the API (surviving a
// reload); the 13th favourite refused with the favoriteItemsExcess alert; a
// clicked item shows a spinner until the navigation ends, then it closes.
// Tests that change favourites use a freshly registered account.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { LanguageCode } from '../../engine/config/compiled';
import { buildIndexTree, type NavEntry } from '../../engine/navigation';
import { apiLogin, DEMO, expectationFor, loadApp, openAs, translate, freshAccount } from './support/app';

async function t(lang: LanguageCode, key: string, vars?: Record<string, string | number>) {
  return translate((await loadApp()).translations, lang, key, vars);
}

async function favoritesOf(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.get('/api/favorites', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data as string[];
}

async function openIndex(page: Page) {
  await page.getByTestId('open-index').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('index-columns')).toBeVisible();
  return dialog;
}

/** The index links expected for a user: buildIndexTree over what the policy allows, in the user's language. */
async function expectedColumns(visible: NavEntry[], lang: LanguageCode) {
  const { config, translations } = await loadApp();
  const tree = buildIndexTree(config, visible, (key) => translate(translations, lang, key));
  return tree.columns.map((sections) => sections.flatMap((s) => s.subSections.flatMap((sub) => [...sub.links, ...sub.groups.flatMap((g) => g.links)].map((l) => `/${l.path}`))));
}

test('the hamburger opens the index; the X and Escape close it and focus goes back to the hamburger', async ({ page }) => {
  await openAs(page, DEMO.admin); // language es
  const hamburger = page.getByTestId('open-index');

  let dialog = await openIndex(page);
  const close = dialog.getByRole('button', { name: await t('es', 'header.closeIndex') });
  await expect(close).toBeVisible();
  // Focus is trapped in the overlay.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  await close.click();
  await expect(dialog).toHaveCount(0);
  await expect(hamburger).toBeFocused();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

  dialog = await openIndex(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(hamburger).toBeFocused();
});

for (const who of ['viewer', 'planner', 'super'] as const) {
  test(`${who}: favourites on top, then the sections in 4 columns with exactly the routes the policy allows`, async ({ page }) => {
    const auth = await apiLogin(page.request, DEMO[who]);
    const expected = await expectationFor(page.request, auth);
    const lang = expected.profile.Language;
    await openAs(page, DEMO[who]);
    const dialog = await openIndex(page);

    // The favourites block comes first.
    const favorites = dialog.getByTestId('index-favorites');
    await expect(favorites.getByRole('heading', { name: await t(lang, 'index.favorites') })).toBeVisible();
    const favoritesBox = await favorites.boundingBox();
    const columnsBox = await dialog.getByTestId('index-columns').boundingBox();
    expect(favoritesBox!.y).toBeLessThan(columnsBox!.y);

    const columns = dialog.locator('[data-testid="index-columns"] > [data-column]');
    await expect(columns).toHaveCount(expected.config.app.index.columns);
    const want = await expectedColumns(expected.visible, lang);
    for (let i = 0; i < want.length; i++) {
      const hrefs = await columns.nth(i).locator('a[data-index-link]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs, `column ${i + 1}`).toEqual(want[i]);
    }
    // At 1366 px the four columns sit side by side.
    const tops = await columns.evaluateAll((cols) => cols.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(new Set(tops.filter((_, i) => want[i].length > 0)).size).toBe(1);
  });
}

test('the viewer does not see routes of roles they lack (manager, user security)', async ({ page }) => {
  const expected = await expectationFor(page.request, await apiLogin(page.request, DEMO.viewer));
  const all = expected.config.routes.filter((r) => r.enabled && !r.public && r.section && !r.path.includes(':'));
  const hidden = all.filter((r) => !expected.visible.some((e) => e.route.id === r.id));
  expect(hidden.length).toBeGreaterThan(0);
  await openAs(page, DEMO.viewer);
  const dialog = await openIndex(page);
  for (const route of hidden.slice(0, 15)) await expect(dialog.locator(`a[href="/${route.path}"]`)).toHaveCount(0);
});

test('each dimension is listed under FORECASTS / FORECAST_DATA_MODEL', async ({ page }) => {
  const expected = await expectationFor(page.request, await apiLogin(page.request, DEMO.admin));
  expect(expected.dimensions.length).toBeGreaterThan(0);
  await openAs(page, DEMO.admin);
  const dialog = await openIndex(page);
  const dataModel = dialog.locator('[data-section="FORECASTS"] [data-sub-section="FORECAST_DATA_MODEL"]');
  await expect(dataModel.getByRole('heading', { name: await t('es', 'index.FORECAST_DATA_MODEL') })).toBeVisible();
  for (const dimension of expected.dimensions) {
    await expect(dataModel.getByRole('link', { name: dimension.Name, exact: true })).toHaveAttribute('href', `/dimensions/${dimension.Id}`);
  }
  // And nowhere else.
  await expect(dialog.locator('[data-index-link][href^="/dimensions/"]')).toHaveCount(expected.dimensions.length + await dialog.getByTestId('index-favorites').locator('a[href^="/dimensions/"]').count());
});

test('a bookmark toggle adds and removes a favourite through the API, and it survives a reload', async ({ page }) => {
  const account = await freshAccount(page);
  const before = await favoritesOf(page.request, account.Token);
  const expected = await expectationFor(page.request, account);
  const candidate = expected.visible.find((e) => e.route.section && !before.includes(e.path))!;
  const add = await t('es', 'index.addFavorite');
  const remove = await t('es', 'index.removeFavorite');

  let dialog = await openIndex(page);
  let toggle = dialog.locator(`[data-testid="index-columns"] button[data-path="${candidate.path}"]`);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toHaveAttribute('aria-label', new RegExp(`^${add}`));
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/favorites') && r.request().method() === 'POST');
  await toggle.click();
  expect((await saved).request().postDataJSON()).toEqual({ Path: candidate.path, Action: 'add' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveAttribute('aria-label', new RegExp(`^${remove}`));
  await expect(dialog.getByTestId('index-favorites').locator(`a[href="/${candidate.path}"]`)).toBeVisible();
  expect(await favoritesOf(page.request, account.Token)).toEqual([...before, candidate.path]);

  await page.reload();
  dialog = await openIndex(page);
  toggle = dialog.locator(`[data-testid="index-columns"] button[data-path="${candidate.path}"]`);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByTestId('index-favorites').locator(`a[href="/${candidate.path}"]`)).toBeVisible();

  // Remove it from the favourites block itself.
  await dialog.getByTestId('index-favorites').locator(`button[data-path="${candidate.path}"]`).click();
  await expect(dialog.getByTestId('index-favorites').locator(`a[href="/${candidate.path}"]`)).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => favoritesOf(page.request, account.Token)).toEqual(before);
  await page.reload();
  dialog = await openIndex(page);
  await expect(dialog.locator(`[data-testid="index-columns"] button[data-path="${candidate.path}"]`)).toHaveAttribute('aria-pressed', 'false');
});

test('with no favourites the block says so', async ({ page }) => {
  const account = await freshAccount(page);
  for (const path of await favoritesOf(page.request, account.Token)) {
    await page.request.post('/api/favorites', { headers: { Authorization: `Bearer ${account.Token}` }, data: { Path: path, Action: 'remove' } });
  }
  await page.reload();
  const dialog = await openIndex(page);
  await expect(dialog.getByTestId('index-favorites')).toContainText(await t('es', 'index.noFavorites'));
  await expect(dialog.getByTestId('index-favorites').getByRole('link')).toHaveCount(0);
});

test('a 13th favourite is refused with the favoriteItemsExcess alert', async ({ page }) => {
  const account = await freshAccount(page);
  const { config } = await loadApp();
  const max = config.app.favorites.max;
  const headers = { Authorization: `Bearer ${account.Token}` };
  const expected = await expectationFor(page.request, account);
  let favorites = await favoritesOf(page.request, account.Token);
  const candidates = expected.visible.filter((e) => e.route.section && !favorites.includes(e.path));
  while (favorites.length < max) {
    const response = await page.request.post('/api/favorites', { headers, data: { Path: candidates.shift()!.path, Action: 'add' } });
    expect(response.ok()).toBeTruthy();
    favorites = (await response.json()).data;
  }
  await page.reload();
  const dialog = await openIndex(page);
  await expect(dialog.getByTestId('index-favorites').locator('a[data-index-link]')).toHaveCount(max);

  const thirteenth = candidates[0];
  const toggle = dialog.locator(`[data-testid="index-columns"] button[data-path="${thirteenth.path}"]`);
  await toggle.click();
  await expect(page.getByTestId('log-toast').filter({ hasText: await t('es', 'messages.favoriteItemsExcess', { max }) })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await favoritesOf(page.request, account.Token)).toEqual(favorites);
  // The index stays open after the refusal.
  await expect(dialog).toBeVisible();
});

test('a clicked item shows a spinner until the navigation ends, then the overlay closes', async ({ page }) => {
  await openAs(page, DEMO.planner);
  // Hold the page's code back so the navigation takes a while: /forecasts declares
  // views, so its page is the engine's ViewsPage chunk (not loaded on /home).
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/ViewsPage-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const dialog = await openIndex(page);
  const item = dialog.getByTestId('index-columns').locator('li', { has: page.locator('a[href="/forecasts"]') });
  await item.locator('a[data-index-link]').click();
  await expect(item.getByTestId('index-link-spinner')).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(300);
  await expect(item.getByTestId('index-link-spinner')).toBeVisible();
  release();
  await expect(page.getByTestId('views-page')).toHaveAttribute('data-route', 'forecasts');
  await expect(page).toHaveURL(/\/forecasts$/);
  await expect(dialog).toHaveCount(0);
});

test('keyboard: Tab reaches the links, Enter on a bookmark toggles it, Enter on a link follows it', async ({ page }) => {
  const account = await freshAccount(page);
  const before = await favoritesOf(page.request, account.Token);
  const dialog = await openIndex(page);
  // After the X comes the first favourite.
  await dialog.getByRole('button', { name: await t('es', 'header.closeIndex') }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', `/${before[0]}`);

  // A link of the columns that is not a favourite yet, then its bookmark.
  const link = dialog.getByTestId('index-columns').locator('a[data-index-link]');
  const candidate = (await link.evaluateAll((links) => links.map((a) => a.getAttribute('data-path')!))).find((p) => !before.includes(p))!;
  await dialog.getByTestId('index-columns').locator(`a[data-path="${candidate}"]`).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('data-favorite-toggle', '');
  await expect(page.locator(':focus')).toHaveAttribute('data-path', candidate);
  await page.keyboard.press('Enter');
  await expect.poll(() => favoritesOf(page.request, account.Token)).toEqual([...before, candidate]);
  await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', `/${candidate}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${candidate}$`));
  await expect(dialog).toHaveCount(0);
});

test('removing a favourite from the favourites block with the keyboard keeps the focus in the block', async ({ page }) => {
  const account = await freshAccount(page);
  const before = await favoritesOf(page.request, account.Token);
  expect(before.length).toBeGreaterThan(1);
  const dialog = await openIndex(page);
  const block = dialog.getByTestId('index-favorites');
  await block.locator(`button[data-path="${before[0]}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(block.locator(`a[data-path="${before[0]}"]`)).toHaveCount(0);
  // Focus moved to the next favourite's bookmark, still inside the overlay.
  await expect(page.locator(':focus')).toHaveAttribute('data-path', before[1]);
  await expect.poll(() => favoritesOf(page.request, account.Token)).toEqual(before.slice(1));
});
