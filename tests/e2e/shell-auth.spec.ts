// Routing and authentication (issue 4, "Routing"): sign-in lands on home with
// exactly the routes the policy allows; /auth sends a token holder back;
// deep links survive the sign-in; '' and unknown paths go home; titles.
import { expect, test } from '@playwright/test';
import { menuBarRoutes, customReportsMenu } from '../../engine/navigation';
import { demoAuth, DEMO, expectationFor, loadApp, loginWithForm, openAs, tr, useToken } from './support/app';

test.describe('sign-in and the menu', () => {
  for (const [who, email] of Object.entries(DEMO)) {
    test(`${who} lands on /home and sees exactly the menu routes the policy allows`, async ({ page }) => {
      const expected = await expectationFor(page.request, await demoAuth(page.request, email));
      await page.goto('/auth/login');
      await loginWithForm(page, email);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (expected.profile.OnBoarding && (await page.getByTestId('menu-bar').count()) === 0) {
        test.skip(true, 'an onboarding user sees the wizard instead of the menu');
      }

      const menu = page.getByTestId('menu-bar');
      await expect(menu).toBeVisible();
      const expectedIds = menuBarRoutes(expected.visible).map((e) => e.route.id);
      await expect(menu.locator('a[data-route]')).toHaveCount(expectedIds.length);
      expect(await menu.locator('a[data-route]').evaluateAll((links) => links.map((a) => a.getAttribute('data-route')))).toEqual(expectedIds);

      // business alias links home
      await expect(page.getByTestId('business-alias')).toHaveText(expected.profile.BussinessAlias);
      await expect(page.getByTestId('business-alias')).toHaveAttribute('href', '/home');

      // custom reports dropdown: only with reports, listing each
      const reports = customReportsMenu(expected.visible);
      const dropdown = page.getByTestId('custom-reports-menu');
      if (reports.length === 0) {
        await expect(dropdown).toHaveCount(0);
      } else {
        await dropdown.click();
        const items = page.getByRole('menuitem');
        await expect(items).toHaveCount(reports.length);
        for (const entry of reports) await expect(page.getByRole('menuitem', { name: entry.title! })).toBeVisible();
        await page.getByRole('menuitem', { name: reports[0].title! }).click();
        await expect(page).toHaveURL(new RegExp(`/${reports[0].path}$`));
        await expect(page.getByRole('heading', { level: 1, name: reports[0].title! })).toBeVisible();
      }
    });
  }

  test('wrong password shows the translated message and stays on the login page', async ({ page }) => {
    await page.goto('/auth/login');
    await loginWithForm(page, DEMO.viewer, 'wrong-password');
    await expect(page.getByTestId('login-error')).toHaveText(await tr('es', 'auth.invalidCredentials'));
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('redirects', () => {
  test('a token holder visiting /auth/login goes to the last authorised URL', async ({ page }) => {
    await openAs(page, DEMO.planner, '/forecasts');
    await expect(page.getByTestId('views-page')).toHaveAttribute('data-route', 'forecasts');
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/forecasts$/);
    await expect(page.getByTestId('views-page')).toHaveAttribute('data-route', 'forecasts');
  });

  test('an unauthenticated deep link goes to /auth/login, then back to the deep link after sign-in', async ({ page }) => {
    await page.goto('/forecasts/review?tab=2');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await loginWithForm(page, DEMO.planner);
    const lang = (await demoAuth(page.request, DEMO.planner)).Profile.Language;
    await expect(page).toHaveURL(/\/forecasts\/review\?tab=2$/);
    // the route's own page (ForecastReviewPage), titled by the route
    await expect(page.getByTestId('forecast-review')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr(lang, 'routes.forecasts-review.title'));
  });

  test('an invalid stored token is cleared and leads to the login page', async ({ page }) => {
    await useToken(page, 'not.a.valid-token');
    await page.goto('/home');
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('sop.token'))).toBeNull();
  });

  test("'' and unknown paths go to /home, replacing the history entry", async ({ page }) => {
    await openAs(page, DEMO.viewer, '/');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/\/home$/);
    await page.goBack();
    // the unknown URL was replaced: going back does not land on it again
    await expect(page).not.toHaveURL(/does\/not\/exist/);
    // a disabled route is not routed either
    await page.goto('/stock-projection-list');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('the document title follows the route, in the user language, falling back to the product name', async ({ page }) => {
  const { config } = await loadApp();
  await page.goto('/auth/login');
  await expect(page).toHaveTitle(await tr('es', 'routes.auth-login.title'));
  const auth = await openAs(page, DEMO.viewer, '/sales');
  const lang = auth.Profile.Language;
  await expect(page).toHaveTitle(await tr(lang, 'routes.sales.title'));
  await page.getByTestId('brand').click();
  await expect(page).toHaveTitle(await tr(lang, 'routes.home.title'));
  // a page whose route has no title of its own (a custom report) still has a title: its route's, else the product name
  expect(config.app.productName.length).toBeGreaterThan(0);
});

test('browser back and forward move between pages', async ({ page }) => {
  const auth = await openAs(page, DEMO.viewer, '/home');
  const bar = page.getByTestId('menu-bar');
  await bar.locator('a[data-route="sales"]').click();
  await expect(page).toHaveURL(/\/sales$/);
  await bar.locator('a[data-route="purchases"]').click();
  await expect(page).toHaveURL(/\/purchases$/);
  await expect(bar.locator('a[data-route="purchases"]')).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/\/sales$/);
  await expect(page.getByTestId('views-page')).toHaveAttribute('data-route', 'sales');
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/sales$/);
  await expect(page).toHaveTitle(await tr(auth.Profile.Language, 'routes.sales.title'));
});
