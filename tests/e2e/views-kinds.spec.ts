// The other view kinds at work: the tree (keyboard, lazy children, add a
// child with its parent set, leaves), the calendar (months in the URL, a day
// creates a row on that day, an entry opens it), the board (move a card with
// the keyboard menu: a PATCH with the version), the audit log (filter by
// entity, open a row's before / after) and the status page (missing data).
import { expect, test } from '@playwright/test';
import { auth } from './support/issue5';
import { create, openAsAdmin, sharedViewsCompany } from './support/views';

test.describe.configure({ mode: 'serial' });

test('tree: a category lists the products of its whole subtree, arrows walk and open nodes (children loaded then), a subfamily lists its products, a child gets its parent', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await openAsAdmin(page, company, '/hierarchy', 'en');
  const tree = page.getByTestId('tree');
  await expect(tree.getByRole('treeitem')).toHaveCount(2);
  const food = tree.getByRole('treeitem', { name: /Alimentación/ });
  // A category: the products of every subfamily below it (30 of the 120 hang on ALI-CON-PES), none of the other category.
  await food.locator('.dv-treerow').click();
  const leaves = page.getByTestId('leaves-panel');
  await expect(leaves.getByTestId('leaves-table').locator('tbody tr')).toHaveCount(30);
  await expect(leaves.getByRole('heading')).toContainText('(30)');
  await expect(leaves.getByTestId('leaves-table')).toContainText('Atún');
  await expect(leaves.getByTestId('leaves-table')).not.toContainText('Cola');
  await page.screenshot({ path: 'test-results/screenshots/views-tree-category-leaves.png' });
  // The other category: its 90 products over two pages, the title counting them all.
  await tree.getByRole('treeitem', { name: /Bebidas/ }).locator('.dv-treerow').click();
  await expect(leaves.getByRole('heading')).toContainText('(90)');
  await expect(leaves.getByTestId('leaves-table').locator('tbody tr')).toHaveCount(50);
  await expect(leaves.getByTestId('leaves-table')).not.toContainText('Atún');
  await food.focus();
  await page.keyboard.press('ArrowDown');
  const drinks = tree.getByRole('treeitem', { name: /Bebidas/ });
  await expect(drinks).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(drinks).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByRole('treeitem', { name: /Refrescos/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tree.getByRole('treeitem', { name: /Aguas/ }).or(tree.getByRole('treeitem', { name: /Refrescos/ })).first()).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  // A subfamily: its products in the leaves panel.
  const leaf = tree.locator('[aria-level="3"]').first();
  await leaf.click();
  await expect(page.getByTestId('leaves-table').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('leaves-panel')).toContainText('SKU-');

  // Add a child under the selected node: the form starts with the parent set.
  await page.getByTestId('tree-add-child').click();
  await expect(page).toHaveURL(/record=new&init\.parent=\d+/);
  await expect(page.locator('[data-field="parent"]')).not.toHaveValue('');
  const code = `N${Date.now().toString(36).slice(-6)}`;
  await page.locator('#field-code').fill(code);
  await page.locator('#field-name').fill('Nueva subfamilia');
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(/record=\d+/);
  await page.keyboard.press('Escape');
  await expect(tree.getByRole('treeitem', { name: /Nueva subfamilia/ })).toBeVisible();
});

test('calendar: the month is in the URL, entries span their days, a day creates a promotion on it', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await openAsAdmin(page, company, '/promotions/calendar', 'en');
  await expect(page.getByTestId('calendar-grid')).toBeVisible();
  // PR-04 runs from the 20th to the 27th of this month: one entry per day.
  await expect(page.getByTestId('calendar-entry').filter({ hasText: 'Cabecera refrescos' })).toHaveCount(8);
  const title = await page.getByTestId('calendar-month').innerText();
  await page.getByTestId('calendar-next').click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  await expect(page.getByTestId('calendar-month')).not.toHaveText(title);
  await page.goBack();
  await expect(page.getByTestId('calendar-month')).toHaveText(title);

  await page.getByTestId('calendar-entry').filter({ hasText: 'Descuento atún' }).first().click();
  await expect(page.locator('#field-name')).toHaveValue('Descuento atún');
  await page.keyboard.press('Escape');

  const day = page.locator('.dv-cal-day[data-outside="false"]').nth(9);
  const date = await day.getAttribute('data-date');
  await day.getByTestId('calendar-day').click();
  await expect(page).toHaveURL(new RegExp(`init\\.startDate=${date}`));
  await page.locator('#field-code').fill(`K${Date.now().toString(36).slice(-6)}`);
  await page.locator('#field-name').fill('Promo del día');
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(/record=\d+/);
  await page.keyboard.press('Escape');
  await expect(page.locator(`.dv-cal-day[data-date="${date}"]`).getByTestId('calendar-entry').filter({ hasText: 'Promo del día' })).toBeVisible();
});

