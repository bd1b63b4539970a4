// The logs viewer (issue 5): HTTP errors as notifications at the top right
// with the translated header of their ErrorCode, server-unreachable errors for
// role 0 only, copy as base64 JSON, 5.5 s lifetime held by hovering, messages
// as text, and the bell's history.
import { expect, test, type Page } from '@playwright/test';
import { decodeCopyPayload } from '../../engine/http/logs';
import { DEMO, openAs, tr } from './support/app';
import { fail500, open, sharedCompany, userSession } from './support/issue5';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const toasts = (page: Page) => page.getByTestId('log-toast');

async function openMarketplace(page: Page, lang: 'es' | 'ca' | 'en' | 'it' | 'fr') {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: await tr(lang, 'header.pluginsMarketplace') }).click();
  await expect(page).toHaveURL(/\/plugins\/catalog$/);
}

test('a forced 500 shows the translated header of its ErrorCode, the message, copy and close', async ({ page }) => {
  const lang = (await openAs(page, DEMO.admin)).Profile.Language;
  await fail500(page, '**/api/plugins/catalog', { ErrorCode: 'INTERNAL_ERROR', Message: 'Database exploded' });
  await openMarketplace(page, lang);

  const toast = toasts(page);
  await expect(toast).toHaveCount(1);
  await expect(toast.getByTestId('log-toast-title')).toHaveText(await tr(lang, 'errorHeaders.INTERNAL_ERROR'));
  await expect(toast.getByTestId('log-toast-message')).toHaveText('Database exploded');
  await expect(toast).toHaveAttribute('data-level', 'http-error');
  await expect(toast.getByRole('button', { name: await tr(lang, 'logs.copy') })).toBeVisible();
  // the notifications sit at the top right, below the header
  const box = (await toast.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1366 - 40);
  expect(box.y).toBeLessThan(200);

  await toast.getByRole('button', { name: await tr(lang, 'logs.close') }).click();
  await expect(toasts(page)).toHaveCount(0);
  // the bell keeps it
  await page.getByTestId('open-logs').click();
  const entry = page.getByTestId('log-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(await tr(lang, 'errorHeaders.INTERNAL_ERROR'));
  await expect(entry).toContainText('Database exploded');
  await expect(entry).toContainText('/api/plugins/catalog');
});

test('an unknown ErrorCode gets the fallback header', async ({ page }) => {
  const lang = (await openAs(page, DEMO.admin)).Profile.Language;
  await fail500(page, '**/api/plugins/catalog', { ErrorCode: 'SOMETHING_NEW', Message: 'Odd' }, undefined, 502);
  await openMarketplace(page, lang);
  await expect(toasts(page).getByTestId('log-toast-title')).toHaveText(await tr(lang, 'errorHeaders.ALL_OK'));
});

test('copy puts the base64 JSON of Message, Status, Endpoint and Payload on the clipboard and shows "copied" for a second', async ({ page }) => {
  const company = await sharedCompany(page.request);
  const user = await userSession(page.request, company.Token, [5], 'Copy tester');
  const lang = user.Profile.Language;
  await open(page, user.Token, '/user/profile');
  await fail500(page, '**/api/profile', { ErrorCode: 'INTERNAL_ERROR', Message: 'Cannot save «Ñandú»' }, 'PATCH');
  await page.getByTestId('profile-name').fill('Copy tester renamed');
  await page.getByTestId('profile-save').click();

  const toast = toasts(page);
  await expect(toast.getByTestId('log-toast-message')).toHaveText('Cannot save «Ñandú»');
  const copy = toast.getByTestId('log-toast-copy');
  await copy.click();
  await expect(copy).toHaveText(await tr(lang, 'common.copied'));
  await expect(copy).toHaveAttribute('data-copied', 'true');
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect(JSON.parse(Buffer.from(clip, 'base64').toString('utf8'))).toEqual({
    Message: 'Cannot save «Ñandú»',
    Status: 500,
    Endpoint: '/api/profile',
    Payload: { Name: 'Copy tester renamed' },
  });
  expect(decodeCopyPayload(clip).Payload).toEqual({ Name: 'Copy tester renamed' });
  // the copied state lasts copiedIndicatorMs (1000 ms), then the button reads "copy" again
  await expect(copy).toHaveText(await tr(lang, 'logs.copy'), { timeout: 3000 });
  await expect(copy).not.toHaveAttribute('data-copied');
});

for (const who of ['super', 'admin'] as const) {
  test(`an unreachable server is ${who === 'super' ? 'shown to role 0' : 'not shown to the administrator (role 1)'}`, async ({ page }) => {
    const lang = (await openAs(page, DEMO[who])).Profile.Language;
    await page.route('**/api/plugins/catalog', (route) => route.abort('internetdisconnected'));
    await openMarketplace(page, lang);
    // the page itself says its data could not be loaded, for everyone
    await expect(page.getByRole('alert').filter({ hasText: await tr(lang, 'errorHeaders.ALL_OK') })).toBeVisible();

    if (who === 'super') {
      const toast = toasts(page);
      await expect(toast.getByTestId('log-toast-title')).toHaveText(await tr(lang, 'errorHeaders.NETWORK_ERROR'));
      await expect(toast.getByTestId('log-toast-message')).toHaveText(await tr(lang, 'messages.serverUnreachable'));
      await toast.getByTestId('log-toast-copy').click();
      const copied = decodeCopyPayload(await page.evaluate(() => navigator.clipboard.readText()));
      expect(copied).toEqual({ Message: await tr(lang, 'messages.serverUnreachable'), Status: 0, Endpoint: '/api/plugins/catalog', Payload: null });
      await page.getByTestId('open-logs').click();
      await expect(page.getByTestId('log-entry')).toHaveCount(1);
    } else {
      // a later, visible error proves the toasts work: only it shows
      await page.unroute('**/api/plugins/catalog');
      await fail500(page, '**/api/plugins/catalog', { ErrorCode: 'INTERNAL_ERROR', Message: 'second' });
      await page.getByRole('button', { name: await tr(lang, 'common.retry') }).click();
      await expect(toasts(page)).toHaveCount(1);
      await expect(toasts(page).getByTestId('log-toast-message')).toHaveText('second');
      await page.getByTestId('open-logs').click();
      await expect(page.getByTestId('log-entry')).toHaveCount(1);
      await expect(page.getByTestId('log-entry')).toContainText('second');
      await expect(page.getByTestId('logs-drawer')).not.toContainText(await tr(lang, 'errorHeaders.NETWORK_ERROR'));
    }
  });
}

test('a successful response flagged Error is listed in the bell\'s history, with the same copy button', async ({ page }) => {
  const company = await sharedCompany(page.request);
  const user = await userSession(page.request, company.Token, [5], 'Flag tester');
  const lang = user.Profile.Language;
  await open(page, user.Token, '/user/profile');
  // The save works (200, ok: true) but the server flags something in the body.
  await page.route('**/api/profile', async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, Error: true, ErrorCode: 'PARTIAL_SAVE', Message: 'Photo kept «as it was»' } });
  });
  await page.getByTestId('profile-name').fill('Flag tester renamed');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-name')).toHaveValue('Flag tester renamed');
  // Not an HTTP failure: no notification, but the history has it.
  await expect(toasts(page)).toHaveCount(0);
  await page.getByTestId('open-logs').click();
  const entry = page.getByTestId('log-entry').filter({ hasText: 'PARTIAL_SAVE' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveAttribute('data-source', 'body');
  await expect(entry).toContainText('Photo kept «as it was»');
  await expect(entry).toContainText(await tr(lang, 'errorHeaders.ALL_OK'));
  await expect(entry).toContainText(await tr(lang, 'logs.inResponse'));
  await expect(entry).toContainText('/api/profile');
  const copy = entry.getByTestId('log-entry-copy');
  await copy.click();
  await expect(copy).toHaveAttribute('data-copied', 'true');
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(decodeCopyPayload(clip)).toEqual({ Message: 'Photo kept «as it was»', Status: 200, Endpoint: '/api/profile', Payload: { Name: 'Flag tester renamed' } });
});

