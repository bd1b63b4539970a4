// The table view on the products page: server paging and sorting, filters,
// search, state in the URL (deep links, back and forward), the column
// chooser remembered, keyboard, refs by title, HTML as text, and what each
// role may see and do.
import { expect, test, type Page } from '@playwright/test';
import { auth, userSession } from './support/issue5';
import { openAsAdmin, sharedViewsCompany, type ViewsCompany } from './support/views';

test.describe.configure({ mode: 'serial' });

const firstCells = (page: Page) => page.locator('[data-testid="data-grid"] tbody tr[data-index] td:first-child');

async function openProducts(page: Page, company: ViewsCompany, query = '') {
  await openAsAdmin(page, company, `/products${query}`, 'en');
  await expect(page.getByTestId('data-grid')).toBeVisible();
}

test('pages and sorts on the server; the state is in the URL and survives back, forward and reload', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await openProducts(page, company);
  await expect(page.getByTestId('pager-range')).toHaveText('1–50 of 120');
  await expect(firstCells(page).first()).toHaveText('SKU-001');

  await page.getByTestId('sort-sku').click();
  await expect(page).toHaveURL(/sort=-sku/);
  await expect(firstCells(page).first()).toHaveText('SKU-120');
  await expect(page.locator('th[data-column="sku"]')).toHaveAttribute('aria-sort', 'descending');

  await page.getByTestId('pagination').getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(firstCells(page).first()).toHaveText('SKU-070');
  await expect(page.getByTestId('pager-range')).toHaveText('51–100 of 120');

  await page.goBack();
  await expect(firstCells(page).first()).toHaveText('SKU-120');
  await page.goForward();
  await expect(firstCells(page).first()).toHaveText('SKU-070');
  await page.reload();
  await expect(firstCells(page).first()).toHaveText('SKU-070');
  await expect(page.locator('th[data-column="sku"]')).toHaveAttribute('aria-sort', 'descending');
});

test('filters (enum any-of, ref any-of by name) and search narrow the rows; a deep link restores them', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await openProducts(page, company);

  await page.getByTestId('filter-status').click();
  const phaseOut = page.getByTestId('filter-panel-status').getByLabel('Phase-out');
  await phaseOut.click();
  await expect(phaseOut).toBeChecked();
  await expect(page).toHaveURL(/f\.status=in%3Aphase-out|f\.status=in:phase-out/);
  await expect(page.getByTestId('pager-range')).toHaveText('1–24 of 24');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('filter-status')).toContainText('Phase-out');

  await page.getByTestId('filter-family').click();
  const familySelect = page.getByTestId('filter-panel-family').locator('input:not([type=hidden])').first();
  await familySelect.fill('Colas');
  await page.getByRole('option', { name: /Colas/ }).click();
  await expect(page.getByTestId('pager-range')).toHaveText('1–6 of 6');
  await page.keyboard.press('Escape');

  await page.getByTestId('table-search').fill('nº 10');
  await expect(page).toHaveURL(/q=n%C2%BA(\+|%20)10/);
  await expect(page.getByTestId('pager-range')).toHaveText(/of [0-9]+/);

  // The same URL in a new page shows the same rows and the same filter buttons.
  const url = page.url();
  const again = await page.context().newPage();
  await again.goto(url);
  await expect(again.getByTestId('data-grid')).toBeVisible();
  await expect(again.getByTestId('pager-range')).toHaveText(await page.getByTestId('pager-range').innerText());
  await expect(again.getByTestId('filter-status')).toContainText('Phase-out');
  await expect(again.getByTestId('table-search')).toHaveValue('nº 10');
  await again.close();

  await page.getByTestId('filters-clear').click();
  await expect(page).not.toHaveURL(/f\./);
});

