// Custom reports in Chromium: a user saves a report view with their own
// grouping and pivot ("Save as"), it appears in the menu bar's dropdown and
// opens from there with its name as the title; a change is saved back and
// survives a reload; it is renamed and deleted. Another user's report, or
// one that does not exist, shows the forbidden page. Screenshots go to
// test-results/screenshots/reports-custom-*.png.
import { expect, test, type Page } from '@playwright/test';
import type { CustomReportSummary } from '../../engine/http/api-contract';
import { DEMO, demoAuth, openAs, openWithToken, temporaryUser } from './support/app';
import { auth, uniqueTag } from './support/issue5';
import { seriousViolations } from './support/views';

const ROUTE = 'discontinued-products-report';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/reports-custom-${name}.png`, fullPage: true });

async function saveAs(page: Page, name: string) {
  await page.getByTestId('report-save-as').click();
  await expect(page.getByTestId('report-save-name')).toBeFocused();
  await page.getByTestId('report-save-name').fill(name);
  await page.getByTestId('report-save-submit').click();
  await expect(page).toHaveURL(/\/custom-reports\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

async function openFromMenu(page: Page, name: string) {
  await page.getByTestId('custom-reports-menu').click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

test('save as, reopen from the menu, save a change, rename and delete', async ({ page }) => {
  test.setTimeout(150_000);
  const user = await temporaryUser(page.request, [1], 'Report keeper');
  const tag = uniqueTag();
  const first = `By status ${tag}`;
  const second = `By family ${tag}`;
  await openWithToken(page, user.Token, `/${ROUTE}?g=status`);
  await expect(page.getByTestId('report-table')).toBeVisible();
  // No custom report yet: no dropdown in the menu bar.
  await expect(page.getByTestId('custom-reports-menu')).toHaveCount(0);

  await page.getByTestId('report-save-as').click();
  await expect(page.getByTestId('report-save-form')).toBeVisible();
  await shot(page, 'save-dialog');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await saveAs(page, first);
  await expect(page.getByTestId('report-table').locator('thead th').first()).toHaveText(/Status/);
  await expect(page.getByTestId('custom-reports-menu')).toBeVisible();

  // A second one from the report view, then back to the first through the menu.
  await page.goto(`/${ROUTE}?g=family&s=-products&n=10`);
  await expect(page.getByTestId('report-table')).toBeVisible();
  await saveAs(page, second);
  await expect(page.getByTestId('report-count')).toContainText(/First 10 of \d+ rows|\d+ rows/);
  await openFromMenu(page, first);
  await expect(page).toHaveURL(/\/custom-reports\/\d+$/);
  await expect(page.getByTestId('report-table').locator('thead th').first()).toHaveText(/Status/);
  await shot(page, 'opened');
  expect(await seriousViolations(page)).toEqual([]);

  // A change waits in the URL until saved; saved, it survives a reload.
  await expect(page.getByTestId('custom-report-save')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Columns' }).click();
  await page.getByRole('option', { name: 'Launch year' }).click();
  await expect(page.getByTestId('report-table').locator('thead tr')).toHaveCount(2);
  await page.getByTestId('custom-report-save').click();
  await expect(page).toHaveURL(/\/custom-reports\/\d+$/);
  await expect(page.getByTestId('custom-report-save')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('report-table').locator('thead tr')).toHaveCount(2);

  // Rename: a name already taken is refused at the field; a new one is the title and the menu item.
  await page.getByTestId('custom-report-menu').click();
  await page.getByTestId('custom-report-rename').click();
  await page.getByTestId('report-save-name').fill(second.toUpperCase());
  await page.getByTestId('report-save-submit').click();
  await expect(page.getByTestId('report-save-form').getByText('You already have a report with this name')).toBeVisible();
  const renamed = `Statuses by year ${tag}`;
  await page.getByTestId('report-save-name').fill(renamed);
  await expect(page.getByTestId('report-save-name')).toHaveValue(renamed);
  await page.getByTestId('report-save-submit').click();
  await expect(page.getByTestId('report-save-form')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await page.getByTestId('custom-reports-menu').click();
  await expect(page.getByRole('menuitem', { name: renamed })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: first })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Delete: back home, gone from the menu.
  await page.getByTestId('custom-report-menu').click();
  await page.getByTestId('custom-report-delete').click();
  await page.getByTestId('custom-report-delete-confirm').click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId('custom-reports-menu').click();
  await expect(page.getByRole('menuitem', { name: second })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: renamed })).toHaveCount(0);
  const list = (await (await page.request.get('/api/custom-reports', { headers: auth(user.Token) })).json()).data as CustomReportSummary[];
  expect(list.map((r) => r.Name)).toEqual([second]);
});

test("the demo users' saved reports open from the menu with their own state", async ({ page }) => {
  const viewer = await demoAuth(page.request, DEMO.viewer);
  const mine = (await (await page.request.get('/api/custom-reports', { headers: auth(viewer.Token) })).json()).data as CustomReportSummary[];
  expect(mine.length).toBeGreaterThanOrEqual(2);
  await openAs(page, DEMO.viewer, `/custom-reports/${mine[0].Id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mine[0].Name);
  await expect(page.getByTestId('report-table')).toBeVisible();
  await openFromMenu(page, mine[1].Name);
  await expect(page.getByTestId('report-table')).toBeVisible();
  await shot(page, 'demo');
  expect(await seriousViolations(page)).toEqual([]);
});

test("another user's report and a report that does not exist give the forbidden page", async ({ page }) => {
  const planner = await demoAuth(page.request, DEMO.planner);
  const theirs = (await (await page.request.get('/api/custom-reports', { headers: auth(planner.Token) })).json()).data as CustomReportSummary[];
  await openAs(page, DEMO.admin, `/custom-reports/${theirs[0].Id}`);
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('report-view')).toHaveCount(0);
  await page.goto('/custom-reports/not-a-number');
  await expect(page.getByTestId('forbidden')).toBeVisible();
});
