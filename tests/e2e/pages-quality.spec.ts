// Accessibility and looks of the issue-5 pages: axe-core reports no serious
// or critical violation on each page and its dialogs, and a 1366x768
// screenshot of each goes to test-results/screenshots/pages-*.png to be
// looked at.
import { expect, test } from '@playwright/test';
import type { CustomReportSummary, DimensionSummary } from '../../engine/http/api-contract';
import { DEMO, demoAuth, loadApp, openAs } from './support/app';
import { auth, fail500, open, screenshot, seriousViolations, sharedCompany, userSession } from './support/issue5';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test.use({ viewport: { width: 1366, height: 768 } });

test('profile page, with a photo preview and the unsaved-changes dialog', async ({ page }) => {
  const company = await sharedCompany(page.request);
  const user = await userSession(page.request, company.Token, [2, 3], 'Lucía Fernández');
  await open(page, user.Token, '/user/profile');
  await expect(page.getByTestId('profile-form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('profile-auto-refresh').scrollIntoViewIfNeeded();
  await screenshot(page, 'profile-preferences');
  await page.getByTestId('profile-name').scrollIntoViewIfNeeded();
  await page.getByTestId('profile-name').fill('Lucía Fernández Ruiz');
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('profile-photo-preview').locator('img')).toBeVisible();
  await screenshot(page, 'profile');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('brand').click();
  await expect(page.getByTestId('unsaved-dialog').getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(300); // the modal's opening transition
  await screenshot(page, 'profile-unsaved');
  expect(await seriousViolations(page)).toEqual([]);
});

test('user manager, its add dialog and a confirmation', async ({ page }) => {
  await openAs(page, DEMO.super, '/manager');
  await expect(page.getByTestId('users-table')).toBeVisible();
  await screenshot(page, 'manager');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('add-user').click();
  await expect(page.getByTestId('user-form')).toBeVisible();
  await page.waitForTimeout(300);
  await screenshot(page, 'manager-add');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByTestId('users-search').fill(DEMO.viewer); // other tests add users: find the row wherever it is
  await page.locator(`tr[data-user="${DEMO.viewer}"]`).getByTestId('user-actions').click();
  await expect(page.getByTestId('action-roles')).toBeVisible();
  await screenshot(page, 'manager-actions');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('action-deactivate').click();
  await expect(page.getByTestId('confirm-ok')).toBeVisible();
  await page.waitForTimeout(300);
  await screenshot(page, 'manager-confirm');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('confirm-cancel').click();
});

test('plugins marketplace and its confirmation', async ({ page }) => {
  await openAs(page, DEMO.admin, '/plugins/catalog');
  await expect(page.getByTestId('plugin-cards')).toBeVisible();
  await screenshot(page, 'plugins');
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('[data-plugin][data-active="false"]').first().getByTestId('plugin-toggle').click();
  await expect(page.getByTestId('confirm-ok')).toBeVisible();
  await page.waitForTimeout(300);
  await screenshot(page, 'plugins-confirm');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('confirm-cancel').click();
  await openAs(page, DEMO.viewer, '/plugins/catalog');
  await page.mouse.wheel(0, 400);
  await screenshot(page, 'plugins-viewer');
  expect(await seriousViolations(page)).toEqual([]);
});

test('custom report, sorted', async ({ page }) => {
  const admin = await demoAuth(page.request, DEMO.admin);
  const list = (await (await page.request.get('/api/custom-reports', { headers: auth(admin.Token) })).json()).data as CustomReportSummary[];
  await openAs(page, DEMO.admin, `/custom-reports/${list[0].Id}`);
  await expect(page.getByTestId('report-table')).toBeVisible();
  const header = page.getByTestId('report-table').locator('thead th[aria-sort]').first();
  await header.getByRole('button').click();
  await expect(header).not.toHaveAttribute('aria-sort', 'none');
  await screenshot(page, 'report');
  expect(await seriousViolations(page)).toEqual([]);
});

test('dimension, read and edit', async ({ page }) => {
  const admin = await demoAuth(page.request, DEMO.admin);
  const list = (await (await page.request.get('/api/dimensions', { headers: auth(admin.Token) })).json()).data as DimensionSummary[];
  await openAs(page, DEMO.admin, `/dimensions/${list[0].Id}`);
  await expect(page.getByTestId('dimension-values')).toBeVisible();
  await screenshot(page, 'dimension');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('dimension-edit').click();
  await expect(page.getByTestId('dimension-form')).toBeVisible();
  await screenshot(page, 'dimension-edit');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the logs viewer: notifications and the bell history', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAs(page, DEMO.super, '/home');
  await fail500(page, '**/api/plugins/catalog', { ErrorCode: 'INTERNAL_ERROR', Message: 'The catalogue could not be read: database timeout after 30 s' });
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem').nth(2).click();
  await expect(page.getByTestId('log-toast')).toHaveCount(1);
  await page.unroute('**/api/plugins/catalog');
  await page.route('**/api/plugins/catalog', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: /.+/ }).filter({ hasText: /Reintentar|Retry|Réessayer|Riprova|Torna-ho a provar/ }).first().click();
  await expect(page.getByTestId('log-toast')).toHaveCount(2);
  await page.getByTestId('log-toast').first().getByTestId('log-toast-copy').click();
  await expect(page.getByTestId('log-toast').first().getByTestId('log-toast-copy')).toHaveAttribute('data-copied', 'true');
  await screenshot(page, 'logs-toasts');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('open-logs').click();
  await expect(page.getByTestId('log-entry')).toHaveCount(2);
  await page.waitForTimeout(300);
  await screenshot(page, 'logs-drawer');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the session-expired alert on the login page', async ({ page }) => {
  const { config } = await loadApp();
  const company = await sharedCompany(page.request);
  const user = await userSession(page.request, company.Token, [5], 'Expiring');
  expect((await page.request.patch('/api/profile', { headers: auth(user.Token), data: { AutoRefresh: false } })).ok()).toBeTruthy();
  await page.clock.install();
  await open(page, user.Token, '/home');
  await page.clock.runFor(config.app.session.checkIntervalMs + 1000);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId('log-toast')).toBeVisible();
  await screenshot(page, 'session-expired');
  expect(await seriousViolations(page)).toEqual([]);
});
