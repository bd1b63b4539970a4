// The report view in Chromium over the demo company: the declared
// discontinued-products report draws its chart and its table with
// subtotals and the grand total, keeps grouping, pivot and filters in the
// URL (back and forward), shows a filter that matches nothing as an empty
// state, exports exactly what is shown, and hides the measures a role may
// not see; a long table (the look-alikes report) pages under the table, the
// page in the URL. Screenshots go to test-results/screenshots/reports-*.png.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import type { ReportResult } from '../../engine/data/report-api';
import { displayRows } from '../../engine/data/report-table';
import { DEMO, openAs, openWithToken, temporaryUser } from './support/app';
import { auth } from './support/issue5';
import { seriousViolations } from './support/views';

const ROUTE = 'discontinued-products-report';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/reports-${name}.png`, fullPage: true });

async function apiReport(page: Page, token: string, query = ''): Promise<ReportResult> {
  const response = await page.request.get(`/api/reports/${ROUTE}/0${query}`, { headers: auth(token) });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data;
}

test('the report draws its chart and table with subtotals and the grand total; axe clean', async ({ page }) => {
  const admin = await openAs(page, DEMO.admin, `/${ROUTE}`);
  const table = page.getByTestId('report-table');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();
  const data = await apiReport(page, admin.Token);
  expect(data.rows.length).toBeGreaterThan(0);
  // Every row, subtotal and the grand total of the default grouping: the virtual table declares them all...
  await expect(table.locator('table')).toHaveAttribute('aria-rowcount', String(displayRows(data).length + 1));
  await expect(table.locator('tfoot tr')).toHaveCount(1);
  await expect(table.locator('tfoot td.num').first()).toHaveText(String(data.totals.at(-1)!.values.products));
  // ...and draws the first ones, in order, the subtotal after its group's rows.
  const shown = displayRows(data).slice(0, 6).map((d) => d.kind);
  await expect(table.locator('tbody tr[data-kind]').first()).toHaveAttribute('data-kind', shown[0]);
  expect((await table.locator('tbody tr[data-kind]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')))).slice(0, 6)).toEqual(shown);
  await expect(page.getByTestId('report-count')).toContainText(String(data.rowCount));
  await shot(page, 'view');
  expect(await seriousViolations(page)).toEqual([]);
});

test('grouping, pivot and filters live in the URL: back and forward restore them; nothing matching is an empty state', async ({ page }) => {
  await openAs(page, DEMO.admin, `/${ROUTE}`);
  await expect(page.getByTestId('report-table')).toBeVisible();
  // Rows by status only: the two hierarchy levels out, the status in.
  await page.getByRole('combobox', { name: 'Filas' }).click();
  await page.getByRole('option', { name: 'Familia', exact: true }).click();
  await expect(page).toHaveURL(/[?&]g=family(&|$)/);
  await page.getByRole('option', { name: 'Subfamilia', exact: true }).click();
  await expect(page).toHaveURL(/[?&]g=(&|$)/);
  await page.getByRole('option', { name: 'Estado', exact: true }).click();
  await expect(page).toHaveURL(/[?&]g=status(&|$)/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('report-table').locator('thead th').first()).toHaveText(/Estado/);
  // Spread the launch year into columns.
  await page.getByRole('combobox', { name: 'Columnas' }).click();
  await page.getByRole('option', { name: 'Año de lanzamiento' }).click();
  await expect(page).toHaveURL(/[?&]p=launch(&|$)/);
  await expect(page.getByTestId('report-table').locator('thead tr')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await shot(page, 'pivot');
  expect(await seriousViolations(page)).toEqual([]);
  // Filter one status.
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Descatalogado' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/f\.status=in%3Adiscontinued|f\.status=in:discontinued/);
  await expect(page.getByTestId('report-table').locator('tbody tr[data-kind="row"]')).toHaveCount(1);
  await expect(page.getByTestId('report-table').locator('tbody tr[data-kind="row"] td').first()).toHaveText('Descatalogado');
  // Back: the filter goes, the pivot stays; back again: no pivot; forward: the pivot again.
  await page.goBack();
  await expect(page).not.toHaveURL(/f\.status/);
  await expect(page.getByTestId('report-table').locator('tbody tr[data-kind="row"]')).toHaveCount(2);
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]p=/);
  await expect(page.getByTestId('report-table').locator('thead tr')).toHaveCount(1);
  await page.goForward();
  await expect(page.getByTestId('report-table').locator('thead tr')).toHaveCount(2);
  // A deep link with a filter that matches nothing: an empty state, not an error.
  await page.goto(`/${ROUTE}?f.launch=between:2099-01-01,2099-12-31`);
  await expect(page.getByTestId('view-empty')).toBeVisible();
  await expect(page.getByTestId('view-error')).toHaveCount(0);
  await expect(page.getByTestId('report-clear-filters')).toBeVisible();
  await shot(page, 'empty');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('report-clear-filters').click();
  await expect(page.getByTestId('report-table')).toBeVisible();
});

test('CSV and XLSX exports hold exactly the rows and columns shown, headers in the user\'s language', async ({ page }) => {
  const admin = await openAs(page, DEMO.admin, `/${ROUTE}?g=parent,status&s=-products`);
  const table = page.getByTestId('report-table');
  await expect(table).toBeVisible();
  const data = await apiReport(page, admin.Token, '?group=parent,status&sort=-products');
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click().then(() => page.getByTestId('report-export-csv').click())]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = (await readFile((await csv.path())!)).toString('utf8');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(parsed[0]).toEqual(headers);
  expect(parsed.length - 1).toBe(displayRows(data).length);
  await expect(table.locator('table')).toHaveAttribute('aria-rowcount', String(parsed.length));
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click().then(() => page.getByTestId('report-export-xlsx').click())]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  expect((await readFile((await xlsx.path())!)).subarray(0, 2).toString()).toBe('PK');
});

test('a role without unit costs sees the other measures and is told which are not shown', async ({ page }) => {
  const demand = await temporaryUser(page.request, [2], 'Demand only');
  await openWithToken(page, demand.Token, `/${ROUTE}`);
  await expect(page.getByTestId('report-table')).toBeVisible();
  await expect(page.getByTestId('report-hidden')).toBeVisible();
  const headers = await page.getByTestId('report-table').locator('thead th').allInnerTexts();
  expect(headers.join('|')).toMatch(/Products/);
  expect(headers.join('|')).not.toMatch(/cost|Margin/i);
  await shot(page, 'restricted');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a long table pages: the page in the URL (back and forward), by keyboard, loading shown, page 1 again when the sort changes', async ({ page }) => {
  const LONG = 'similar-products-report';
  const admin = await openAs(page, DEMO.admin, `/${LONG}?size=25`);
  const table = page.getByTestId('report-table');
  await expect(table).toBeVisible();
  const api = async (n: number): Promise<ReportResult> => {
    const response = await page.request.get(`/api/reports/${LONG}/0?page=${n}&pageSize=25`, { headers: auth(admin.Token) });
    expect(response.ok()).toBeTruthy();
    return (await response.json()).data;
  };
  const first = await api(1);
  expect(first.paging!.total).toBeGreaterThan(50);
  const pager = page.getByTestId('report-pagination');
  await expect(pager).toBeVisible();
  await expect(page.getByTestId('report-count')).toContainText(`1–25 de ${first.paging!.total.toLocaleString('es-ES')}`);
  // The table holds the page's rows and its subtotals, the grand total of every row.
  await expect(table.locator('table')).toHaveAttribute('aria-rowcount', String(displayRows(first).length + 1));
  await expect(table.locator('tfoot td.num').last()).toHaveText(/\d/);
  await shot(page, 'pages');
  expect(await seriousViolations(page)).toEqual([]);

  // Page 2 by keyboard; its answer held back a moment, so the loading state shows.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/api\/reports\/similar-products-report\/0\?.*page=2/, async (route) => {
    await held;
    await route.continue();
  });
  await pager.getByRole('button', { name: 'Página 2', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByTestId('report-page-loading')).toBeVisible();
  await expect(table).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByTestId('report-page-loading')).toHaveCount(0);
  const second = await api(2);
  await expect(page.getByTestId('report-count')).toContainText('26–50');
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(pager.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute('aria-current', 'page');
  const firstCells = async () => table.locator('tbody tr[data-kind="row"]').first().locator('td, th').allInnerTexts();
  const secondFirst = await firstCells();
  expect(second.rows[0].keys).not.toEqual(first.rows[0].keys);

  // Back: page 1; forward: page 2 again.
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByTestId('report-count')).toContainText('1–25');
  await page.goForward();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByTestId('report-count')).toContainText('26–50');
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  expect(await firstCells()).toEqual(secondFirst);

  // Another sort starts again at page 1, the page size kept.
  await table.getByTestId('report-sort-score').click();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page).toHaveURL(/[?&]size=25(&|$)/);
  await expect(page.getByTestId('report-count')).toContainText('1–25');
  // A link past the last page opens the last one.
  await page.goto(`/${LONG}?size=25&page=99999`);
  const last = Math.ceil(first.paging!.total / 25);
  await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
  await expect(table.locator('tbody tr[data-kind="row"]').first()).toBeVisible();
});