test('board: a card moves to another lane from its menu (keyboard), saved with its version', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  const task = await create(page.request, company.Token, 'meeting-task', { code: `M${Date.now().toString(36).slice(-6)}`, subject: 'Mover esta tarea', status: 'open', priority: 'low' });
  await openAsAdmin(page, company, '/meeting-task', 'en');
  const card = page.getByTestId('board-card').filter({ hasText: 'Mover esta tarea' });
  await expect(card).toBeVisible();
  await expect(page.locator('[data-testid="board-lane"][data-lane="open"]').getByTestId('board-card').filter({ hasText: 'Mover esta tarea' })).toBeVisible();
  await card.getByTestId('board-card-move').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('move-to-blocked').click();
  await expect(page.locator('[data-testid="board-lane"][data-lane="blocked"]').getByTestId('board-card').filter({ hasText: 'Mover esta tarea' })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get(`/api/data/meeting-task/${task.row.id}`, { headers: auth(company.Token) })).json()).data.row)
    .toMatchObject({ status: 'blocked', version: task.row.version + 1 });
  await page.reload();
  await expect(page.locator('[data-testid="board-lane"][data-lane="blocked"]').getByTestId('board-card').filter({ hasText: 'Mover esta tarea' })).toBeVisible();
});

test('audit: filtered by entity in the URL; a row opens to its before and after', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  const unit = await create(page.request, company.Token, 'unit', { code: `A${Date.now().toString(36).slice(-6)}`, name: 'Antes', kind: 'count' });
  await page.request.patch(`/api/data/unit/${unit.row.id}`, { headers: auth(company.Token), data: { values: { name: 'Después' }, version: unit.row.version } });
  await openAsAdmin(page, company, '/modifications?entity=unit', 'en');
  const row = page.getByTestId('audit-row').filter({ hasText: 'Después' }).first();
  await expect(row).toContainText('Changed');
  await row.getByTestId('audit-expand').click();
  const changes = page.getByTestId('change-table').first();
  await expect(changes).toContainText('Name');
  await expect(changes.locator('.dv-before')).toContainText('Antes');
  await expect(changes.locator('.dv-after')).toContainText('Después');
  await expect(page.getByTestId('audit-row').filter({ hasText: 'Meeting task' })).toHaveCount(0);
});

test('status: each entity with its rows, and the rows missing an expected field link to them', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await openAsAdmin(page, company, '/status', 'en');
  const products = page.locator('[data-testid="status-row"][data-entity="product"]');
  await expect(products).toContainText('Products');
  const gap = products.getByTestId('status-gap').filter({ hasText: 'Unit' });
  await expect(gap).toBeVisible();
  await gap.click();
  await expect(page).toHaveURL(/\/products\?f\.unit=null/);
  await expect(page.getByTestId('data-grid')).toBeVisible();
  await expect(page.getByTestId('filter-unit')).toBeVisible();
});

test('board: dragging a card to another lane moves it; tabs keep the view in the URL', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await create(page.request, company.Token, 'meeting-task', { code: `G${Date.now().toString(36).slice(-6)}`, subject: 'Arrastrar esta tarea', status: 'open', priority: 'high' });
  await openAsAdmin(page, company, '/meeting-task', 'en');
  const card = page.getByTestId('board-card').filter({ hasText: 'Arrastrar esta tarea' });
  await card.dragTo(page.locator('[data-testid="board-lane"][data-lane="done"]'));
  await expect(page.locator('[data-testid="board-lane"][data-lane="done"]').getByTestId('board-card').filter({ hasText: 'Arrastrar esta tarea' })).toBeVisible();

  await page.getByTestId('view-tab-1').click();
  await expect(page).toHaveURL(/view=1/);
  await expect(page.getByTestId('data-grid')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('board')).toBeVisible();
});

test('a refusal of the API shows the forbidden state; a failure shows an error with retry', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await page.route(/\/api\/data\/unit\?/, (route) => route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ ok: false, ErrorCode: 'FORBIDDEN', Message: 'No access to units' }) }));
  await openAsAdmin(page, company, '/units', 'en');
  await expect(page.getByTestId('view-forbidden')).toContainText('No access to units');
  await page.unroute(/\/api\/data\/unit\?/);
  let failures = 1;
  await page.route(/\/api\/data\/unit\?/, (route) => (failures-- > 0
    ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ ok: false, ErrorCode: 'INTERNAL_ERROR', Message: 'Boom' }) })
    : route.fallback()));
  await page.reload();
  await expect(page.getByTestId('view-error')).toBeVisible();
  await page.getByTestId('view-error').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('data-grid')).toBeVisible();
});
