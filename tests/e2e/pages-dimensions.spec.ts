// Dimensions (issue 5): name and values for every reader; holders of
// DIMENSIONS write (administrators, demand planners) edit both, saved through
// the API, with the unsaved-data warning. Edits run in a company of their own.
import { expect, test } from '@playwright/test';
import type { Dimension } from '../../engine/http/api-contract';
import { DEMO, demoAuth, openAs, tr } from './support/app';
import { auth, open, sharedCompany, uniqueTag, userSession } from './support/issue5';

async function newDimension(request: import('@playwright/test').APIRequestContext, token: string, Name: string, Values: string[]): Promise<Dimension> {
  const response = await request.post('/api/dimensions', { headers: auth(token), data: { Name, Values } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).data;
}

test('an administrator renames a dimension and edits its values; the API and the page agree', async ({ page }) => {
  const company = await sharedCompany(page.request);
  const lang = company.Profile.Language;
  const tag = uniqueTag();
  const dimension = await newDimension(page.request, company.Token, `Región ${tag}`, ['Norte', 'Sur', 'Este']);
  await open(page, company.Token, `/dimensions/${dimension.Id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Región ${tag}`);
  await expect(page.getByTestId('dimension-values').locator('li')).toHaveText(['Norte', 'Sur', 'Este']);

  await page.getByTestId('dimension-edit').click();
  await page.getByTestId('dimension-name').fill(`Zona comercial ${tag}`);
  const values = page.getByTestId('dimension-values-input');
  await values.click();
  await page.keyboard.type('Oeste');
  await page.keyboard.press('Enter');
  // a pasted list is split
  await page.keyboard.type('Centro; Islas');
  await page.keyboard.press('Enter');
  // remove "Sur"
  await page.getByTestId('dimension-form').locator('.mantine-Pill-root', { hasText: 'Sur' }).locator('button').click();
  await page.getByTestId('dimension-save').click();

  await expect(page.getByRole('status').filter({ hasText: await tr(lang, 'dimension.saved') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Zona comercial ${tag}`);
  await expect(page.getByTestId('dimension-values').locator('li')).toHaveText(['Norte', 'Este', 'Oeste', 'Centro', 'Islas']);
  const saved = (await (await page.request.get(`/api/dimensions/${dimension.Id}`, { headers: auth(company.Token) })).json()).data;
  expect(saved).toEqual({ Id: dimension.Id, Name: `Zona comercial ${tag}`, Values: ['Norte', 'Este', 'Oeste', 'Centro', 'Islas'] });
  // the index lists it under its new name at once
  await page.getByTestId('open-index').click();
  await expect(page.getByTestId('index-overlay').locator(`a[href="/dimensions/${dimension.Id}"]`)).toContainText(`Zona comercial ${tag}`);
});

test('a name already used, or empty, is refused with a translated message', async ({ page }) => {
  const company = await sharedCompany(page.request);
  const lang = company.Profile.Language;
  const tag = uniqueTag();
  await newDimension(page.request, company.Token, `Canal ${tag}`, ['Retail']);
  const dimension = await newDimension(page.request, company.Token, `Marca ${tag}`, ['A']);
  await open(page, company.Token, `/dimensions/${dimension.Id}`);
  await page.getByTestId('dimension-edit').click();
  await page.getByTestId('dimension-name').fill('');
  await page.getByTestId('dimension-save').click();
  await expect(page.getByText(await tr(lang, 'validation.required'))).toBeVisible();
  await page.getByTestId('dimension-name').fill(`CANAL ${tag}`);
  await page.getByTestId('dimension-save').click();
  await expect(page.getByText(await tr(lang, 'errorHeaders.CONFLICT'))).toBeVisible();
  expect((await (await page.request.get(`/api/dimensions/${dimension.Id}`, { headers: auth(company.Token) })).json()).data.Name).toBe(`Marca ${tag}`);
});

test('unsaved edits ask before leaving; cancel discards them', async ({ page }) => {
  const company = await sharedCompany(page.request);
  const lang = company.Profile.Language;
  const tag = uniqueTag();
  const dimension = await newDimension(page.request, company.Token, `Familia ${tag}`, ['Lácteos']);
  await open(page, company.Token, `/dimensions/${dimension.Id}`);
  await page.getByTestId('dimension-edit').click();
  await page.getByTestId('dimension-name').fill(`Familia de producto ${tag}`);
  await page.getByTestId('brand').click();
  const dialog = page.getByRole('dialog', { name: await tr(lang, 'unsaved.title') });
  await expect(dialog).toContainText(await tr(lang, 'messages.unsavedChanges'));
  await dialog.getByRole('button', { name: await tr(lang, 'unsaved.stay') }).click();
  await expect(page.getByTestId('dimension-name')).toHaveValue(`Familia de producto ${tag}`);
  await page.getByTestId('dimension-cancel').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Familia ${tag}`);
  await page.getByTestId('brand').click();
  await expect(page).toHaveURL(/\/home$/);
});

test('readers see the name and values without editing; the API refuses their changes', async ({ page }) => {
  const company = await sharedCompany(page.request);
  const dimension = await newDimension(page.request, company.Token, `Tamaño ${uniqueTag()}`, ['S', 'M', 'L']);
  const viewer = await userSession(page.request, company.Token, [5], 'Dimension reader');
  await open(page, viewer.Token, `/dimensions/${dimension.Id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dimension.Name);
  await expect(page.getByTestId('dimension-values').locator('li')).toHaveText(['S', 'M', 'L']);
  await expect(page.getByTestId('dimension-edit')).toHaveCount(0);
  const refused = await page.request.patch(`/api/dimensions/${dimension.Id}`, { headers: auth(viewer.Token), data: { Values: ['XL'] } });
  expect(refused.status()).toBe(403);

  // a demand planner (DIMENSIONS write) may edit
  const planner = await userSession(page.request, company.Token, [2], 'Dimension writer');
  await open(page, planner.Token, `/dimensions/${dimension.Id}`);
  await expect(page.getByTestId('dimension-edit')).toBeVisible();
});

test("another company's dimension is not found", async ({ page }) => {
  const company = await sharedCompany(page.request);
  const theirs = await newDimension(page.request, company.Token, `Secreta ${uniqueTag()}`, ['x']);
  const admin = await demoAuth(page.request, DEMO.admin);
  await openAs(page, DEMO.admin, `/dimensions/${theirs.Id}`);
  await expect(page.getByText(await tr(admin.Profile.Language, 'dimension.notFound'))).toBeVisible();
  await expect(page.getByText(theirs.Name)).toHaveCount(0);
});
