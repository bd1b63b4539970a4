// The demand review's month on the demo company, in Chromium, as planners do
// it: the planner opens this month's S&OP cycle, runs the forecast (the
// progress bar moves to done), changes an override on the forecast detail
// page (a frozen month is locked), submits a revision; the administrator
// approves it on its page, closes the cycle (the consensus is frozen), and
// the accuracy report shows the snapshots against the sales.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, openAs } from './support/app';
import { auth } from './support/issue5';
import { seriousViolations } from './support/views';

test.describe.configure({ mode: 'serial' });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/forecasting-cycle-${name}.png`, fullPage: true });

test('open the cycle, run the forecast, override, submit, approve, close, see accuracy', async ({ page }) => {
  test.setTimeout(300_000);
  // The planner opens the cycle and runs the forecast.
  const planner = await openAs(page, DEMO.planner, '/forecasts/review');
  const panel = page.getByTestId('cycle-panel');
  await expect(panel).toBeVisible();
  await page.getByTestId('cycle-open').click();
  await expect(page.getByTestId('run-start')).toBeVisible();
  await page.getByTestId('run-start').click();
  const run = page.getByTestId('run-panel');
  await expect(run).toHaveAttribute('data-status', /queued|running/);
  await shot(page, 'running');
  const seen = new Set<string>();
  await expect.poll(async () => {
    seen.add((await page.getByTestId('run-progress').getAttribute('aria-valuenow')) ?? '');
    return run.getAttribute('data-status');
  }, { timeout: 240_000, intervals: [500] }).toBe('done');
  expect([...seen].some((v) => Number(v) > 0 && Number(v) < 100), `progress seen: ${[...seen].join(', ')}`).toBe(true);
  await shot(page, 'done');
  expect(await seriousViolations(page)).toEqual([]);

  // An override on the detail page, in the first month not frozen.
  const models = await page.request.get('/api/data/forecast-model?pageSize=1&sort=-historyMonths', { headers: auth(planner.Token) });
  const model = (await models.json()).data.rows[0] as { product: number; customer: number };
  await page.goto(`/forecasts/detail?product=${model.product}&customer=${model.customer}`);
  const open = page.locator('[data-testid="override-row"][data-frozen="false"]').first();
  await expect(open).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-testid="override-row"][data-frozen="true"] input')).toHaveCount(0);
  await open.locator('input').fill('777');
  await open.getByTestId('override-save').click();
  await expect(open.locator('input')).toHaveValue('777');
  await expect(open.getByTestId('override-save')).toHaveCount(0);

  // The revision of every product's overrides goes to the review.
  await page.goto('/forecasts/review');
  await page.getByTestId('submit-comment').fill('Key account promotion in the first open month.');
  await page.getByTestId('submit-button').click();
  await expect(page.getByTestId('submit-result')).toContainText(/REV-/);
  const row = page.locator('[data-testid="revision-row"][data-status="submitted"]').first();
  await expect(row).toBeVisible();

  // The administrator approves it, then closes the cycle.
  const admin = await openAs(page, DEMO.admin, '/forecasts/review');
  await page.locator('[data-testid="revision-row"][data-status="submitted"] a').first().click();
  await expect(page.getByTestId('revision-decision')).toBeVisible();
  await shot(page, 'revision');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('revision-approve').click();
  await expect(page.getByTestId('revision-status')).toHaveText(/Aprobada/);
  await page.goto('/forecasts/review');
  await page.getByTestId('cycle-close').click();
  await page.getByTestId('cycle-close-dialog').getByRole('button', { name: /Cerrar el ciclo/ }).click();
  await expect(page.getByTestId('cycle-open')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'closed');
  const status = await (await page.request.get('/api/forecasting/status', { headers: auth(admin.Token) })).json();
  expect(status.data.cycle).toMatchObject({ status: 'closed' });
  expect(status.data.cycle.snapshotRows).toBeGreaterThan(1000);

  // Accuracy: the lag-1 snapshots against the sales, month by month.
  await page.goto('/absolute-error-report');
  await expect(page.getByTestId('report-table')).toBeVisible({ timeout: 20_000 });
  expect(await page.locator('[data-testid="report-table"] tbody tr[data-kind="row"]').count()).toBeGreaterThan(2);
  await shot(page, 'accuracy');
});
