// The demand-planning pages on the demo company, in Chromium: every declared
// view draws (reports with their chart and table, tables, the settings form),
// the forecast detail shows a product's history, forecast and models, the
// review lists the cycle, a revision opens; each screenshotted and axe clean.
// Screenshots: test-results/screenshots/forecasting-*.png.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, openAs } from './support/app';
import { auth } from './support/issue5';
import { seriousViolations } from './support/views';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/forecasting-${name}.png`, fullPage: true });

/** Routes whose views are reports or tables: [path, tabs]. */
const VIEW_PAGES: Array<[string, number]> = [
  ['forecasts', 3], ['operative-forecast', 2], ['sales', 2], ['mix-of-business', 2], ['increased-sale', 2], ['budgets', 3],
  ['absolute-error-report', 3], ['same-cycle-changes-report', 1], ['diferent-cycle-changes-report', 2],
];

async function viewDrawn(page: Page) {
  // A report (chart and table), a table view or a form: whichever the tab shows.
  await expect(page.getByTestId('report-table').or(page.getByTestId('data-grid')).or(page.getByTestId('form-view')).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/no hay datos|sin datos|nothing to show/i)).toHaveCount(0);
}

for (const [path, tabs] of VIEW_PAGES) {
  test(`${path}: every view draws with data; screenshots and axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await openAs(page, DEMO.admin, `/${path}`);
    for (let tab = 0; tab < tabs; tab++) {
      if (tab > 0) await page.getByTestId(`view-tab-${tab}`).click();
      await viewDrawn(page);
      // The drawing itself: recharts' surface or the heatmap's table. A pie's tooltip (all segments) is in
      // the DOM, hidden, before its surface, with an svg swatch per segment; plain 'svg' would pick that.
      if (await page.getByTestId('report-chart').count()) await expect(page.getByTestId('report-chart').locator('svg.recharts-surface, table').first()).toBeVisible();
      await page.waitForTimeout(300);
      await shot(page, `${path}-${tab}`);
      expect(await seriousViolations(page), `${path} tab ${tab}`).toEqual([]);
    }
  });
}

test('forecasts/configuration edits the forecast settings as a form', async ({ page }) => {
  await openAs(page, DEMO.admin, '/forecasts/configuration');
  await expect(page.getByTestId('form-view')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Horizonte/ }).or(page.getByLabel(/Horizonte/)).first()).toBeVisible();
  await shot(page, 'configuration');
  expect(await seriousViolations(page)).toEqual([]);
});

test('forecasts/detail: pick a product, see history, forecast and the model of each customer; one customer shows its override months', async ({ page }) => {
  const admin = await openAs(page, DEMO.admin, '/forecasts/detail');
  await expect(page.getByTestId('detail-pick')).toBeVisible();
  const models = await page.request.get('/api/data/forecast-model?pageSize=1&sort=-historyMonths', { headers: auth(admin.Token) });
  const model = (await models.json()).data.rows[0] as { product: number; customer: number };
  await page.goto(`/forecasts/detail?product=${model.product}`);
  await expect(page.getByTestId('models-table')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.recharts-line').first()).toBeVisible();
  expect(await page.getByTestId('model-row').count()).toBeGreaterThan(0);
  await shot(page, 'detail-product');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/forecasts/detail?product=${model.product}&customer=${model.customer}`);
  await expect(page.getByTestId('override-editor')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-testid="override-row"][data-frozen="true"]').first()).toBeVisible();
  await expect(page.locator('[data-testid="override-row"][data-frozen="false"]').first()).toBeVisible();
  await shot(page, 'detail-customer');
  expect(await seriousViolations(page)).toEqual([]);
});

test('forecasts/review shows the cycle and a seeded revision opens with its cells', async ({ page }) => {
  const admin = await openAs(page, DEMO.admin, '/forecasts/review');
  await expect(page.getByTestId('cycle-panel')).toBeVisible();
  await expect(page.getByTestId('run-panel')).toBeVisible();
  await shot(page, 'review');
  expect(await seriousViolations(page)).toEqual([]);
  const list = await page.request.get('/api/data/forecast-revision?pageSize=1', { headers: auth(admin.Token) });
  const revision = (await list.json()).data.rows[0] as { id: number; code: string };
  await page.goto(`/forecasts/revision/${revision.id}`);
  await expect(page.getByTestId('revision-lines')).toBeVisible();
  await expect(page.getByText(revision.code).first()).toBeVisible();
  expect(await page.locator('[data-testid="revision-lines"] tbody tr').count()).toBeGreaterThan(0);
  await shot(page, 'revision');
  expect(await seriousViolations(page)).toEqual([]);
});
