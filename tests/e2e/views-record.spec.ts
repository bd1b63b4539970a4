// The record drawer: create with the server's rules checked in the form,
// a key another row has shown on its field, edit with optimistic
// concurrency (a stale save is refused, the user's input survives a reload
// of the row), the unsaved-changes guard, delete (refused while the row is
// used), children saved with their parent, and an entity check.
import { expect, test, type Page } from '@playwright/test';
import { auth } from './support/issue5';
import { create, openAsAdmin, sharedViewsCompany, shot } from './support/views';

test.describe.configure({ mode: 'serial' });

const drawer = (page: Page) => page.getByRole('dialog');
const fieldError = (page: Page, name: string) => page.locator(`[data-field="${name}"]`).locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")][1]').locator('.mantine-InputWrapper-error');

test('create: required fields are refused in the form (translated), a duplicate key on its field, then saved', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await openAsAdmin(page, company, '/units', 'es');
  await page.getByTestId('create-button').click();
  await expect(page).toHaveURL(/record=new/);
  await expect(drawer(page)).toBeVisible();
  await page.getByTestId('save-button').click();
  await expect(fieldError(page, 'code')).toHaveText('Este campo es obligatorio');
  await expect(fieldError(page, 'name')).toHaveText('Este campo es obligatorio');

  await page.locator('#field-code').fill('UN');
  await page.locator('#field-name').fill('Otra unidad');
  await page.getByTestId('save-button').click();
  await expect(fieldError(page, 'code')).toHaveText('Este valor ya está en uso');
  await shot(page, 'drawer-create-es');

  const code = `P${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await page.locator('#field-code').fill(code);
  await page.locator('#field-decimals').fill('7');
  await page.locator('#field-decimals').blur();
  await expect(fieldError(page, 'decimals')).toHaveText('Debe ser 6 o menos');
  await page.locator('#field-decimals').fill('2');
  await page.getByTestId('save-button').click();
  // Saved: the drawer now shows the stored row, and the table has it.
  await expect(page).toHaveURL(/record=\d+/);
  await expect(page.getByTestId('history-tab')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('table-search').fill(code);
  await expect(page.locator('[data-testid="data-grid"] tbody tr[data-index]')).toHaveCount(1);
  await expect(page.locator('[data-testid="data-grid"] tbody tr[data-index]').first()).toContainText('Otra unidad');
});

test('edit: a save over someone else\'s change is refused; reloading keeps what the user typed and saves it', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  const unit = await create(page.request, company.Token, 'unit', { code: `C${Date.now().toString(36).slice(-6)}`, name: 'Paquete', kind: 'count' });
  await openAsAdmin(page, company, `/units?record=${unit.row.id}`, 'en');
  await expect(page.locator('#field-name')).toHaveValue('Paquete');
  await page.locator('#field-name').fill('Paquete de 6');

  // Meanwhile, another user changes the same row.
  const other = await page.request.patch(`/api/data/unit/${unit.row.id}`, { headers: auth(company.Token), data: { values: { name: 'Pack', decimals: 1 }, version: unit.row.version } });
  expect(other.ok()).toBeTruthy();

  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('conflict-alert')).toBeVisible();
  await expect(page.locator('#field-name')).toHaveValue('Paquete de 6');
  await shot(page, 'drawer-conflict-en');
  await page.getByTestId('conflict-reload').click();
  await expect(page.getByTestId('conflict-alert')).toBeHidden();
  // The user's text stays; the field says what is stored now; the untouched field took the new value.
  await expect(page.locator('#field-name')).toHaveValue('Paquete de 6');
  await expect(drawer(page)).toContainText('Now saved as: Pack');
  await expect(page.locator('#field-decimals')).toHaveValue('1');
  await shot(page, 'drawer-merged-en');
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('save-button')).toBeDisabled();
  const stored = await (await page.request.get(`/api/data/unit/${unit.row.id}`, { headers: auth(company.Token) })).json();
  expect(stored.data.row).toMatchObject({ name: 'Paquete de 6', decimals: 1, version: unit.row.version + 2 });
});

test('unsaved changes: closing the drawer asks first; staying keeps the input, leaving drops it', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await openAsAdmin(page, company, `/units?record=${company.units.KG}`, 'en');
  await expect(page.locator('#field-name')).toHaveValue('Kilogramo');
  await page.locator('#field-name').fill('Kilo');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toBeVisible();
  await page.getByTestId('unsaved-stay').click();
  await expect(page.locator('#field-name')).toHaveValue('Kilo');
  await page.keyboard.press('Escape');
  await page.getByTestId('unsaved-leave').click();
  await expect(page).not.toHaveURL(/record=/);
  const stored = await (await page.request.get(`/api/data/unit/${company.units.KG}`, { headers: auth(company.Token) })).json();
  expect(stored.data.row.name).toBe('Kilogramo');
});

test('delete: refused with the server\'s reason while products use the unit; an unused one goes after confirming', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await openAsAdmin(page, company, `/units?record=${company.units.UN}`, 'en');
  await page.getByTestId('delete-button').click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('delete-failure')).toContainText('It cannot be deleted');
  // The server's reason, with the entities and the field named by their labels.
  await expect(page.getByTestId('delete-failure')).toContainText(/This Unit is still used by \d+ row\(s\) of Products \(Unit\); change or delete those first/);
  await page.getByTestId('delete-dialog').getByRole('button', { name: 'Cancel' }).click();

  const spare = await create(page.request, company.Token, 'unit', { code: `D${Date.now().toString(36).slice(-6)}`, name: 'Para borrar', kind: 'count' });
  await page.goto(`/units?record=${spare.row.id}`);
  await expect(page.locator('#field-name')).toHaveValue('Para borrar');
  await page.getByTestId('delete-button').click();
  await page.getByTestId('delete-confirm').click();
  await expect(page).not.toHaveURL(/record=/);
  expect((await page.request.get(`/api/data/unit/${spare.row.id}`, { headers: auth(company.Token) })).status()).toBe(404);
});

test('children rows are added in a sub-table and saved with their parent; the entity check shows on its field', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  const promo = await create(page.request, company.Token, 'promotion', { code: `X${Date.now().toString(36).slice(-6)}`, name: 'Con productos', startDate: '2026-03-10', endDate: '2026-03-20', mechanic: 'display', status: 'proposed' });
  await openAsAdmin(page, company, `/promotions?record=${promo.row.id}`, 'en');
  await expect(page.locator('#field-name')).toHaveValue('Con productos');
  await page.getByTestId('children-add-products').click();
  const row = page.getByTestId('child-row').first();
  const inputs = row.locator('input:not([type=hidden])');
  const product = inputs.first();
  await product.click();
  await product.fill('SKU-004');
  await page.getByRole('option', { name: /SKU-004/ }).click();
  await inputs.nth(1).fill('12.5');
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('save-button')).toBeDisabled();
  const stored = await (await page.request.get(`/api/data/promotion/${promo.row.id}`, { headers: auth(company.Token) })).json();
  expect(stored.data.children.products).toHaveLength(1);
  expect(stored.data.children.products[0]).toMatchObject({ product: company.products[3], expectedUplift: 12.5 });

  // End before start: the form refuses it with the entity's check, before any request.
  await page.locator('[data-field="endDate"]').click();
  await page.locator('.mantine-Popover-dropdown button:not([data-outside])', { hasText: /^5$/ }).first().click();
  await page.getByTestId('save-button').click();
  await expect(fieldError(page, 'endDate')).toHaveText(/Must not be before Start date/);
  await page.getByTestId('children-products').scrollIntoViewIfNeeded();
  await shot(page, 'drawer-children-en');
});
