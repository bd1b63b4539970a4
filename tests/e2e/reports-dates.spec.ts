// Reports grouped, pivoted or split by a forecast cycle (a reference titled
// by its month) in Chromium over the demo company: every cycle reads as a
// month in the user's language ("jun 2026", "Jun 2026"), never as the
// driver's Date ("Mon Jun 01 2026 00:00:00 GMT..."), and the cycles run in
// calendar order, in Spanish (the demo admin) and English. Screenshots go to
// test-results/screenshots/reports-dates-*.png.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, openAs, openWithToken, temporaryUser } from './support/app';
import { auth } from './support/issue5';

const RAW_DATE = /GMT|\d{2}:\d{2}:\d{2}/;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/reports-dates-${name}.png`, fullPage: true });
const monthText = (ym: string, lang: string) => {
  const [y, m] = ym.split('-').map(Number);
  return new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
};

async function expectCycles(page: Page, token: string, lang: 'es' | 'en') {
  // Grouped by cycle, sorted by it: the API's labels (YYYY-MM) shown as months, oldest first.
  await page.goto('/absolute-error-report?g=cycle&s=cycle');
  const table = page.getByTestId('report-table');
  await expect(table.locator('tbody tr[data-kind]').first()).toBeVisible();
  const response = await page.request.get('/api/reports/absolute-error-report/0?group=cycle&sort=cycle', { headers: auth(token) });
  const labels = ((await response.json()).data.rows as Array<{ labels: { cycle: string } }>).map((r) => r.labels.cycle);
  expect(labels.length).toBeGreaterThan(1);
  const cells = await table.locator('tbody tr[data-kind] td:first-child').allInnerTexts();
  expect(cells.map((c) => c.trim())).toEqual(labels.map((l) => monthText(l, lang)));
  await expect(page.locator('main')).not.toContainText(RAW_DATE);
  await shot(page, `absolute-error-${lang}`);

  // Pivoted and split by cycle: the column heads and the chart's legend are months.
  await page.goto('/diferent-cycle-changes-report');
  await expect(page.getByTestId('report-table').locator('tbody tr[data-kind]').first()).toBeVisible();
  await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();
  const heads = await page.locator('.report-pivot-head').allInnerTexts();
  expect(heads.length).toBeGreaterThan(1);
  for (const head of heads.slice(0, -1)) expect(head.trim()).toMatch(/^\p{L}+\.? \d{4}$/u);
  await expect(page.locator('main')).not.toContainText(RAW_DATE);
  await shot(page, `cycle-changes-${lang}`);
  // The cycle filter lists the same months.
  await page.getByRole('combobox', { name: lang === 'es' ? 'Ciclo' : 'Cycle', exact: true }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const option of await options.allInnerTexts()) expect(option.trim()).toMatch(/^\p{L}+\.? \d{4}$/u);
  await shot(page, `cycle-filter-${lang}`);
  await page.keyboard.press('Escape');
}

test('cycles read as months in calendar order in reports, in Spanish and English', async ({ page }) => {
  const admin = await openAs(page, DEMO.admin, '/home');
  await expectCycles(page, admin.Token, 'es');

  const reader = await temporaryUser(page.request, [1], 'Dates reader');
  const patched = await page.request.patch('/api/profile', { headers: auth(reader.Token), data: { Language: 'en' } });
  expect(patched.ok()).toBeTruthy();
  await openWithToken(page, reader.Token, '/home');
  await expectCycles(page, reader.Token, 'en');
});
