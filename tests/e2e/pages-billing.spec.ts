// Billing: after onboarding, the administrator changes the plan and billing
// details with the wizard's form; the server checks them the same way.
import { expect, test } from '@playwright/test';
import { tr } from './support/app';
import { auth, open, screenshot, seriousViolations, sharedCompany } from './support/issue5';

test('an administrator edits the billing details after onboarding', async ({ page }) => {
  const company = await sharedCompany(page.request);
  const lang = company.Profile.Language;
  await open(page, company.Token, '/billing');
  await expect(page.getByTestId('billing-page')).toBeVisible();
  await page.getByTestId('plan-professional').click();
  await page.locator('input[name="TaxId"]').fill('B12345675');
  await page.locator('input[name="Address"]').fill('Calle del Puerto 4');
  await page.locator('input[name="PostalCode"]').fill('36202');
  await page.locator('input[name="City"]').fill('Vigo');
  await page.getByTestId('billing-save').click();
  await expect(page.getByText(await tr(lang, 'onboarding.billing.taxIdInvalid'))).toBeVisible();
  await page.locator('input[name="TaxId"]').fill('B12345674');
  await page.getByTestId('billing-save').click();
  await expect(page.getByRole('status').filter({ hasText: await tr(lang, 'billingPage.saved') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'billing');
  const saved = (await (await page.request.get('/api/billing', { headers: auth(company.Token) })).json()).data;
  expect(saved).toMatchObject({ PlanId: 'professional', TaxId: 'B12345674', City: 'Vigo' });
});