test('range filters from a deep link (dates, money) match the API count and read on their buttons', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  const filters = [{ field: 'launchDate', op: 'between', value: ['2026-01-01', '2026-12-31'] }, { field: 'price', op: 'gte', value: 2 }];
  const count = await page.request.get(`/api/data/product/count?filter=${encodeURIComponent(JSON.stringify(filters))}`, { headers: auth(company.Token) });
  const total = (await count.json()).data.total as number;
  expect(total).toBeGreaterThan(0);
  await openProducts(page, company, '?f.launchDate=between:2026-01-01,2026-12-31&f.price=gte:2');
  await expect(page.getByTestId('pager-range')).toHaveText(`1–${Math.min(50, total)} of ${total}`);
  await expect(page.getByTestId('filter-launchDate')).toContainText('01/01/2026 – 12/31/2026');
  await expect(page.getByTestId('filter-price')).toContainText('≥ 2');
});

test('refs show their titles, enums their translations, money and dates the user\'s format, HTML as text', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await openProducts(page, company, '?q=SKU-003');
  const row = page.locator('[data-testid="data-grid"] tbody tr[data-index]').first();
  await expect(row).toContainText('Pescado');
  await expect(row).toContainText('Phase-out');
  await expect(row).toContainText('Caja <b>12</b>');
  await expect(page.locator('[data-testid="data-grid"] tbody b')).toHaveCount(0);
  await openAsAdmin(page, company, '/products?q=SKU-003', 'es');
  await expect(page.locator('[data-testid="data-grid"] tbody tr[data-index]').first()).toContainText('En retirada');
  await expect(page.locator('[data-testid="data-grid"] tbody tr[data-index]').first()).toContainText('1,61');
});

test('keyboard: the rows are one tab stop, arrows move, Enter opens the drawer, Escape closes it', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await openProducts(page, company);
  const rows = page.locator('[data-testid="data-grid"] tbody tr[data-index]');
  await rows.first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/record=\d+/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('#field-sku')).toHaveValue('SKU-003');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).not.toHaveURL(/record=/);
});

test('the column chooser hides a column for this user, and remembers it after a reload', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await openProducts(page, company);
  await expect(page.locator('th[data-column="launchDate"]')).toBeVisible();
  await page.getByTestId('columns-button').click();
  await page.getByTestId('column-toggle-launchDate').click();
  await expect(page.locator('th[data-column="launchDate"]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('data-grid')).toBeVisible();
  await expect(page.locator('th[data-column="launchDate"]')).toHaveCount(0);
  await page.getByTestId('columns-button').click();
  await page.getByTestId('column-toggle-launchDate').click();
  await expect(page.locator('th[data-column="launchDate"]')).toBeVisible();
});

test('roles: a read-only user gets no create, import or edit; a planner without cost access does not see the cost column', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  const viewer = await userSession(page.request, company.Token, [5]);
  await page.goto('/assets/i18n/es.json');
  await page.evaluate((t) => localStorage.setItem('sop.token', t), viewer.Token);
  await page.goto('/products');
  await expect(page.getByTestId('data-grid')).toBeVisible();
  await expect(page.getByTestId('create-button')).toHaveCount(0);
  await expect(page.getByTestId('import-button')).toHaveCount(0);
  await expect(page.getByTestId('export-button')).toBeVisible();
  await page.locator('[data-testid="data-grid"] tbody tr[data-index]').first().click();
  await expect(page.getByTestId('record-detail')).toBeVisible();
  await expect(page.getByTestId('record-form')).toHaveCount(0);

  const planner = await userSession(page.request, company.Token, [2]);
  await page.evaluate((t) => localStorage.setItem('sop.token', t), planner.Token);
  await page.goto('/products');
  await expect(page.getByTestId('data-grid')).toBeVisible();
  await expect(page.locator('th[data-column="unitCost"]')).toHaveCount(0);
  await expect(page.locator('th[data-column="price"]')).toBeVisible();
  await expect(page.getByTestId('create-button')).toBeVisible();
  // The API agrees: the list has no unitCost for this caller.
  const list = await page.request.get('/api/data/product?page=1&pageSize=1', { headers: auth(planner.Token) });
  expect(Object.keys((await list.json()).data.rows[0])).not.toContain('unitCost');
});
