// Master-data input (issue 25): a number field keeps what was typed. "-3" in
// a product's price stays -3 and is refused by its rule (min 0) with the
// rule's message; "abc" is refused as not a number, never saved as empty.
// Nothing reaches the server: the product reads back unchanged.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, demoAuth, temporaryUser, tr, useToken } from './support/app';

type Lang = 'es' | 'en';

async function openProduct(page: Page, lang: Lang) {
  const admin = await demoAuth(page.request, DEMO.admin);
  // A user of its own (the administrator's roles), so the language can change without touching the shared demo users.
  const user = await temporaryUser(page.request, admin.Profile.Roles, `Master data ${lang}`);
  const headers = { Authorization: `Bearer ${user.Token}` };
  expect((await page.request.patch('/api/profile', { headers, data: { Language: lang } })).ok()).toBeTruthy();
  const list = await (await page.request.get('/api/data/product?pageSize=1', { headers })).json();
  const product = list.data.rows[0] as { id: number; price: number | null; version: number };
  await useToken(page, user.Token);
  await page.goto(`/products?record=${product.id}`);
  const drawer = page.getByTestId('record-drawer');
  await expect(drawer.getByTestId('record-form')).toBeVisible({ timeout: 15_000 });
  const readBack = async () => (await (await page.request.get(`/api/data/product/${product.id}`, { headers })).json()).data.row;
  return { drawer, product, readBack };
}

for (const lang of ['es', 'en'] as const) {
  test(`a typed minus or a word in a price is kept and refused with the rule's message (${lang})`, async ({ page }) => {
    const { drawer, product, readBack } = await openProduct(page, lang);
    const price = drawer.locator('input[data-field="price"]');

    await price.fill('-3');
    await price.press('Tab');
    await expect(price).toHaveValue('-3');
    await expect(drawer.getByText(await tr(lang, 'data.problems.belowMin', { min: 0 }))).toBeVisible();
    await drawer.getByTestId('save-button').click().catch(() => undefined);
    await expect(price).toHaveValue('-3');
    await price.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/master-data-minus-${lang}.png` });

    await price.fill('abc');
    await price.press('Tab');
    await expect(price).toHaveValue('abc');
    await expect(drawer.getByText(await tr(lang, 'data.problems.notANumber'))).toBeVisible();
    await drawer.getByTestId('save-button').click().catch(() => undefined);
    await expect(price).toHaveValue('abc');
    await price.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/master-data-abc-${lang}.png` });

    const row = await readBack();
    expect(row.price).toBe(product.price);
    expect(row.version).toBe(product.version);
  });
}
