// Screenshots of home and the forbidden page in es and en at 1366x768 and
// 1920x1080, saved under test-results/screenshots/ to be looked at.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, openAs } from './support/app';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** Shows the interface in lang whatever the user's saved Language (rewrites the profile answer in this page only). */
async function forceLanguage(page: Page, lang: string) {
  await page.route('**/api/profile', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    if (json?.data) json.data.Language = lang;
    await route.fulfill({ response, json });
  });
}

for (const lang of ['es', 'en'] as const) {
  for (const size of SIZES) {
    test(`home and forbidden in ${lang} at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      await forceLanguage(page, lang);
      await openAs(page, DEMO.admin, '/sales');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // a few visits so "recently visited" has content
      const bar = page.getByTestId('menu-bar');
      for (const route of ['purchases', 'forecasts']) {
        await bar.locator(`a[data-route="${route}"]`).click();
        await expect(page).toHaveURL(new RegExp(`/${route}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      await page.getByTestId('brand').click();
      // The navigation is a transition: the last page stays until home's chunk and data are in (slow on a loaded machine).
      await expect(page.getByTestId('home-recent')).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: `test-results/screenshots/home-${lang}-${size.width}x${size.height}.png` });

      await page.getByTestId('user-menu').click();
      await page.screenshot({ path: `test-results/screenshots/avatar-menu-${lang}-${size.width}x${size.height}.png` });
      await page.keyboard.press('Escape');

      await page.goto('/forecasts');
      await expect(page.getByTestId('views-page')).toHaveAttribute('data-route', 'forecasts');
      await expect(page.getByTestId('report-table').locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `test-results/screenshots/forecasts-${lang}-${size.width}x${size.height}.png` });
    });

    test(`forbidden in ${lang} at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      await forceLanguage(page, lang);
      await openAs(page, DEMO.viewer, '/manager');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('forbidden')).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/forbidden-${lang}-${size.width}x${size.height}.png` });
    });
  }
}

test('login page screenshots', async ({ page }) => {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/login-es-${size.width}x${size.height}.png` });
  }
});
