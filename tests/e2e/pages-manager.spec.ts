// The user manager (issue 5): roles 0 and 1 only; a searchable, sortable,
// paginated table of the company's users with role icons; add (invitation
// link or password), change roles, deactivate and reactivate, each confirmed
// and shown at once. Data-changing tests run in a company of their own.
import { expect, test, type Page } from '@playwright/test';
import { translationKeys } from '../../engine/config/compiled';
import { DEMO, demoAuth, loadApp, openAs, tr } from './support/app';
import { addUser, auth, freshCompany, open, screenshot, sharedCompany, uniqueTag } from './support/issue5';

const rows = (page: Page) => page.getByTestId('users-table').locator('tbody tr');
const row = (page: Page, email: string) => page.locator(`tr[data-user="${email}"]`);

/** Opens a row's action menu. */
async function openMenu(page: Page, email: string) {
  // The table refreshes right after a dialog closes; a menu opened on the row
  // that is being replaced closes with it, so open it again until it shows.
  const menu = page.getByTestId('user-actions-menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await row(page, email).getByTestId('user-actions').click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function act(page: Page, email: string, action: string) {
  await openMenu(page, email);
  await page.getByTestId(action).click();
}

for (const who of ['planner', 'viewer'] as const) {
  test(`the ${who} gets the forbidden page at /manager and no entry in the avatar menu`, async ({ page }) => {
    const lang = (await openAs(page, DEMO[who], '/manager')).Profile.Language;
    await expect(page.getByTestId('forbidden')).toBeVisible();
    await expect(page.getByTestId('users-table')).toHaveCount(0);
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: await tr(lang, 'header.userManager') })).toHaveCount(0);
  });
}

test('the super administrator sees the company users with role icons and tooltips, and may hand out role 0', async ({ page }) => {
  const { config } = await loadApp();
  const auth0 = await openAs(page, DEMO.super, '/manager');
  const lang = auth0.Profile.Language;
  const users = (await (await page.request.get('/api/users', { headers: auth(auth0.Token) })).json()).data as Array<{ Email: string; Roles: number[] }>;
  const superRow = row(page, DEMO.super);
  await expect(superRow).toBeVisible();
  const role0 = config.roles.find((r) => r.id === 0)!;
  const icon = superRow.getByRole('img', { name: await tr(lang, translationKeys.role(role0.key)) });
  await expect(icon).toBeVisible();
  await icon.hover();
  await expect(page.getByRole('tooltip')).toHaveText(await tr(lang, translationKeys.role(role0.key)));
  expect(await rows(page).count()).toBeGreaterThanOrEqual(Math.min(users.length, 10));
  await page.getByTestId('add-user').click();
  await expect(page.getByTestId('role-picker').locator('input[value="0"]')).toBeEnabled();
});

