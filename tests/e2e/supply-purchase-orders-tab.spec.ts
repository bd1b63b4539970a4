// The purchase orders tab of Purchases opened by a fresh page load (no other
// view loaded the views' stylesheet before): the table is styled (the
// toolbar's padding and the scroll box come from views.css only), the table
// and its scroll box are no wider than their card with the number and the
// figures whole, and no two columns carry the same heading. Screenshots in Spanish and English go to
// test-results/screenshots/supply-purchase-orders-tab-*.png.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, demoAuth, openWithToken, temporaryUser } from './support/app';
import { auth } from './support/issue5';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/supply-purchase-orders-tab-${name}.png`, fullPage: true });

async function expectStyledTab(page: Page) {
  const card = page.locator('.dv-card').first();
  await expect(card.locator('.dv-grid tbody tr').first()).toBeVisible({ timeout: 30_000 });
  // Only views.css sets these: without it the toolbar has no padding and the box does not scroll.
  await expect(card.locator('.dv-toolbar')).toHaveCSS('padding-top', '12px');
  await expect(card.locator('.dv-toolbar')).toHaveCSS('display', 'flex');
  await expect(card.locator('.dv-grid-scroll')).toHaveCSS('overflow-x', 'auto');
  await expect(card.locator('.dv-grid thead th').first()).toHaveCSS('position', 'sticky');

  const cardBox = (await card.boundingBox())!;
  const scrollBox = (await card.locator('.dv-grid-scroll').boundingBox())!;
  const tableBox = (await card.locator('.dv-grid').boundingBox())!;
  expect(scrollBox.width).toBeLessThanOrEqual(cardBox.width + 0.5);
  expect(tableBox.width).toBeLessThanOrEqual(cardBox.width + 0.5);
  // The card itself stays inside the page's width.
  const viewport = page.viewportSize()!;
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(viewport.width + 0.5);

  // The order's number (the first column) and the figures are never cut; long names may end in an ellipsis.
  const clipped = await card.locator('.dv-grid tbody tr').first().evaluate((tr) =>
    [...tr.querySelectorAll('td')].filter((td, i) => (i === 0 || td.classList.contains('num')) && td.scrollWidth > td.clientWidth).map((td) => td.textContent));
  expect(clipped).toEqual([]);

  const headings = (await card.locator('.dv-grid thead th').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
  expect(headings.length).toBeGreaterThan(3);
  expect(new Set(headings).size).toBe(headings.length);
}

test('the purchase orders tab opened first is styled and fits its card (Spanish)', async ({ page }) => {
  const admin = await demoAuth(page.request, DEMO.admin);
  await openWithToken(page, admin.Token, '/purchases?tab=orders');
  await expect(page.getByTestId('tab-orders')).toHaveAttribute('aria-selected', 'true');
  await expectStyledTab(page);
  await shot(page, 'es');
});

test('the purchase orders tab opened first is styled and fits its card (English)', async ({ page }) => {
  // A user of its own, so switching its language does not touch the shared demo admin.
  const user = await temporaryUser(page.request, [1], 'Orders reader');
  const r = await page.request.patch('/api/profile', { headers: auth(user.Token), data: { Language: 'en' } });
  expect(r.ok(), await r.text()).toBeTruthy();
  await openWithToken(page, user.Token, '/purchases?tab=orders');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('tab-orders')).toHaveAttribute('aria-selected', 'true');
  await expectStyledTab(page);
  await shot(page, 'en');
});
