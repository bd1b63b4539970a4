// Quality bars for the open searcher (issue 4): axe-core reports no serious or
// critical violations (with favourites and with results), and screenshots in
// es and en at 1366x768 and 1920x1080 land in test-results/screenshots/.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, openAs } from './support/app';

/**
 * The dialog only: Mantine leaves the page behind a modal in the DOM, and axe
 * then measures that page's text contrast through the dimmed backdrop (home
 * has its own axe test). The dialog is what this part of the shell renders.
 */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

async function openSearcher(page: Page) {
  await page.getByTestId('open-searcher').click();
  await expect(page.getByTestId('searcher-input')).toBeFocused();
}

test('axe: no serious or critical violations on the open searcher, with favourites, results and none', async ({ page }) => {
  await openAs(page, DEMO.admin);
  await openSearcher(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('searcher-input').pressSequentially('prevision');
  await expect(page.getByTestId('searcher-option').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('searcher-input').fill('zzqqxx');
  await expect(page.getByTestId('searcher-empty')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const [lang, email, query] of [['es', DEMO.admin, 'prevision'], ['en', DEMO.super, 'forecast']] as const) {
  for (const viewport of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
    test(`screenshot: the open searcher in ${lang} at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openAs(page, email);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await openSearcher(page);
      await page.screenshot({ path: `test-results/screenshots/searcher-favorites-${lang}-${viewport.width}x${viewport.height}.png` });
      await page.getByTestId('searcher-input').pressSequentially(query);
      await expect(page.getByTestId('searcher-option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.screenshot({ path: `test-results/screenshots/searcher-${lang}-${viewport.width}x${viewport.height}.png` });
    });
  }
}
