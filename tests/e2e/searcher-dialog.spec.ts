// The page searcher (issue 4, "Searcher"; specification section 2, "Searcher
// dialog"): opened by the header button and Ctrl+K; favourites with no
// filter; matches grouped by section with a count, ignoring case and accents
// ('prevision' finds 'Previsión'); ArrowDown/ArrowUp from 0, bounded; Enter
// opens; Escape and the backdrop close; 'didn't find' + the index link;
// geometry from config (50% wide, max 1200 px, max height 90%, 50 px down).
import { expect, test, type Page } from '@playwright/test';
import type { LanguageCode } from '../../engine/config/compiled';
import { navSearchEntries, type NavEntry } from '../../engine/navigation';
import { buildSearchIndex, search } from '../../engine/search';
import { favoriteEntries } from '../../engine/shell/index-overlay/favorite-entries';
import { apiLogin, DEMO, expectationFor, loadApp, openAs, translate, freshAccount } from './support/app';

async function t(lang: LanguageCode, key: string, vars?: Record<string, string | number>) {
  return translate((await loadApp()).translations, lang, key, vars);
}

/** What the searcher should find, computed with the same pure modules over the expected visible routes. */
async function expectedSearch(visible: NavEntry[], lang: LanguageCode, query: string) {
  const { config, translations } = await loadApp();
  const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), translations[lang]);
  const entries = navSearchEntries(
    visible,
    (key) => { const v = lookup(key); return typeof v === 'string' ? v : key; },
    (key) => { const v = lookup(key); return Array.isArray(v) ? v : []; },
  );
  return { entries, result: search(buildSearchIndex(entries), query, { limit: config.app.searcher.resultLimit }) };
}

async function openSearcher(page: Page) {
  await page.getByTestId('open-searcher').click();
  const input = page.getByTestId('searcher-input');
  await expect(input).toBeFocused();
  return input;
}

/**
 * The results of a filter are on screen: they render one frame after the
 * keystroke (useDeferredValue), and the dialog's live status only speaks in
 * results mode (with no filter it lists the favourites and says nothing).
 */
async function resultsShown(page: Page) {
  await expect(page.getByRole('dialog').getByRole('status')).not.toBeEmpty();
}

/** Position of the selected option in the whole list (only a screenful of rows is in the DOM). */
const selectedIndex = (page: Page) =>
  page.getByTestId('searcher-option').evaluateAll((options) => Number(options.find((o) => o.getAttribute('aria-selected') === 'true')?.getAttribute('aria-posinset') ?? 0) - 1);

interface ListedOption { title: string; path: string; group: string; count: string }

/**
 * Every option of the result list, in order: the list renders only the rows
 * in view, so this scrolls it from top to bottom collecting options by their
 * aria-posinset, with the title and count of the group each one is in.
 */
async function allOptions(page: Page): Promise<ListedOption[]> {
  return page.evaluate(async () => {
    const listbox = document.querySelector('[role="dialog"] [role="listbox"]');
    const list = listbox?.parentElement;
    if (!listbox || !list) return [];
    const settle = () => new Promise((resolve) => setTimeout(resolve, 60));
    const seen = new Map<number, ListedOption>();
    const collect = () => {
      for (const option of listbox.querySelectorAll('[role="option"]')) {
        const label = document.getElementById(option.closest('[role="group"]')?.getAttribute('aria-labelledby') ?? '');
        seen.set(Number(option.getAttribute('aria-posinset')), {
          title: option.querySelector('span span')?.textContent ?? '',
          path: option.getAttribute('data-path') ?? '',
          group: label?.querySelector('span')?.textContent ?? '',
          count: label?.querySelector('[data-testid="searcher-group-count"]')?.textContent ?? '',
        });
      }
    };
    list.scrollTop = 0;
    await settle();
    collect();
    while (list.scrollTop + list.clientHeight < list.scrollHeight - 1) {
      list.scrollTop += Math.max(1, Math.floor(list.clientHeight / 2));
      await settle();
      collect();
    }
    list.scrollTop = 0;
    await settle();
    return [...seen.entries()].sort(([a], [b]) => a - b).map(([, option]) => option);
  });
}
const optionTitles = async (page: Page) => (await allOptions(page)).map((o) => o.title);
/** The groups in order, as [title, count text]. */
const listedGroups = async (page: Page) => {
  const groups: Array<[string, string]> = [];
  for (const o of await allOptions(page)) if (groups.at(-1)?.[0] !== o.group) groups.push([o.group, o.count]);
  return groups;
};