test('search, sort and pages', async ({ page }) => {
  const company = await sharedCompany(page.request);
  const lang = company.Profile.Language;
  // other tests add users to this company too: a tag in every name lets the search single these out
  const tag = `Qz${uniqueTag()}`;
  const names = ['Zacarías Zapata', 'Ana Álvarez', 'Bruno Beltrán', 'Carla Castro', 'Daniel Díaz', 'Elena Estévez', 'Fermín Flores', 'Gloria Gómez', 'Héctor Hernández', 'Inés Iglesias', 'Julián Juárez', 'Karen Kent', 'Lola López'];
  for (const name of names) await addUser(page.request, company.Token, [5], `${name} ${tag}`);
  await open(page, company.Token, '/manager');
  await page.getByTestId('users-page-size').click();
  await page.getByRole('option', { name: await tr(lang, 'userManager.perPage', { count: 10 }) }).click();
  await page.getByTestId('users-search').fill(tag.toLowerCase());

  const total = names.length;
  await expect(page.getByTestId('users-range')).toHaveText(await tr(lang, 'userManager.range', { from: 1, to: 10, total }));
  await expect(rows(page)).toHaveCount(10);
  // sorted by name, ascending, from the start; accents ignored
  await expect(page.getByTestId('sort-name')).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toContainText('Ana Álvarez');
  await page.getByTestId('users-pagination').getByRole('button', { name: await tr(lang, 'userManager.pagination.next') }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByTestId('users-range')).toHaveText(await tr(lang, 'userManager.range', { from: 11, to: total, total }));
  await expect(rows(page).last()).toContainText('Zacarías Zapata');

  await page.getByRole('button', { name: await tr(lang, 'userManager.name') }).click();
  await expect(page.getByTestId('sort-name')).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('users-range')).toHaveText(await tr(lang, 'userManager.range', { from: 1, to: 10, total }));
  await expect(rows(page).first()).toContainText('Zacarías Zapata');

  // search ignores case and accents; it matches e-mails and role names too
  await page.getByTestId('users-search').fill(`HECTOR hernandez ${tag}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Héctor Hernández');
  await page.getByTestId('users-search').fill(company.Email);
  await expect(rows(page)).toHaveCount(1);
  await page.getByTestId('users-search').fill('nobody-like-this');
  await expect(page.getByText(await tr(lang, 'userManager.noMatches'))).toBeVisible();
  await page.getByRole('button', { name: await tr(lang, 'userManager.clearSearch') }).click();
  await expect(rows(page)).toHaveCount(10);
  // sort by role: the administrator (role 1, the only one in this company) first
  await page.getByTestId('sort-roles').getByRole('button').click();
  await expect(rows(page).first()).toHaveAttribute('data-user', company.Email);

  // page size
  await page.getByTestId('users-search').fill(tag);
  await page.getByTestId('users-page-size').click();
  await page.getByRole('option', { name: await tr(lang, 'userManager.perPage', { count: 25 }) }).click();
  await expect(rows(page)).toHaveCount(total);
});

test('invite a user: the invitation link is shown and the user appears at once as pending', async ({ page }) => {
  const company = await sharedCompany(page.request);
  const lang = company.Profile.Language;
  await open(page, company.Token, '/manager');
  await page.getByTestId('add-user').click();
  const dialog = page.getByTestId('user-form-dialog');
  // validation first
  await page.getByTestId('user-form-submit').click();
  await expect(dialog.getByText(await tr(lang, 'validation.required')).first()).toBeVisible();
  // an administrator cannot hand out role 0
  await expect(dialog.locator('input[value="0"]')).toBeDisabled();
  await dialog.getByLabel(await tr(lang, 'userManager.name')).fill('Nora Nueva');
  await dialog.getByLabel(await tr(lang, 'userManager.email')).fill('not-an-email');
  await page.getByTestId('user-form-submit').click();
  await expect(dialog.getByText(await tr(lang, 'validation.email'))).toBeVisible();
  const email = `nora-${Date.now()}@example.test`;
  await dialog.getByLabel(await tr(lang, 'userManager.email')).fill(email);
  await page.getByTestId('user-form-submit').click();

  const url = page.getByTestId('invitation-url');
  await expect(url).toHaveValue(/\/auth\/accept-invitation\?token=/);
  await page.getByTestId('user-form-done').click();
  await expect(row(page, email)).toHaveAttribute('data-status', 'pending');
  await expect(row(page, email).getByTestId('user-status')).toHaveText(await tr(lang, 'userManager.status.pending'));

  // a new link for them, confirmed
  await act(page, email, 'action-reinvite');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('invitation-dialog').getByTestId('invitation-url')).toHaveValue(/token=/);
  const shown = await page.getByTestId('invitation-dialog').getByTestId('invitation-url').inputValue();
  const token = new URL(shown).searchParams.get('token')!;
  const accepted = await page.request.post('/api/auth/accept-invitation', { data: { Token: token, Password: 'nora-pass-1' } });
  expect(accepted.ok()).toBeTruthy();

  // an e-mail already in use is said under its field
  await page.keyboard.press('Escape');
  await page.getByTestId('add-user').click();
  await dialog.getByLabel(await tr(lang, 'userManager.name')).fill('Again');
  await dialog.getByLabel(await tr(lang, 'userManager.email')).fill(email);
  await page.getByTestId('user-form-submit').click();
  await expect(dialog.getByText(await tr(lang, 'messages.alreadyCreatedUser'))).toBeVisible();
});

test('create with a password, change roles, deactivate and reactivate: each confirmed and shown at once', async ({ page }) => {
  const { config } = await loadApp();
  const company = await sharedCompany(page.request);
  const lang = company.Profile.Language;
  await open(page, company.Token, '/manager');

  await page.getByTestId('add-user').click();
  const dialog = page.getByTestId('user-form-dialog');
  const email = `pablo-${Date.now()}@example.test`;
  await dialog.getByLabel(await tr(lang, 'userManager.name')).fill('Pablo Planner');
  await dialog.getByLabel(await tr(lang, 'userManager.email')).fill(email);
  await page.getByTestId('user-form-mode').getByText(await tr(lang, 'userManager.modePassword')).click();
  await dialog.locator('input[name="Password"]').fill('pablo-pass-1');
  await page.getByTestId('user-form-submit').click();
  await expect(dialog).toBeHidden();
  await expect(row(page, email)).toHaveAttribute('data-status', 'active');

  // roles: add the demand planner
  const planner = config.roles.find((r) => r.id === 2)!;
  await act(page, email, 'action-roles');
  const roles = page.getByTestId('roles-dialog');
  await roles.getByLabel(await tr(lang, translationKeys.role(planner.key)), { exact: true }).check();
  await page.getByTestId('roles-save').click();
  await expect(roles).toBeHidden();
  await expect(row(page, email).getByRole('img', { name: await tr(lang, translationKeys.role(planner.key)) })).toBeVisible();
  const listed = async () => ((await (await page.request.get('/api/users', { headers: auth(company.Token) })).json()).data as Array<{ Email: string; Roles: number[]; Active: boolean }>).find((u) => u.Email === email)!;
  expect((await listed()).Roles.sort()).toEqual([2, 5]);

  // deactivate: confirmed, cancelled first
  await act(page, email, 'action-deactivate');
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(email);
  await page.getByTestId('confirm-cancel').click();
  expect((await listed()).Active).toBe(true);
  await act(page, email, 'action-deactivate');
  await page.getByTestId('confirm-ok').click();
  await expect(row(page, email)).toHaveAttribute('data-status', 'inactive');
  expect((await listed()).Active).toBe(false);
  expect((await page.request.post('/api/auth/login', { data: { Email: email, Password: 'pablo-pass-1' } })).status()).toBe(403);

  await act(page, email, 'action-reactivate');
  await page.getByTestId('confirm-ok').click();
  await expect(row(page, email)).toHaveAttribute('data-status', 'active');
  expect((await listed()).Active).toBe(true);

  // the manager cannot deactivate themself nor take away their own right to manage
  await openMenu(page, company.Email);
  await expect(page.getByTestId('action-roles')).toBeVisible();
  await expect(page.getByTestId('action-deactivate')).toHaveCount(0);
  await page.getByTestId('action-roles').click();
  const viewer = config.roles.find((r) => r.id === 5)!;
  const admin = config.roles.find((r) => r.id === 1)!;
  await roles.getByLabel(await tr(lang, translationKeys.role(viewer.key)), { exact: true }).check();
  await roles.getByLabel(await tr(lang, translationKeys.role(admin.key)), { exact: true }).uncheck();
  await page.getByTestId('roles-save').click();
  await expect(roles.getByRole('alert')).toHaveText(await tr(lang, 'userManager.cannotRemoveOwnManagement'));
});

test('the action menu of the last row stays inside a 768 px window: it opens above its row', async ({ page }) => {
  expect(page.viewportSize()).toEqual({ width: 1366, height: 768 });
  const company = await freshCompany(page.request);
  for (let i = 0; i < 11; i++) await addUser(page.request, company.Token, [5], `Zeta ${String(i).padStart(2, '0')}`);
  await open(page, company.Token, '/manager');
  await expect(rows(page)).toHaveCount(12);

  // The last row (sorted by name: a user with every action) at the very bottom
  // of the window, as a user scrolling down the list sees it.
  const last = rows(page).last();
  await expect(last).toContainText('Zeta 10');
  await last.getByTestId('user-actions').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const button = (await last.getByTestId('user-actions').boundingBox())!;
  await last.getByTestId('user-actions').click();
  const menu = page.getByTestId('user-actions-menu');
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  // Below its row it would not fit (the defect)...
  expect(button.y + button.height + 6 + box.height).toBeGreaterThan(768);
  // ...so it opens above it, whole, and every action can be clicked.
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(768);
  expect(box.y + box.height).toBeLessThanOrEqual(button.y);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1366);
  await expect(menu).toHaveAttribute('data-side', 'top');
  await screenshot(page, 'manager-last-row-menu');
  // Its first action opens its dialog (it is clickable where it is shown).
  await menu.getByRole('menuitem').first().click();
  await expect(menu).toBeHidden();
  await expect(page.locator('[role="dialog"]:visible')).toHaveCount(1);
});

test('the server refuses the manager calls to a viewer even when called directly', async ({ page }) => {
  const viewer = await demoAuth(page.request, DEMO.viewer);
  expect((await page.request.get('/api/users', { headers: auth(viewer.Token) })).status()).toBe(403);
  expect((await page.request.post('/api/users', { headers: auth(viewer.Token), data: { Email: 'x@example.test', Name: 'X', Roles: [5] } })).status()).toBe(403);
  expect((await page.request.patch(`/api/users/${viewer.Profile.Id}`, { headers: auth(viewer.Token), data: { Active: false } })).status()).toBe(403);
});
