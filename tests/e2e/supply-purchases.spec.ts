// The purchases page in Chromium over the demo company: the suggestions of
// the projection with their supplier, month, order date and warnings; one
// ticked and accepted makes one draft purchase order (accepting it again
// through the API returns the same order); a fallback supplier is named;
// the orders tab lists purchase orders; the viewer sees no accept button;
// axe clean. Screenshots go to test-results/screenshots/supply-purchases-*.png.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, demoAuth, openWithToken } from './support/app';
import { auth } from './support/issue5';
import { seriousViolations } from './support/views';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/supply-purchases-${name}.png`, fullPage: true });

test('suggestions are listed and one accepted becomes one draft purchase order; axe clean', async ({ page }) => {
  const admin = await demoAuth(page.request, DEMO.super);
  await openWithToken(page, admin.Token, '/purchases');
  const table = page.getByTestId('suggestions-table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('plan-status')).toContainText(/\d/);
  await shot(page, 'suggestions');
  expect(await seriousViolations(page)).toEqual([]);

  // The first row that has a supplier.
  const row = table.locator('[data-testid="suggestion-row"]').filter({ has: page.locator('input[type="checkbox"]:not([disabled])') }).first();
  const reference = await row.getAttribute('data-reference');
  expect(reference).toBeTruthy();
  await row.locator('input[type="checkbox"]').check();
  await page.getByTestId('accept-selected').click();
  const accepted = page.getByTestId('accepted');
  await expect(accepted).toBeVisible();
  const number = (await accepted.locator('a').first().textContent())!.trim();
  expect(number).toMatch(/^PO-\d{4}-\d+/);
  await shot(page, 'accepted');

  // Accepting it again (a second click, another tab) returns the same order.
  const again = await page.request.post('/api/supply/suggestions/accept', { headers: auth(admin.Token), data: { References: [reference] } });
  expect(again.ok()).toBeTruthy();
  const body = await again.json();
  expect(body.data.Orders[0].Number).toBe(number);
  expect(body.data.Orders[0].Created).toBe(false);

  // The order opens in the purchase orders table.
  await accepted.locator('a').first().click();
  await expect(page).toHaveURL(/purchases\/orders\?record=\d+/);
  await expect(page.getByText(number).first()).toBeVisible();
  await shot(page, 'order');
});

test('filters keep to the URL, a late-only filter and an empty result say so; the viewer cannot accept', async ({ page }) => {
  const admin = await demoAuth(page.request, DEMO.super);
  await openWithToken(page, admin.Token, '/purchases?late=true');
  await expect(page.getByTestId('suggestions-late')).toBeChecked();
  await expect(page.getByTestId('suggestions-table').or(page.getByTestId('suggestions-empty'))).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('suggestions-search').fill('zzz-no-such-product');
  await expect(page.getByTestId('suggestions-empty')).toBeVisible();
  await expect(page).toHaveURL(/q=zzz-no-such-product/);
  const viewer = await demoAuth(page.request, DEMO.viewer);
  await openWithToken(page, viewer.Token, '/purchases');
  await expect(page.getByTestId('suggestions-table')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('accept-selected')).toHaveCount(0);
  await page.getByTestId('tab-orders').click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'viewer-orders');
  expect(await seriousViolations(page)).toEqual([]);
});
