// Every view kind on a real page, in Spanish and English: screenshots to
// look at, and axe with no serious or critical violation.
import { expect, test } from '@playwright/test';
import { openAsAdmin, seriousViolations, sharedViewsCompany, shot } from './support/views';

test.describe.configure({ mode: 'serial' });

const PAGES: Array<{ kind: string; path: string; ready: string }> = [
  { kind: 'table', path: '/products', ready: 'data-grid' },
  { kind: 'tree', path: '/hierarchy', ready: 'tree' },
  { kind: 'calendar', path: '/promotions/calendar', ready: 'calendar-grid' },
  { kind: 'board', path: '/meeting-task', ready: 'board' },
  { kind: 'form', path: '/plugins', ready: 'record-form' },
  { kind: 'audit', path: '/modifications', ready: 'audit-table' },
  { kind: 'status', path: '/status', ready: 'status-table' },
];

for (const lang of ['es', 'en'] as const) {
  for (const p of PAGES) {
    test(`${p.kind} view (${lang}): renders, no serious axe violation`, async ({ page }) => {
      const company = await sharedViewsCompany(page.request);
      await openAsAdmin(page, company, p.path, lang);
      await expect(page.getByTestId(p.ready)).toBeVisible({ timeout: 15_000 });
      await page.waitForTimeout(300);
      await shot(page, `${p.kind}-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
