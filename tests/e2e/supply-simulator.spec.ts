// The commercial order simulator in Chromium over the demo company: a
// customer and two lines simulated give each line a price from the
// customer's price lists and a promise against the stock projection; the
// button says what is missing first; a refused line is explained in the
// user's language; axe clean. Screenshots go to
// test-results/screenshots/supply-simulator-*.png.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, demoAuth, openWithToken, temporaryUser } from './support/app';
import { seriousViolations } from './support/views';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/supply-simulator-${name}.png`, fullPage: true });

async function pick(page: Page, testId: string, search: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: new RegExp(search, 'i') }).first().click();
}

test('a customer and lines are priced and promised; axe clean', async ({ page }) => {
  const admin = await demoAuth(page.request, DEMO.super);
  await openWithToken(page, admin.Token, '/commercial-order-simulator');
  await expect(page.getByTestId('simulate')).toBeDisabled({ timeout: 30_000 });
  await expect(page.getByRole('status')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await pick(page, 'simulator-customer', 'Hipermercados');
  await pick(page, 'line-product-0', 'Orange juice');
  await page.getByTestId('line-quantity-0').fill('120');
  await page.getByTestId('add-line').click();
  await pick(page, 'line-product-1', 'Salted crisps');
  await page.getByTestId('line-quantity-1').fill('1000000');
  await page.getByTestId('simulate').click();
  const result = page.getByTestId('simulator-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  const lines = result.getByTestId('simulated-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('€');
  // A million units cannot be promised in full within the horizon.
  await expect(lines.nth(1)).toHaveAttribute('data-status', /partial|unavailable/);
  await expect(page.getByTestId('simulator-total')).toContainText('€');
  await shot(page, 'result');
  expect(await seriousViolations(page)).toEqual([]);
});

test("a fraction of a counted unit is refused in the user's language, naming the line, the product and its unit", async ({ page }) => {
  // A planner of their own who reads Spanish (the shared demo users read English).
  const planner = await temporaryUser(page.request, [2], 'Planificadora');
  const patched = await page.request.patch('/api/profile', { headers: { Authorization: `Bearer ${planner.Token}` }, data: { Language: 'es' } });
  expect(patched.ok()).toBeTruthy();
  await openWithToken(page, planner.Token, '/commercial-order-simulator');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await pick(page, 'simulator-customer', 'Hipermercados');
  await pick(page, 'line-product-0', 'Orange juice');
  await page.getByTestId('line-quantity-0').fill('1.5');
  await page.getByTestId('simulate').click();
  await expect(page.getByTestId('simulator-failed')).toHaveText(/^Línea 1: SKU-\d+ se cuenta en UN, así que pida unidades enteras$/, { timeout: 30_000 });
  await shot(page, 'refused-es');
});
