// The forecast value added report in Chromium over the demo company: the
// page states its level and lag, the chart and the table show the WAPE of
// each step and the FVA between them per closed cycle, the grand total is
// the API's figure, in Spanish (the demo admin) and in English (a user of
// the same company who reads English). Screenshots go to
// test-results/screenshots/reports-fva-*.png.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, openAs, openWithToken, temporaryUser, tr } from './support/app';
import { auth } from './support/issue5';

const ROUTE = 'forecast-value-added-report';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/reports-fva-${name}.png`, fullPage: true });

async function expectFigures(page: Page, token: string, lang: 'es' | 'en') {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr(lang, `routes.${ROUTE}.title`));
  // The page says what it measures: product x customer x month, lag 1.
  await expect(page.getByText(lang === 'es' ? /producto × cliente × mes, lag 1/ : /product × customer × month, lag 1/)).toBeVisible();
  const table = page.getByTestId('report-table');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();
  for (const measure of ['wapeNaive', 'wapeStatistical', 'wapeOverride', 'wapeConsensus', 'fvaStatistical']) {
    await expect(table.locator('thead')).toContainText(await tr(lang, `reports.${ROUTE}.measures.${measure}`));
  }
  const response = await page.request.get(`/api/reports/${ROUTE}/0`, { headers: auth(token) });
  expect(response.ok()).toBeTruthy();
  const data = (await response.json()).data;
  const total = data.totals.find((t: { level: number }) => t.level === 0).values;
  // Real figures: every step has a WAPE of a plausible size over the demo's closed cycles.
  for (const step of ['wapeNaive', 'wapeStatistical', 'wapeOverride', 'wapeConsensus']) {
    expect(total[step]).toBeGreaterThan(1);
    expect(total[step]).toBeLessThan(200);
  }
  // The grand total row shows the statistical WAPE as the API computes it, one decimal.
  const shown = new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(total.wapeStatistical);
  await expect(table.locator('tfoot')).toContainText(shown);
  await expect(table.locator('tbody tr[data-kind]').first()).toBeVisible();
}

test('the FVA report shows the WAPE of every step and the value each step added, in Spanish and English', async ({ page }) => {
  const admin = await openAs(page, DEMO.admin, `/${ROUTE}`);
  await expectFigures(page, admin.Token, 'es');
  await shot(page, 'es');

  const reader = await temporaryUser(page.request, [1], 'FVA reader');
  const patched = await page.request.patch('/api/profile', { headers: auth(reader.Token), data: { Language: 'en' } });
  expect(patched.ok()).toBeTruthy();
  await openWithToken(page, reader.Token, `/${ROUTE}`);
  await expectFigures(page, reader.Token, 'en');
  await shot(page, 'en');
});