test('messages render as text, never as HTML', async ({ page }) => {
  const lang = (await openAs(page, DEMO.admin)).Profile.Language;
  const evil = '<img src=x onerror="window.__xss=1"><b>bold</b>';
  await fail500(page, '**/api/plugins/catalog', { ErrorCode: 'INTERNAL_ERROR', Message: evil });
  await openMarketplace(page, lang);
  const toast = toasts(page);
  await expect(toast.getByTestId('log-toast-message')).toHaveText(evil);
  await expect(toast.locator('img, b')).toHaveCount(0);
  await page.getByTestId('open-logs').click();
  await expect(page.getByTestId('log-entry')).toContainText(evil);
  await expect(page.getByTestId('log-entry').locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('a notification closes after 5500 ms; hovering keeps it, and it closes 5500 ms after the pointer leaves', async ({ page }) => {
  await page.clock.install();
  const lang = (await openAs(page, DEMO.admin)).Profile.Language;
  await fail500(page, '**/api/plugins/catalog', { ErrorCode: 'INTERNAL_ERROR', Message: 'lifetime' });
  await openMarketplace(page, lang);
  const toast = toasts(page);
  await expect(toast).toHaveCount(1);

  // hovered: it stays well past its lifetime
  await toast.hover();
  await page.clock.runFor(12_000);
  await expect(toast).toHaveCount(1);
  // the pointer leaves: a whole lifetime again
  await page.mouse.move(200, 600);
  await page.clock.runFor(5_000);
  await expect(toast).toHaveCount(1);
  await page.clock.runFor(700);
  await expect(toast).toHaveCount(0);
  // still in the bell's history
  await page.getByTestId('open-logs').click();
  await expect(page.getByTestId('log-entry')).toHaveCount(1);
});
