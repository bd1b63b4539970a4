// User security (CUSTOM_ROLES): an administrator restricts a feature for one
// user; the server refuses it to that user from their next request; the
// page never lets the administrator restrict their own access to it.
import { expect, test } from '@playwright/test';
import { tr } from './support/app';
import { auth, open, screenshot, seriousViolations, sharedCompany, userSession } from './support/issue5';

test('an administrator restricts a planner\'s dimensions; the API refuses them to the planner', async ({ page }) => {
  const company = await sharedCompany(page.request);
  const lang = company.Profile.Language;
  const plugin = await page.request.put('/api/plugins/CUSTOM_ROLES', { headers: auth(company.Token), data: { Active: true } });
  expect(plugin.ok(), await plugin.text()).toBeTruthy();
  const planner = await userSession(page.request, company.Token, [2], 'Paula Planner');
  expect((await page.request.get('/api/dimensions', { headers: auth(planner.Token) })).status()).toBe(200);

  await open(page, company.Token, '/user-security');
  await expect(page.getByTestId('user-security-page')).toBeVisible();
  await page.getByLabel(await tr(lang, 'userSecurity.searchUsers')).fill('paula');
  await page.getByRole('link', { name: /Paula Planner/ }).or(page.getByText('Paula Planner')).first().click();
  const dimensions = page.getByTestId('restrict-DIMENSIONS');
  await expect(dimensions).not.toBeChecked();
  await dimensions.check({ force: true });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'user-security');
  await page.getByRole('button', { name: await tr(lang, 'common.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: await tr(lang, 'userSecurity.saved') })).toBeVisible();
  await expect(page.getByText(await tr(lang, 'userSecurity.restrictedCount', { count: 1 }))).toBeVisible();

  expect((await page.request.get('/api/dimensions', { headers: auth(planner.Token) })).status()).toBe(403);
});

test('the administrator\'s own access to the page cannot be switched off', async ({ page }) => {
  const company = await sharedCompany(page.request);
  const lang = company.Profile.Language;
  await page.request.put('/api/plugins/CUSTOM_ROLES', { headers: auth(company.Token), data: { Active: true } });
  await open(page, company.Token, '/user-security');
  // The administrator in the page's user list (their name is in the header's avatar menu too).
  await page.getByTestId(`user-security-user-${company.Profile.Id}`).click();
  await expect(page.getByTestId('restrict-USER_SECURITY')).toBeDisabled();
  await expect(page.getByText(await tr(lang, 'userSecurity.selfLocked'))).toBeVisible();
});
