// The control tower in Chromium over the demo company: counts by kind of
// exception, the exceptions most severe first, a card filtering the list,
// and a projected stock-out's link opening the stock projection of that
// product and warehouse; axe clean. Screenshots go to
// test-results/screenshots/supply-tower-*.png.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, demoAuth, openWithToken } from './support/app';
import { seriousViolations } from './support/views';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/supply-tower-${name}.png`, fullPage: true });

test('exceptions are counted, filtered by kind and link to the page that resolves them; axe clean', async ({ page }) => {
  const admin = await demoAuth(page.request, DEMO.super);
  await openWithToken(page, admin.Token, '/supply-chain-control-tower');
  await expect(page.getByTestId('tower-table')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('tower-summary')).toBeVisible();
  await shot(page, 'all');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('tower-kind-stockout').click();
  await expect(page).toHaveURL(/kind=stockout/);
  const rows = page.getByTestId('tower-row');
  await expect(rows.first()).toHaveAttribute('data-kind', 'stockout');
  expect(await rows.evaluateAll((r) => r.every((x) => x.getAttribute('data-kind') === 'stockout'))).toBe(true);
  await shot(page, 'stockouts');

  await rows.first().getByTestId('tower-resolve').click();
  await expect(page).toHaveURL(/stock-projections\?.*f\.product=in%3A\d+.*f\.warehouse=in%3A\d+/);
  await expect(page.getByTestId('report-table')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'resolved');
});
