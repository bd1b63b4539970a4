// Quality bars for the open section index (issue 4): axe-core reports no
// serious or critical violations, and screenshots in es and en at 1366x768
// and 1920x1080 land in test-results/screenshots/ to be looked at.
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

async function openIndex(page: Page) {
  await page.getByTestId('open-index').click();
  await expect(page.getByTestId('index-columns')).toBeVisible();
  await expect(page.getByTestId('index-favorites')).toBeVisible();
}

test('axe: no serious or critical violations on the open index', async ({ page }) => {
  await openAs(page, DEMO.admin);
  await openIndex(page);
  expect(await seriousViolations(page)).toEqual([]);
});

// admin@ reads Spanish, super@ English (demo data).
for (const [lang, email] of [['es', DEMO.admin], ['en', DEMO.super]] as const) {
  for (const viewport of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
    test(`screenshot: the open index in ${lang} at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openAs(page, email);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await openIndex(page);
      await page.getByTestId('open-index').blur().catch(() => undefined);
      await page.screenshot({ path: `test-results/screenshots/index-${lang}-${viewport.width}x${viewport.height}.png` });
    });
  }
}
