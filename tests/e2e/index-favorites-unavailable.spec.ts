// A favourite whose page the user can no longer open (a plugin deactivated,
// a role taken away) is not lost: the index lists it greyed out with the
// reason, and its bookmark removes it, freeing its place among the 12.
import { expect, test } from '@playwright/test';
import { apiLogin, tr, useToken } from './support/app';
import { addUser, auth, freshCompany, screenshot } from './support/issue5';

test('favourites that can no longer be opened are listed with the reason and can be removed', async ({ page }) => {
  const company = await freshCompany(page.request);
  const admin = auth(company.Token);
  expect((await page.request.put('/api/plugins/PROMOTIONS', { headers: admin, data: { Active: true } })).ok()).toBeTruthy();

  // A second administrator pins a promotions page (plugin) and the user manager (role).
  const planner = await addUser(page.request, company.Token, [1], 'Paula Admin');
  const session = await apiLogin(page.request, planner.Email, planner.Password);
  for (const path of ['promotions', 'manager', 'sales']) {
    const added = await page.request.post('/api/favorites', { headers: auth(session.Token), data: { Path: path, Action: 'add' } });
    expect(added.ok(), await added.text()).toBeTruthy();
  }

  // Then the plugin is turned off and she becomes a read-only user (who may not manage users).
  expect((await page.request.put('/api/plugins/PROMOTIONS', { headers: admin, data: { Active: false } })).ok()).toBeTruthy();
  expect((await page.request.patch(`/api/users/${planner.Id}`, { headers: admin, data: { Roles: [5] } })).ok()).toBeTruthy();

  const relogged = await apiLogin(page.request, planner.Email, planner.Password);
  const lang = relogged.Profile.Language;
  await useToken(page, relogged.Token);
  await page.goto('/home');
  await page.getByTestId('open-index').click();
  const block = page.getByTestId('index-favorites');
  await expect(block).toBeVisible();

  // Sales (read-only users may read it) is a link; the other two are greyed out with their reason.
  await expect(block.getByRole('link', { name: await tr(lang, 'routes.sales.title') })).toBeVisible();
  const unavailable = block.getByTestId('favorite-unavailable');
  await expect(unavailable).toHaveCount(2);
  await expect(block.locator('[data-testid="favorite-unavailable"][data-path="promotions"]')).toContainText(await tr(lang, 'index.favoriteUnavailable.pluginInactive'));
  await expect(block.locator('[data-testid="favorite-unavailable"][data-path="manager"]')).toContainText(await tr(lang, 'index.favoriteUnavailable.notPermitted'));
  await expect(block.getByRole('link', { name: await tr(lang, 'routes.manager.title') })).toHaveCount(0);
  await screenshot(page, 'index-favorites-unavailable');

  // Its bookmark removes it, here and on the server.
  const removeLabel = await tr(lang, 'index.removeFavorite');
  await block.getByRole('button', { name: `${removeLabel}: ${await tr(lang, 'routes.manager.title')}` }).click();
  await expect(block.locator('[data-path="manager"]')).toHaveCount(0);
  await block.locator('[data-testid="favorite-unavailable"][data-path="promotions"] button').click();
  await expect(unavailable).toHaveCount(0);
  const listed = (await (await page.request.get('/api/favorites', { headers: auth(relogged.Token) })).json()).data;
  expect(listed).not.toContain('promotions');
  expect(listed).not.toContain('manager');
  expect(listed).toContain('sales');
});
