// The profile page (issue 5): name and photo in a formik + yup form saved
// through PATCH /api/profile, e-mail read-only, photo type and size checked
// with translated messages, preferences saved at once, and the unsaved-data
// warning on in-app navigation and on unload.
import { expect, test, type Page } from '@playwright/test';
import { tr } from './support/app';
import { auth, open, sharedCompany, userSession } from './support/issue5';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function profileOf(page: Page, token: string) {
  return (await (await page.request.get('/api/profile', { headers: auth(token) })).json()).data;
}

async function newUser(page: Page, name: string) {
  const company = await sharedCompany(page.request);
  return userSession(page.request, company.Token, [5], name);
}

test('name and photo are saved through the API; the e-mail is read-only', async ({ page }) => {
  const user = await newUser(page, 'Profile Person');
  const lang = user.Profile.Language;
  await open(page, user.Token, '/user/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr(lang, 'routes.user-profile.title'));
  await expect(page.getByTestId('profile-email')).toHaveValue(user.Email);
  await expect(page.getByTestId('profile-email')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('profile-save')).toBeDisabled();

  await page.getByTestId('profile-name').fill('Profile Person Renamed');
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('profile-photo-preview').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.getByTestId('profile-save').click();
  await expect(page.getByRole('status').filter({ hasText: await tr(lang, 'profile.saved') }).first()).toBeVisible();
  await expect(page.getByTestId('profile-save')).toBeDisabled();

  const saved = await profileOf(page, user.Token);
  expect(saved.Name).toBe('Profile Person Renamed');
  expect(saved.Photo).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
  // the header's avatar shows it at once
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', saved.Photo);

  // removing the photo
  await page.getByTestId('profile-photo-remove').click();
  await expect(page.getByTestId('profile-photo-preview').locator('img')).toHaveCount(0);
  await page.getByTestId('profile-save').click();
  await expect.poll(async () => (await profileOf(page, user.Token)).Photo).toBeNull();
});

test('a photo of another type or too large is refused with a translated message, and nothing changes', async ({ page }) => {
  const user = await newUser(page, 'Photo Checks');
  const lang = user.Profile.Language;
  await open(page, user.Token, '/user/profile');
  const input = page.locator('input[type="file"]');

  await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByTestId('profile-photo-error')).toHaveText(await tr(lang, 'profile.photoErrors.type'));
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(400 * 1024, 1) });
  await expect(page.getByTestId('profile-photo-error')).toHaveText(await tr(lang, 'profile.photoErrors.size', { max: 300 }));
  await expect(page.getByTestId('profile-photo-preview').locator('img')).toHaveCount(0);
  await expect(page.getByTestId('profile-save')).toBeDisabled();

  // a valid one afterwards clears the message
  await input.setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('profile-photo-error')).toHaveCount(0);
  await expect(page.getByTestId('profile-save')).toBeEnabled();
});

test('the name is required (translated validation message) and is not saved empty', async ({ page }) => {
  const user = await newUser(page, 'Validation Person');
  const lang = user.Profile.Language;
  await open(page, user.Token, '/user/profile');
  await page.getByTestId('profile-name').fill('   ');
  await page.getByTestId('profile-name').blur();
  await page.getByTestId('profile-save').click();
  await expect(page.getByText(await tr(lang, 'validation.required'))).toBeVisible();
  expect((await profileOf(page, user.Token)).Name).toBe('Validation Person');
});

test('the auto-refresh preference is saved at once', async ({ page }) => {
  const user = await newUser(page, 'Preference Person');
  const lang = user.Profile.Language;
  const before = (await profileOf(page, user.Token)).AutoRefresh;
  await open(page, user.Token, '/user/profile');
  await page.getByTestId('profile-auto-refresh').click();
  await expect(page.getByRole('status').filter({ hasText: await tr(lang, 'profile.saved') })).toBeVisible();
  await expect.poll(async () => (await profileOf(page, user.Token)).AutoRefresh).toBe(!before);
});

test('unsaved changes: leaving by a link asks first (stay keeps the edit, leave goes); closing the page asks the browser', async ({ page }) => {
  const user = await newUser(page, 'Unsaved Person');
  const lang = user.Profile.Language;
  await open(page, user.Token, '/user/profile');
  await page.getByTestId('profile-name').fill('Half typed');

  const link = page.getByTestId('menu-bar').getByRole('link').nth(1);
  await link.click();
  const dialog = page.getByRole('dialog', { name: await tr(lang, 'unsaved.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(await tr(lang, 'messages.unsavedChanges'));
  await dialog.getByRole('button', { name: await tr(lang, 'unsaved.stay') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveValue('Half typed');

  // the browser's own prompt before the page unloads
  const prompt = new Promise<string>((resolve) => page.once('dialog', (d) => { resolve(d.type()); void d.dismiss(); }));
  await page.evaluate(() => { location.href = '/home'; });
  expect(await prompt).toBe('beforeunload');
  await expect(page).toHaveURL(/\/user\/profile$/);

  await link.click();
  await dialog.getByRole('button', { name: await tr(lang, 'unsaved.leave') }).click();
  await expect(page).not.toHaveURL(/\/user\/profile$/);
  expect((await profileOf(page, user.Token)).Name).toBe('Unsaved Person');
});

test('after saving or discarding, nothing asks before leaving', async ({ page }) => {
  const user = await newUser(page, 'Saved Person');
  await open(page, user.Token, '/user/profile');
  await page.getByTestId('profile-name').fill('Changed then discarded');
  await page.getByTestId('profile-discard').click();
  await expect(page.getByTestId('profile-name')).toHaveValue('Saved Person');
  await page.getByTestId('brand').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('unsaved-dialog')).toHaveCount(0);
});
