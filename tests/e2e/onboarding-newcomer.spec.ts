// The demo's onboarding company: newcomer@demo.test signs in and gets the
// wizard at step 1 instead of the shell (specification section 2), with the
// 50 px header, the 11 steps and their states; axe finds nothing serious.
// Read-only: the newcomer's onboarding is left as the seed made it.
import { expect, test } from '@playwright/test';
import { DEMO, demoAuth, loginWithForm, tr, useToken } from './support/app';
import { expectStep, seriousViolations, shot, stepStates } from './support/onboarding';

test('newcomer@demo.test signs in and starts at step 1 of 11', async ({ page }) => {
  await page.goto('/auth/login');
  await loginWithForm(page, DEMO.newcomer);
  await expect(page.getByTestId('onboarding-wizard')).toBeVisible();
  await expectStep(page, 1);
  // The wizard replaces the menu and content.
  await expect(page.getByTestId('menu-bar')).toHaveCount(0);
  await expect(page.getByTestId('open-index')).toHaveCount(0);
  expect(await stepStates(page)).toEqual(['open', ...Array(10).fill('locked')]);
  // Language en (the newcomer's profile): titles and subtitles of the config.
  await expect(page.getByTestId('wizard-step-title')).toHaveText(await tr('en', 'onboarding.steps.welcome.title'));
  const steps = page.getByTestId('wizard-steps').locator('.wizard-step');
  await expect(steps).toHaveCount(11);
  await expect(steps.nth(8)).toContainText(await tr('en', 'onboarding.steps.cycle.title'));
  await expect(steps.nth(8)).toContainText(await tr('en', 'onboarding.steps.cycle.subtitle'));
  await expect(page.getByText(await tr('en', 'onboarding.groups.configuration'))).toBeVisible();
  // The header is the onboarding content offset (app.yaml layout.contentOffsetOnboarding) high.
  expect(await page.locator('.wizard-header').evaluate((el) => el.getBoundingClientRect().height)).toBe(50);
  // A locked step cannot be opened.
  await steps.nth(5).click({ force: true });
  await expectStep(page, 1);
  await shot(page, 'step01-welcome');
});

test('the wizard has no serious or critical accessibility violations (step 1, with its help)', async ({ page }) => {
  const auth = await demoAuth(page.request, DEMO.newcomer);
  await useToken(page, auth.Token);
  await page.goto('/home');
  await expectStep(page, 1);
  await expect(page.getByTestId('welcome-video')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('help-trigger').click();
  await expect(page.getByTestId('help-chat')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
