// The supply review's declared pages in Chromium over the demo company:
// every report view of the stock projections, procurement analysis, ABC and
// the supply reports draws its chart and table, the stock records and
// purchase orders list their rows, and each is axe clean. Screenshots go to
// test-results/screenshots/supply-*.png.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, demoAuth, openWithToken } from './support/app';
import { auth } from './support/issue5';
import { seriousViolations } from './support/views';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/supply-${name}.png`, fullPage: true });

const REPORT_PAGES: Array<[string, number]> = [
  ['stock-projections', 0], ['stock-projections', 1], ['advanced-procurement-analysis', 0], ['abc', 0], ['abc', 1],
  ['forecast-vs-budget', 0], ['forecast-vs-orders', 0], ['sales-vs-forecast-vs-budget-report', 0], ['budget-comparison-report', 0],
  ['historical-projected-turnover-report', 0], ['compliance-by-quota-report', 0], ['compliance-by-offer-report', 0],
  ['stock-analysis-report', 0], ['stock-management-report', 0], ['breakage-risk-reference-report', 0], ['obsolete-risk-reference-report', 0],
  ['potential-new-releases-analisys-report', 0], ['potential-obsolete-analisys-report', 0], ['similar-products-report', 0],
  ['indicator-report', 0], ['abc-indicator-report', 0],
];

test.beforeAll(async ({ request }) => {
  // The demo company leaves ABC analysis off; its pages need it.
  const admin = await demoAuth(request, DEMO.super);
  const res = await request.put('/api/plugins/ABC_ANALYSIS', { headers: auth(admin.Token), data: { Active: true } });
  expect(res.ok(), await res.text()).toBeTruthy();
});

for (const [route, view] of REPORT_PAGES) {
  test(`${route} (view ${view}) draws its chart and its table; axe clean`, async ({ page }) => {
    const admin = await demoAuth(page.request, DEMO.super);
    await openWithToken(page, admin.Token, `/${route}${view ? `?view=${view}` : ''}`);
    const table = page.getByTestId('report-table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // Recharts draws an svg; a heatmap is a coloured table by design (ReportChart), so its filled cells count.
    await expect(page.getByTestId('report-chart').locator('svg.recharts-surface, svg:visible, table.report-heatmap tbody td:not(:empty)').first()).toBeVisible({ timeout: 20_000 });
    await shot(page, `${route}-${view}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the stock records and the purchase orders list their rows; axe clean', async ({ page }) => {
  const admin = await demoAuth(page.request, DEMO.super);
  for (const [path, name] of [['/stock-projections?view=2', 'stock-records'], ['/purchases/orders', 'purchase-orders'], ['/purchases/product-suppliers', 'product-suppliers']]) {
    await openWithToken(page, admin.Token, path);
    await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await shot(page, name);
    expect(await seriousViolations(page)).toEqual([]);
  }
});
