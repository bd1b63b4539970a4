// Issue 25: an in-page link or tile is shown only when its page opens for the
// user. The demo planner has FORECAST_REPORTS restricted (CUSTOM_ROLES), so the
// review page's accuracy link is hidden for her and shown to the admin; no
// link on the page leads anywhere the planner's rule refuses.
// Screenshots: test-results/screenshots/links-*.png.
import { expect, test, type Page } from '@playwright/test';
import { canOpenPath } from '../../engine/navigation';
import { DEMO, expectationFor, openAs, tr, type Expectation } from './support/app';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/links-${name}.png`, fullPage: true });

/** The hrefs of the links inside the page (the menus have their own tests). */
async function pageLinks(page: Page): Promise<string[]> {
  return page.getByTestId('forecast-review').locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
}

function refused(expectation: Expectation, hrefs: string[]): string[] {
  return hrefs.filter((href) => !canOpenPath(expectation.config, expectation.policy, expectation.ctx, href));
}

test('the planner sees no link on the review page to a page she cannot open', async ({ page }) => {
  const auth = await openAs(page, DEMO.planner, '/forecasts/review');
  const expectation = await expectationFor(page.request, auth);
  // The premise: the accuracy report is closed to the demo planner.
  expect(canOpenPath(expectation.config, expectation.policy, expectation.ctx, '/absolute-error-report')).toBe(false);
  const lang = expectation.profile.Language as 'en';
  await expect(page.getByTestId('forecast-review').getByRole('link', { name: await tr(lang, 'forecasting.links.editor') })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('review-accuracy-link')).toHaveCount(0);
  await expect(page.getByText(await tr(lang, 'forecasting.links.accuracy'))).toHaveCount(0);
  const hrefs = await pageLinks(page);
  expect(hrefs.length).toBeGreaterThan(0);
  expect(refused(expectation, hrefs)).toEqual([]);
  await shot(page, `review-planner-${lang}`);
});

test('the admin sees the accuracy link on the review page and it opens the report', async ({ page }) => {
  const auth = await openAs(page, DEMO.admin, '/forecasts/review');
  const expectation = await expectationFor(page.request, auth);
  const lang = expectation.profile.Language as 'es';
  const link = page.getByTestId('review-accuracy-link');
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(link).toHaveText(await tr(lang, 'forecasting.links.accuracy'));
  expect(refused(expectation, await pageLinks(page))).toEqual([]);
  await shot(page, `review-admin-${lang}`);
  await link.click();
  await expect(page).toHaveURL(/\/absolute-error-report$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr(lang, 'routes.absolute-error-report.title'));
});
