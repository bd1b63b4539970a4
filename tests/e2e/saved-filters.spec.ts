// Saved filters: an administrator saves the products list's filters and sort
// under a name, shared with the company; applying it later writes it back
// into the URL. A read-only user uses the shared one and keeps a private one
// (sharing is not offered to them). The filter page lists them, with rename,
// share and delete where the user may. With screenshots and axe.
import { expect, test, type Page } from '@playwright/test';
import { auth, freshCompany, open, userSession } from './support/issue5';
import { create, seriousViolations, shot } from './support/views';

test.describe.configure({ mode: 'serial' });

const rows = (page: Page) => page.locator('[data-testid="data-grid"] tbody tr[data-index]');

async function english(page: Page, token: string) {
  const r = await page.request.patch('/api/profile', { headers: auth(token), data: { Language: 'en' } });
  expect(r.ok()).toBeTruthy();
}

test('save, share, apply, manage: the products list and the filter page', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await freshCompany(page.request);
  const statuses = ['active', 'phase-out', 'active', 'phase-out', 'discontinued', 'active'];
  for (const [i, status] of statuses.entries()) {
    await create(page.request, admin.Token, 'product', { sku: `F-${i + 1}`, name: `Filtered product ${i + 1}`, status, source: 'made' });
  }
  const viewer = await userSession(page.request, admin.Token, [5], 'Vera Viewer');
  await english(page, admin.Token);
  await english(page, viewer.Token);

  // --- the administrator saves a shared filter ----------------------------------------------
  await open(page, admin.Token, '/products?f.status=in:phase-out&sort=-name');
  await expect(rows(page)).toHaveCount(2);
  await page.getByTestId('saved-filters-button').click();
  await expect(page.getByTestId('saved-filters-menu')).toContainText('No saved filters for this list yet');
  await page.getByTestId('save-filter').click();
  await page.getByTestId('saved-filter-name').fill('Phasing out');
  await page.getByTestId('saved-filter-share').check();
  await shot(page, 'saved-filter-dialog');
  expect(await seriousViolations(page, '[data-testid="saved-filter-form"]')).toEqual([]);
  await page.getByTestId('saved-filter-submit').click();
  // The list now shows that saved filter.
  await expect(page.getByTestId('saved-filters-button')).toHaveText('Phasing out');

  // --- applying it restores filters and sort through the URL ----------------------------------
  await page.goto('/products');
  await expect(rows(page)).toHaveCount(6);
  await expect(page.getByTestId('saved-filters-button')).toHaveText('Saved filters');
  await page.getByTestId('saved-filters-button').click();
  await page.locator('[data-saved-filter="Phasing out"]').click();
  await expect(page).toHaveURL(/f\.status=in(%3A|:)phase-out/);
  await expect(page).toHaveURL(/sort=-name/);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('F-4');
  await page.getByTestId('saved-filters-button').click();
  // The menu fades in: shot once it is opaque.
  await expect.poll(() => page.getByTestId('saved-filters-menu').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  expect(await seriousViolations(page, '[data-testid="saved-filters-menu"]')).toEqual([]);
  await shot(page, 'saved-filters-menu');
  await page.keyboard.press('Escape');
  // Back goes to the list before the filter was applied.
  await page.goBack();
  await expect(rows(page)).toHaveCount(6);

  // --- a read-only user uses the shared filter and keeps one of their own ----------------------
  const context = await browser.newContext({ locale: 'en-GB' });
  const other = await context.newPage();
  await open(other, viewer.Token, '/products?f.status=in:active');
  await other.getByTestId('saved-filters-button').click();
  await expect(other.locator('[data-saved-filter="Phasing out"]')).toContainText('Shared');
  await other.getByTestId('save-filter').click();
  await expect(other.getByTestId('saved-filter-share')).toBeDisabled();
  await other.getByTestId('saved-filter-name').fill('Active ones');
  await other.getByTestId('saved-filter-submit').click();
  await expect(other.getByTestId('saved-filters-button')).toHaveText('Active ones');

  await other.goto('/filter');
  const table = other.getByTestId('saved-filters-table');
  await expect(table.locator('[data-saved-filter]')).toHaveCount(2);
  const shared = table.locator('[data-saved-filter="Phasing out"]');
  await expect(shared.getByTestId('saved-filter-rename')).toHaveCount(0);
  await expect(shared.getByTestId('saved-filter-shared-state')).toHaveText('Shared');
  await expect(table.locator('[data-saved-filter="Active ones"]').getByTestId('saved-filter-shared-state')).toHaveText('Private');
  await shot(other, 'filter-page-viewer');
  expect(await seriousViolations(other, '[data-testid="saved-filters-page"]')).toEqual([]);
  await context.close();

  // --- the administrator manages the filter page ----------------------------------------------
  await page.goto('/filter');
  const list = page.getByTestId('saved-filters-table');
  // The viewer's private filter is not here.
  await expect(list.locator('[data-saved-filter]')).toHaveCount(1);
  const mine = list.locator('[data-saved-filter="Phasing out"]');
  await expect(mine).toContainText('Products');
  await expect(mine).toContainText('Status · sorted by Name ↓');
  await expect(mine.getByTestId('saved-filter-shared')).toBeChecked();
  await mine.getByTestId('saved-filter-rename').click();
  await page.getByTestId('saved-filter-name').fill('Phase-out, newest name first');
  await page.getByTestId('saved-filter-submit').click();
  const renamed = list.locator('[data-saved-filter="Phase-out, newest name first"]');
  await expect(renamed).toBeVisible();
  await renamed.getByTestId('saved-filter-shared').click();
  await expect(renamed.getByTestId('saved-filter-shared')).not.toBeChecked();
  await shot(page, 'filter-page-admin');
  expect(await seriousViolations(page, '[data-testid="saved-filters-page"]')).toEqual([]);
  // Its name opens the list with the filter applied.
  await renamed.getByRole('link').click();
  await expect(page).toHaveURL(/\/products\?.*f\.status=in(%3A|:)phase-out/);
  await expect(rows(page)).toHaveCount(2);
  await page.goto('/filter');
  await page.getByTestId('saved-filters-table').locator('[data-saved-filter="Phase-out, newest name first"]').getByTestId('saved-filter-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('view-empty')).toBeVisible();
});
