// The product's pages in their first versions: home, a views page's header,
// profile, user manager, plugins marketplace, custom reports, dimensions.
import { expect, test } from '@playwright/test';
import { translationKeys } from '../../engine/config/compiled';
import { demoAuth, DEMO, expectationFor, freshAccount, openAs, tr } from './support/app';

test('home greets the user and shows favourites as shortcuts and recent pages', async ({ page }) => {
  const auth = await demoAuth(page.request, DEMO.planner);
  const expected = await expectationFor(page.request, auth);
  const favorites = (await (await page.request.get('/api/favorites', { headers: { Authorization: `Bearer ${auth.Token}` } })).json()).data as string[];
  await openAs(page, DEMO.planner);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr(expected.profile.Language, 'home.greeting', { name: expected.profile.Name }));

  const visiblePaths = new Set(expected.visible.map((e) => e.path));
  const shown = favorites.filter((p) => visiblePaths.has(p));
  const cards = page.getByTestId('favorite-card');
  await expect(cards).toHaveCount(shown.length);
  if (shown.length > 0) {
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${shown[0]}$`));
    // a visit counts once the page has rendered
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('favorite-card')).toHaveCount(0);
    await page.getByTestId('brand').click();
    await expect(page.getByTestId('home-recent').getByRole('link').first()).toHaveAttribute('href', `/${shown[0]}`);
  }
});

test('a new account sees empty states on home', async ({ page }) => {
  // A new account onboards first; freshAccount finishes that through the API.
  const account = await freshAccount(page);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByText(await tr(account.Profile.Language, 'home.noRecent'))).toBeVisible();
});

test('a views page shows its title, description and place in the index', async ({ page }) => {
  const expected = await expectationFor(page.request, await demoAuth(page.request, DEMO.admin));
  const route = expected.config.routes.find((r) => r.id === 'forecasts')!;
  expect(route.views.length).toBeGreaterThan(0);
  await openAs(page, DEMO.admin, `/${route.path}`);
  const lang = expected.profile.Language;
  const views = page.getByTestId('views-page');
  await expect(views).toHaveAttribute('data-route', route.id);
  await expect(views.getByRole('heading', { level: 1 })).toHaveText(await tr(lang, translationKeys.routeTitle(route.id)));
  await expect(views).toContainText(await tr(lang, translationKeys.routeDescription(route.id)));
  // the breadcrumbs: the company, then the route's section and sub-section of the index
  const crumbs = views.getByTestId('page-crumbs');
  await expect(crumbs).toContainText(expected.profile.BussinessAlias);
  for (const node of [route.section, route.subSection].filter(Boolean) as string[]) {
    await expect(crumbs).toContainText(await tr(lang, translationKeys.indexNode(node)));
  }
});

test('the user manager lists the company users with role icons', async ({ page }) => {
  const auth = await demoAuth(page.request, DEMO.admin);
  const users = (await (await page.request.get('/api/users', { headers: { Authorization: `Bearer ${auth.Token}` } })).json()).data as Array<{ Email: string }>;
  await openAs(page, DEMO.admin, '/manager');
  const rows = page.getByTestId('users-table').locator('tbody tr');
  // other tests may add users to the demo company meanwhile: every listed user is there, maybe more
  for (const user of users) await expect(page.getByTestId('users-table')).toContainText(user.Email);
  expect(await rows.count()).toBeGreaterThanOrEqual(users.length);
  await expect(rows.first().getByRole('img').first()).toHaveAttribute('aria-label', /.+/);
});

test('dimensions open from their page with name and values', async ({ page }) => {
  const expected = await expectationFor(page.request, await demoAuth(page.request, DEMO.admin));
  test.skip(expected.dimensions.length === 0, 'the demo company has no dimensions');
  const dimension = expected.dimensions[0];
  await openAs(page, DEMO.admin, `/dimensions/${dimension.Id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dimension.Name);
  await expect(page).toHaveTitle(await tr(expected.profile.Language, translationKeys.routeTitle('dimensions')));
});
