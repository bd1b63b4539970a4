// The planning run in Chromium over the demo company: the stock projection
// by family and month counts planned receipts and shows no negative stock
// after the lead time (a \"why short\" filter beside the others); the MPS and
// the purchase suggestions show the same run. Screenshots in Spanish and English
// go to test-results/screenshots/supply-netting-*.png.
import { expect, test, type Page } from '@playwright/test';
import { openWithToken, temporaryUser } from './support/app';
import { auth } from './support/issue5';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/supply-netting-${name}.png`, fullPage: true });

for (const lang of ['es', 'en'] as const) {
  test(`projection, MPS and purchases show one plan (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    const user = await temporaryUser(page.request, [1], `Netting ${lang}`);
    const r = await page.request.patch('/api/profile', { headers: auth(user.Token), data: { Language: lang } });
    expect(r.ok()).toBeTruthy();
    await openWithToken(page, user.Token, '/stock-projections');
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 120_000 });
    await page.waitForTimeout(1500);
    await shot(page, `projection-${lang}`);
    await expect(page.getByText(lang === 'es' ? 'Entradas planificadas' : 'Planned receipts').first()).toBeVisible();
    await page.goto('/mps-report');
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 120_000 });
    await page.waitForTimeout(1500);
    await shot(page, `mps-${lang}`);
    await page.goto('/purchases');
    await expect(page.getByTestId('suggestions-table')).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    await shot(page, `purchases-${lang}`);
  });
}

test('a firm MPS quantity is listed on the production page and shown by the MPS', async ({ page }) => {
  test.setTimeout(240_000);
  const user = await temporaryUser(page.request, [1], 'Netting firm');
  const r = await page.request.patch('/api/profile', { headers: auth(user.Token), data: { Language: 'en' } });
  expect(r.ok()).toBeTruthy();
  // A made product of the demo, firmed at 12,345 units three months ahead.
  const products = await page.request.get('/api/data/product?page=1&pageSize=1&filter=' + encodeURIComponent(JSON.stringify([{ field: 'source', op: 'eq', value: 'made' }])), { headers: auth(user.Token) });
  expect(products.ok()).toBeTruthy();
  const product = (await products.json()).data.rows[0] as { id: number };
  const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 2, 1)).toISOString().slice(0, 7);
  const firm = await page.request.post('/api/data/mps-firm', { headers: auth(user.Token), data: { values: { product: product.id, month, quantity: 12345 } } });
  expect(firm.ok(), await firm.text()).toBeTruthy();
  await openWithToken(page, user.Token, '/production?view=2');
  await expect(page.getByText('12,345').first()).toBeVisible({ timeout: 60_000 });
  await shot(page, 'firm-en');
  // The MPS (the run's planned production) shows the firm figure for that product and month.
  const query = new URLSearchParams({ group: 'product,month', pivot: '', measures: 'planned', filter: JSON.stringify([{ field: 'product', op: 'in', value: [product.id] }]) });
  const mps = await page.request.get(`/api/reports/mps-report/0?${query}`, { headers: auth(user.Token) });
  expect(mps.ok()).toBeTruthy();
  const rows = (await mps.json()).data.rows as Array<{ level: number; keys: { month: string }; values: { planned: number } }>;
  expect(rows.find((x) => x.level === 2 && String(x.keys.month).startsWith(month))?.values.planned).toBe(12345);
});