test('opens from the header button and with Ctrl+K; Escape closes it and focus goes back', async ({ page }) => {
  await openAs(page, DEMO.admin);
  const button = page.getByTestId('open-searcher');
  await openSearcher(page);
  await expect(page.getByRole('dialog', { name: await t('es', 'header.search') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('searcher-input')).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.getByTestId('brand').focus();
  await page.keyboard.press('Control+KeyK');
  await expect(page.getByTestId('searcher-input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('searcher-input')).toHaveCount(0);
});

test('a click on the backdrop closes it; a click inside does not', async ({ page }) => {
  await openAs(page, DEMO.admin);
  const input = await openSearcher(page);
  await page.getByText(await t('es', 'searcher.didntFind')).click();
  await input.click();
  await expect(input).toBeVisible();
  const viewport = page.viewportSize()!;
  await page.mouse.click(20, viewport.height - 20);
  await expect(page.getByTestId('searcher-input')).toHaveCount(0);
});

test('with no filter it lists the favourites, in the order added, with a count', async ({ page }) => {
  const account = await freshAccount(page);
  const favorites = (await (await page.request.get('/api/favorites', { headers: { Authorization: `Bearer ${account.Token}` } })).json()).data as string[];
  const expected = await expectationFor(page.request, account);
  const { entries } = await expectedSearch(expected.visible, 'es', '');
  const want = favoriteEntries(favorites, entries);
  expect(want.length).toBeGreaterThan(0);
  await openSearcher(page);
  const group = page.getByTestId('searcher-group');
  await expect(group).toHaveCount(1);
  await expect(group).toContainText(await t('es', 'searcher.favorites'));
  await expect(group.getByTestId('searcher-group-count')).toHaveText(await t('es', 'searcher.results', { count: want.length }));
  expect(await optionTitles(page)).toEqual(want.map((e) => e.title));
});

test("'prevision' finds 'Previsión' (es): matches grouped by section with a count per group", async ({ page }) => {
  const expected = await expectationFor(page.request, await apiLogin(page.request, DEMO.admin));
  const { result } = await expectedSearch(expected.visible, 'es', 'prevision');
  expect(result.groups.length).toBeGreaterThan(0);
  await openAs(page, DEMO.admin);
  const input = await openSearcher(page);
  await input.pressSequentially('prevision');
  await expect(page.getByTestId('searcher-option').first()).toHaveAttribute('aria-setsize', String(result.groups.reduce((n, g) => n + g.items.length, 0)));
  const want = await Promise.all(result.groups.map(async (g) => [g.sectionTitle, await t('es', 'searcher.results', { count: g.count })]));
  expect(await listedGroups(page)).toEqual(want);
  const titles = await optionTitles(page);
  expect(titles).toEqual(result.groups.flatMap((g) => g.items.map((e) => e.title)));
  expect(titles.some((title) => title.includes('Previsión'))).toBe(true);
  // Case and accents do not matter either way.
  await input.fill('PREVISIÓN  ');
  await expect.poll(() => optionTitles(page)).toEqual(titles);
});

test('results are limited to config resultLimit, counts still say how many matched', async ({ page }) => {
  const { config } = await loadApp();
  const expected = await expectationFor(page.request, await apiLogin(page.request, DEMO.super));
  const { result } = await expectedSearch(expected.visible, expected.profile.Language, 'e');
  await openAs(page, DEMO.super);
  const input = await openSearcher(page);
  await input.pressSequentially('e');
  const shown = Math.min(config.app.searcher.resultLimit, result.total);
  await expect(page.getByTestId('searcher-option').first()).toHaveAttribute('aria-setsize', String(shown));
  // The rows drawn fill the list's own height, not the window's (issue 10): they reach past its
  // bottom edge (no gap) by at most the overscan (2 rows of 52 px) and the row the edge cuts.
  await expect.poll(() => page.getByRole('listbox').evaluate((listbox) => {
    const bottom = Math.max(...[...listbox.querySelectorAll('[role="option"]')].map((o) => o.getBoundingClientRect().bottom));
    const beyond = bottom - listbox.parentElement!.getBoundingClientRect().bottom;
    return beyond >= 0 && beyond <= 3 * 52 ? 'fits' : `${Math.round(beyond)} px beyond`;
  })).toBe('fits');
  expect(await allOptions(page)).toHaveLength(shown);
  // Only a screenful of rows is in the DOM, however many results there are.
  expect(await page.getByTestId('searcher-option').count()).toBeLessThan(shown);
  const lang = expected.profile.Language;
  const want = await Promise.all(result.groups.map(async (g) => [g.sectionTitle, await t(lang, 'searcher.results', { count: g.count })]));
  expect(await listedGroups(page)).toEqual(want);
});

test('ArrowDown/ArrowUp move the selection from 0, bounded by the result count; Enter opens it', async ({ page }) => {
  const expected = await expectationFor(page.request, await apiLogin(page.request, DEMO.admin));
  const { result } = await expectedSearch(expected.visible, 'es', 'prevision');
  const items = result.groups.flatMap((g) => g.items);
  expect(items.length).toBeGreaterThan(2);
  await openAs(page, DEMO.admin);
  const input = await openSearcher(page);
  await input.pressSequentially('prevision');
  await expect(page.getByTestId('searcher-option').first()).toHaveAttribute('aria-setsize', String(items.length));
  expect(await selectedIndex(page)).toBe(0);
  await page.keyboard.press('ArrowUp');
  expect(await selectedIndex(page)).toBe(0);
  await page.keyboard.press('ArrowDown');
  expect(await selectedIndex(page)).toBe(1);
  for (let i = 0; i < items.length + 3; i++) await page.keyboard.press('ArrowDown');
  expect(await selectedIndex(page)).toBe(items.length - 1);
  // The selection scrolled into view; the search box points at it.
  const last = page.locator(`[role="option"][aria-posinset="${items.length}"]`);
  await expect(last).toBeInViewport();
  await expect(input).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  expect(await selectedIndex(page)).toBe(items.length - 2);
  // The caret did not move: the arrows belong to the list.
  expect(await input.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe('prevision'.length);

  await page.keyboard.press('Enter');
  const target = items[items.length - 2];
  await expect(page).toHaveURL(new RegExp(`/${target.path}$`));
  await expect(page.getByTestId('searcher-input')).toHaveCount(0);
});

test('a click on a result opens it', async ({ page }) => {
  await openAs(page, DEMO.admin);
  const input = await openSearcher(page);
  await input.pressSequentially('ventas');
  await resultsShown(page);
  const option = page.getByTestId('searcher-option').first();
  const path = await option.getAttribute('data-path');
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/${path}$`));
  await expect(page.getByTestId('searcher-input')).toHaveCount(0);
});

test("nothing found: the 'didn't find' text, and the index link opens the section index", async ({ page }) => {
  await openAs(page, DEMO.admin);
  const input = await openSearcher(page);
  await input.pressSequentially('zzqqxx');
  await expect(page.getByTestId('searcher-option')).toHaveCount(0);
  await expect(page.getByTestId('searcher-empty')).toHaveText(await t('es', 'searcher.results', { count: 0 }));
  await expect(page.getByText(await t('es', 'searcher.didntFind'))).toBeVisible();
  await page.keyboard.press('Enter'); // nothing to open
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('dialog').getByRole('button', { name: await t('es', 'searcher.openIndex') }).click();
  await expect(page.getByTestId('searcher-input')).toHaveCount(0);
  await expect(page.getByTestId('index-columns')).toBeVisible();
  // Focus is inside the index, and goes back to the hamburger when it closes.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('index-columns')).toHaveCount(0);
  await expect(page.getByTestId('open-index')).toBeFocused();
});

test('the viewer finds only pages the viewer may open', async ({ page }) => {
  const expected = await expectationFor(page.request, await apiLogin(page.request, DEMO.viewer));
  const lang = expected.profile.Language;
  const { config, translations } = await loadApp();
  // A page the viewer cannot open, searched by its own title.
  const hidden = config.routes.find((r) => r.enabled && r.section && !r.path.includes(':') && !expected.visible.some((e) => e.route.id === r.id))!;
  const title = translate(translations, lang, `routes.${hidden.id}.title`);
  await openAs(page, DEMO.viewer);
  const input = await openSearcher(page);
  await input.pressSequentially(title);
  await expect.poll(() => page.getByTestId('searcher-option').evaluateAll((o) => o.map((x) => x.getAttribute('data-path')))).not.toContain(hidden.path);
  const { result } = await expectedSearch(expected.visible, lang, title);
  await expect.poll(async () => (await allOptions(page)).length).toBe(result.groups.reduce((n, g) => n + g.items.length, 0));
});

for (const viewport of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }, { width: 2800, height: 1400 }]) {
  test(`geometry at ${viewport.width}x${viewport.height}: 50% wide (max 1200 px), 50 px from the top, at most 90% high`, async ({ page }) => {
    const { config } = await loadApp();
    const { searcher } = config.app;
    await page.setViewportSize(viewport);
    await openAs(page, DEMO.super);
    const input = await openSearcher(page);
    await input.pressSequentially('a'); // enough results to fill the dialog
    await resultsShown(page);
    const box = (await page.getByRole('dialog').boundingBox())!;
    const width = Math.min((viewport.width * parseFloat(searcher.width)) / 100, searcher.maxWidth);
    expect(Math.abs(box.width - width)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.y - searcher.top)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
    expect(box.height).toBeLessThanOrEqual((viewport.height * parseFloat(searcher.maxHeight)) / 100 + 1);
    // The results scroll inside the dialog; the footer stays in view.
    await expect(page.getByTestId('searcher-open-index')).toBeInViewport();
  });
}
