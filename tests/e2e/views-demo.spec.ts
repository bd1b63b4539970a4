// The demo company's declared pages as its users see them: screenshots of
// each view kind on the generated master data, in Spanish and English, and
// axe on each; the products table scrolled at 500 rows a page.
import { expect, test } from '@playwright/test';
import { temporaryUser, useToken } from './support/app';
import { seriousViolations, shot } from './support/views';

const PAGES: Array<{ name: string; path: string; ready: string; then?: 'expand' | 'drawer' }> = [
  { name: 'products', path: '/products', ready: 'data-grid' },
  { name: 'products-drawer', path: '/products', ready: 'data-grid', then: 'drawer' },
  { name: 'hierarchy', path: '/hierarchy', ready: 'tree', then: 'expand' },
  { name: 'non-working-days', path: '/non-working-days-calendar', ready: 'calendar-grid' },
  { name: 'promotions-calendar', path: '/promotions/calendar', ready: 'calendar-grid' },
  { name: 'meeting-board', path: '/meeting-task', ready: 'board' },
  { name: 'status', path: '/status', ready: 'status-table' },
];

for (const lang of ['es', 'en'] as const) {
  for (const p of PAGES) {
    test(`demo ${p.name} (${lang})`, async ({ page }) => {
      // An administrator of the demo company of our own: its language can change without touching the shared demo users.
      const auth = await temporaryUser(page.request, [1], 'Views demo');
      await page.request.patch('/api/profile', { headers: { Authorization: `Bearer ${auth.Token}` }, data: { Language: lang } });
      await useToken(page, auth.Token);
      await page.goto(p.path);
      await expect(page.getByTestId(p.ready)).toBeVisible({ timeout: 15_000 });
      if (p.then === 'drawer') {
        await page.locator('[data-testid="data-grid"] tbody tr[data-index]').nth(2).click();
        await expect(page.locator('#field-sku')).not.toHaveValue('');
      }
      if (p.then === 'expand') {
        const first = page.getByRole('treeitem').first();
        await first.focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await expect(page.getByTestId('leaves-panel')).toBeVisible();
      }
      await page.waitForTimeout(400);
      await shot(page, `demo-${p.name}-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
