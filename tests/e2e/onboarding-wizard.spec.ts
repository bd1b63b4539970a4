// Issue 6, "Done when": register a new account, walk all 11 steps (with a
// page reload in the middle), try to finish early and see the alert, finish,
// and land in the normal shell where the new dimensions, the activated
// plugins and the invited user are visible; the invited user can log in.
// In Spanish (the default language), at 1366x768, with screenshots.
import { expect, test, type Page } from '@playwright/test';
import { loginWithForm, tr } from './support/app';
import { continueTo, expectStep, seriousViolations, shot, stepStates } from './support/onboarding';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const OWNER = { alias: `Conservas Iberia ${stamp}`, name: 'Lucía Dueñas', email: `owner-${stamp}@iberia.test`, password: 'secret-pass-1' };
const INVITEE = { name: 'Marta Planificadora', email: `marta-${stamp}@iberia.test`, password: 'marta-pass-2' };
test.use({ actionTimeout: 15_000 });

const es = (key: string, vars?: Record<string, string | number>) => tr('es', key, vars);

// The products file is the products page's own import: headers are the product's field labels (here in Spanish) or names.
const BAD_CSV = [
  'SKU;Nombre;Estado',
  'LAT-001;Atún en aceite 3x80 g;Activo',
  'LAT-002;;Activo',
  'LAT-003;Mejillones 115 g;Agotado',
  'LAT-001;Bonito 250 g;Activo',
].join('\r\n');
const GOOD_CSV = [
  'SKU;Nombre;Estado;Origen',
  'LAT-001;Atún en aceite 3x80 g;Activo;Comprado',
  'LAT-002;Sardinas 120 g;Activo;Comprado',
  'LAT-003;"Mejillones; escabeche 115 g";En retirada;Fabricado',
].join('\r\n');

async function token(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('sop.token') ?? '');
}

test('a new company walks the 11 steps, finishes, and works in the shell; its invited user signs in', async ({ page, browser }) => {
  test.setTimeout(240_000);

  // --- register -----------------------------------------------------------------------------
  await page.goto('/auth/register');
  await page.locator('input[name="BussinessAlias"]').fill(OWNER.alias);
  await page.locator('input[name="Name"]').fill(OWNER.name);
  await page.locator('input[name="Email"]').fill(OWNER.email);
  await page.locator('input[name="Password"]').fill(OWNER.password);
  await page.locator('form[data-testid="register-form"] button[type="submit"]').click();
  await expect(page.getByTestId('onboarding-wizard')).toBeVisible();

  // --- 1 welcome ------------------------------------------------------------------------------
  await expectStep(page, 1);
  await expect(page.getByTestId('welcome-video')).toBeVisible();
  expect(await page.getByTestId('welcome-video').evaluate((v: HTMLVideoElement) => new URL(v.currentSrc || v.src).pathname)).toBe('/assets/onboarding/welcome.webm');
  await expect(page.getByTestId('welcome-card')).toHaveCount(2);
  for (const channel of ['chat', 'videoCall', 'phone', 'email']) await expect(page.getByTestId(`welcome-help-${channel}`)).toBeVisible();
  await page.getByTestId('welcome-help-chat').click();
  await expect(page.getByTestId('chat-not-configured')).toContainText(await es('onboarding.help.chatNotConfigured'));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('chat-not-configured')).toBeHidden();
  await shot(page, 'step01-welcome-es');
  await continueTo(page, 2);

  // --- 2 terms ----------------------------------------------------------------------------------
  await expect(page.getByTestId('terms-text')).toContainText(await es('onboarding.terms.sections.data.title'));
  await page.getByTestId('step-continue').click();
  await expect(page.getByText(await es('onboarding.terms.mustAccept'))).toBeVisible();
  await expectStep(page, 2);
  await page.getByText(await es('onboarding.terms.accept')).click();
  await expect(page.getByLabel(await es('onboarding.terms.accept'))).toBeChecked();
  await continueTo(page, 3);

  // --- 3 billing ----------------------------------------------------------------------------------
  await expect(page.getByTestId('no-payment-provider')).toContainText(await es('onboarding.billing.noPayment'));
  await page.getByTestId('plan-professional').click();
  await page.locator('input[name="TaxId"]').fill('B12345675');
  await page.locator('input[name="Address"]').fill('Calle del Puerto 4');
  await page.locator('input[name="PostalCode"]').fill('36202');
  await page.locator('input[name="City"]').fill('Vigo');
  await page.getByTestId('step-continue').click();
  await expect(page.getByText(await es('onboarding.billing.taxIdInvalid'))).toBeVisible();
  await expectStep(page, 3);
  await page.locator('input[name="TaxId"]').fill('B12345674');
  await shot(page, 'step03-billing');
  expect(await seriousViolations(page, '[data-testid="onboarding-wizard"]')).toEqual([]);
  await continueTo(page, 4);

  // --- reload in the middle: resumes at step 4 with steps 1-3 done ------------------------------------
  await page.reload();
  await expectStep(page, 4);
  expect(await stepStates(page)).toEqual(['done', 'done', 'done', 'open', ...Array(7).fill('locked')]);
  await expect(page.getByTestId('wizard-progress')).toContainText(await es('onboarding.wizard.progress', { done: 3, total: 10 }));
  // A done step can be opened again, with what was saved.
  await page.getByTestId('wizard-steps').locator('.wizard-step[data-step="3"]').click();
  await expectStep(page, 3);
  await expect(page.locator('input[name="TaxId"]')).toHaveValue('B12345674');
  await expect(page.getByTestId('plan-professional')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('wizard-steps').locator('.wizard-step[data-step="4"]').click();
  await expectStep(page, 4);

  // --- finishing early: the 'finish content' alert, at most 40% wide ----------------------------------
  await page.getByTestId('wizard-finish-header').click();
  const alert = page.getByTestId('finish-content-alert');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(await es('messages.finishContent'));
  expect(await alert.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('40%');
  expect(await alert.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1366 * 0.4 + 1);
  await shot(page, 'finish-early-alert');
  await alert.getByRole('button', { name: await es('common.close') }).click();
  await expect(alert).toHaveCount(0);

  // --- 4 initial setup -------------------------------------------------------------------------------
  const newAlias = `${OWNER.alias} SL`;
  await page.getByTestId('setup-alias').fill(newAlias);
  // Leaving a step with unsaved edits asks first.
  await page.getByTestId('wizard-steps').locator('.wizard-step[data-step="2"]').click();
  const unsaved = page.getByRole('dialog', { name: await es('unsaved.title') });
  await expect(unsaved).toContainText(await es('messages.unsavedChanges'));
  await unsaved.getByRole('button', { name: await es('onboarding.wizard.stay') }).click();
  await expect(unsaved).toBeHidden();
  await expectStep(page, 4);
  await expect(page.getByTestId('setup-alias')).toHaveValue(newAlias);
  await expect(page.getByTestId('setup-currency')).toHaveValue(/EUR/);
  await page.getByTestId('setup-fiscal-month').click();
  await page.getByRole('option', { name: 'Abril' }).click();
  await expect(page.getByTestId('fiscal-year-preview')).toContainText('abril');
  await continueTo(page, 5);
  await expect(page.getByTestId('wizard-alias')).toHaveText(newAlias);

  // --- 5 user access ---------------------------------------------------------------------------------
  await page.getByTestId('invite-open').click();
  const dialog = page.getByRole('dialog', { name: await es('onboarding.invite.title') });
  await expect(dialog).toBeVisible();
  await page.getByTestId('invite-submit').click();
  await expect(dialog.getByText(await es('validation.required'))).toHaveCount(2);
  await dialog.locator('input[name="Email"]').fill('marta@');
  await dialog.locator('input[name="Name"]').fill(INVITEE.name);
  await page.getByTestId('invite-submit').click();
  await expect(dialog.getByText(await es('validation.email'))).toBeVisible();
  await dialog.locator('input[name="Email"]').fill(INVITEE.email);
  await page.getByTestId('invite-submit').click();
  await expect(page.getByTestId('invite-form')).toBeHidden();
  await expect(page.getByTestId('invitation-link')).toBeVisible();
  const invitationUrl = await page.getByTestId('invitation-url').inputValue();
  expect(invitationUrl).toMatch(/\/auth\/accept-invitation\?token=[A-Za-z0-9_-]{20,}$/);
  const row = page.getByTestId('invited-users').locator(`tr[data-email="${INVITEE.email}"]`);
  await expect(row).toContainText(await es('onboarding.userAccess.statuses.pending'));
  await shot(page, 'step05-user-access');
  expect(await seriousViolations(page, '[data-testid="onboarding-wizard"]')).toEqual([]);
  // The same e-mail again: ok false -> the dialog closes and the 'already created user' alert shows.
  await page.getByTestId('invite-open').click();
  await dialog.locator('input[name="Email"]').fill(INVITEE.email.toUpperCase());
  await dialog.locator('input[name="Name"]').fill('Otra vez');
  await page.getByTestId('invite-submit').click();
  await expect(page.getByTestId('invite-form')).toBeHidden();
  await expect(page.getByTestId('already-created-alert')).toContainText(await es('messages.alreadyCreatedUser'));
  await continueTo(page, 6);

  // --- 6 plugins ----------------------------------------------------------------------------------------
  await page.locator('[data-plugin="PROMOTIONS"]').click();
  await page.locator('[data-plugin="ABC_ANALYSIS"]').click();
  await expect(page.locator('[data-plugin="PROMOTIONS"]')).toHaveAttribute('aria-checked', 'true');
  await continueTo(page, 7);

  // --- 7 dimensions ---------------------------------------------------------------------------------------
  await expect(page.getByTestId('step-continue')).toBeDisabled();
  await page.getByTestId('dimension-name').fill('Región');
  await page.getByTestId('dimension-values').fill('Norte');
  await page.keyboard.press('Enter');
  await page.getByTestId('dimension-values').fill('Sur');
  await page.keyboard.press('Enter');
  await page.getByTestId('dimension-add').click();
  await expect(page.locator('[data-dimension="Región"]')).toContainText('Norte');
  await page.getByRole('button', { name: await es('onboarding.dimensions.suggestions.channel') }).click();
  await expect(page.getByTestId('dimension-name')).toHaveValue(await es('onboarding.dimensions.suggestions.channel'));
  await page.getByTestId('dimension-values').fill('Online, Tiendas,');
  await page.getByTestId('dimension-add').click();
  await expect(page.getByTestId('dimension-list').locator('[data-dimension]')).toHaveCount(2);
  // Values pasted with commas become separate values.
  await expect(page.locator(`[data-dimension="${await es('onboarding.dimensions.suggestions.channel')}"] .mantine-Pill-root`)).toHaveText(['Online', 'Tiendas']);
  await shot(page, 'step07-dimensions');
  await continueTo(page, 8);

  // --- 8 attributes ----------------------------------------------------------------------------------------
  await page.getByTestId('attribute-name').fill('Marca');
  await page.getByTestId('attribute-type').getByText(await es('onboarding.attributes.types.list')).click();
  await page.getByTestId('attribute-values').fill('Acme');
  await page.keyboard.press('Enter');
  await page.getByTestId('attribute-values').fill('Bravo');
  await page.keyboard.press('Enter');
  await page.getByRole('switch', { name: await es('onboarding.attributes.required') }).click();
  await expect(page.getByRole('switch', { name: await es('onboarding.attributes.required') })).toBeChecked();
  await page.getByTestId('attribute-add').click();
  await expect(page.locator('[data-attribute="Marca"]')).toContainText('Bravo');
  expect(await seriousViolations(page, '[data-testid="onboarding-wizard"]')).toEqual([]);
  await page.getByTestId('attribute-name').fill('Ecológico');
  await page.getByTestId('attribute-type').getByText(await es('onboarding.attributes.types.boolean')).click();
  // Typed but not added: 'save and continue' adds it.
  await continueTo(page, 9);

  // --- 9 S&OP cycle --------------------------------------------------------------------------------------------
  await expect(page.getByTestId('cycle-preview').locator('li')).toHaveCount(4);
  await page.getByTestId('cycle-horizon').fill('24');
  await page.getByTestId('cycle-week').selectOption('5');
  await shot(page, 'step09-cycle');
  await continueTo(page, 10);

  // --- 10 data origin: a bad file imports nothing, a good one imports every row --------------------------------
  await expect(page.getByTestId('csv-panel')).toContainText(await es('onboarding.dataOrigin.columnKey'));
  await page.locator('input[type="file"]').setInputFiles({ name: 'productos.csv', mimeType: 'text/csv', buffer: Buffer.from(BAD_CSV, 'utf8') });
  const problems = page.getByTestId('import-problems').locator('tbody tr');
  await expect(problems).toHaveCount(3);
  await expect(problems.nth(0)).toContainText(await es('data.problems.required'));
  await expect(problems.nth(0).locator('td').nth(1)).toHaveText('Nombre');
  await expect(problems.nth(1).locator('td').nth(1)).toHaveText('Estado');
  await expect(problems.nth(2)).toContainText(await es('data.problems.duplicateInFile', { line: 2 }));
  await expect(page.getByTestId('import-products')).toHaveCount(0);
  await expect(page.getByTestId('step-continue')).toBeDisabled();
  await page.getByTestId('import-problems').scrollIntoViewIfNeeded();
  await shot(page, 'step10-file-problems');
  expect(await seriousViolations(page, '[data-testid="onboarding-wizard"]')).toEqual([]);
  await page.locator('input[type="file"]').setInputFiles({ name: 'productos.csv', mimeType: 'text/csv', buffer: Buffer.from(GOOD_CSV, 'utf8') });
  await expect(page.getByTestId('import-ok')).toBeVisible();
  await page.getByTestId('import-products').click();
  await expect(page.getByTestId('import-done')).toContainText(await es('onboarding.dataOrigin.imported', { created: 3, updated: 0 }));
  await expect(page.getByTestId('product-count')).toContainText(await es('onboarding.dataOrigin.productCount_other', { count: 3 }));
  await expect(page.getByTestId('product-count')).toContainText('productos.csv');
  await continueTo(page, 11);

  // --- 11 finalize -------------------------------------------------------------------------------------------------
  const summary = page.getByTestId('onboarding-summary');
  await expect(summary).toContainText(newAlias);
  await expect(summary).toContainText(await es('onboarding.plans.professional'));
  await expect(summary).toContainText(INVITEE.email);
  await expect(summary).toContainText(await es('plugins.PROMOTIONS.name'));
  await expect(summary).toContainText('Región');
  await expect(summary).toContainText('Ecológico');
  await expect(summary).toContainText(await es('onboarding.summary.horizon_other', { count: 24 }));
  expect(await stepStates(page)).toEqual([...Array(10).fill('done'), 'open']);
  await expect(page.getByTestId('summary-missing')).toHaveCount(0);
  await shot(page, 'step11-summary');
  expect(await seriousViolations(page, '[data-testid="onboarding-wizard"]')).toEqual([]);
  await page.getByTestId('finish-onboarding').click();

  // --- the normal shell ---------------------------------------------------------------------------------------------
  await expect(page.getByTestId('menu-bar')).toBeVisible();
  await expect(page.getByTestId('onboarding-wizard')).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
  const auth = await token(page);
  const dimensions: Array<{ Id: number; Name: string }> = (await (await page.request.get('/api/dimensions', { headers: { Authorization: `Bearer ${auth}` } })).json()).data;
  expect(dimensions.map((d) => d.Name).sort()).toEqual([await es('onboarding.dimensions.suggestions.channel'), 'Región'].sort());
  await page.getByTestId('open-index').click();
  const model = page.getByTestId('index-overlay').locator('[data-section="FORECASTS"] [data-sub-section="FORECAST_DATA_MODEL"]');
  for (const d of dimensions) await expect(model.locator(`a[data-path="dimensions/${d.Id}"]`)).toContainText(d.Name);
  // The activated plugins' pages are in the index.
  await expect(page.getByTestId('index-overlay').locator('a[data-path="promotions"]')).toBeVisible();
  await expect(page.getByTestId('index-overlay').locator('a[data-path="abc"]')).toBeVisible();
  await shot(page, 'after-finish-index');
  await page.keyboard.press('Escape');
  const region = dimensions.find((d) => d.Name === 'Región')!;
  await page.goto(`/dimensions/${region.Id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Región');
  await expect(page.getByText('Norte')).toBeVisible();
  await page.goto('/promotions');
  await expect(page.getByTestId('forbidden')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(await es('routes.promotions.title'));
  // The invited user is in the user manager.
  await page.goto('/manager');
  await expect(page.getByTestId('users-table')).toContainText(INVITEE.email);

  // The imported products are the products page's rows; the attributes of step 8 are edited on each product.
  await page.goto('/products');
  const productRows = page.locator('[data-testid="data-grid"] tbody tr[data-index]');
  await expect(productRows).toHaveCount(3);
  await productRows.filter({ hasText: 'LAT-003' }).click();
  await expect(page.locator('#field-name')).toHaveValue('Mejillones; escabeche 115 g');
  await page.getByTestId('children-add-attributes').click();
  const attributeInputs = page.getByTestId('child-row').first().locator('input:not([type=hidden])');
  await attributeInputs.first().click();
  await attributeInputs.first().fill('Marca');
  await page.getByRole('option', { name: /Marca/ }).click();
  await attributeInputs.nth(1).fill('Acme');
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('save-button')).toBeDisabled();
  await page.reload();
  const savedAttribute = page.getByTestId('child-row').first().locator('input:not([type=hidden])');
  await expect(savedAttribute.first()).toHaveValue(/Marca/);
  await expect(savedAttribute.nth(1)).toHaveValue('Acme');
  await page.getByTestId('children-attributes').scrollIntoViewIfNeeded();
  await shot(page, 'after-finish-product-attributes');
  await page.goto('/attributes');
  await expect(page.locator('[data-testid="data-grid"] tbody tr[data-index]')).toHaveCount(2);

  // --- the invited user accepts the invitation and can sign in -----------------------------------------------------
  const context = await browser.newContext({ locale: 'es-ES' });
  const invitee = await context.newPage();
  await invitee.goto(new URL(invitationUrl).pathname + new URL(invitationUrl).search);
  await expect(invitee.getByTestId('accept-invitation-form')).toBeVisible();
  await invitee.locator('input[name="Password"]').fill(INVITEE.password);
  await invitee.locator('input[name="Confirm"]').fill('something-else');
  await invitee.locator('form[data-testid="accept-invitation-form"] button[type="submit"]').click();
  await expect(invitee.getByText(await es('auth.passwordsDiffer'))).toBeVisible();
  await invitee.locator('input[name="Confirm"]').fill(INVITEE.password);
  await invitee.locator('form[data-testid="accept-invitation-form"] button[type="submit"]').click();
  await expect(invitee.getByTestId('menu-bar')).toBeVisible();
  await expect(invitee.getByTestId('menu-bar')).toContainText(newAlias);
  // The link works once (signed out in this browser, it is opened again).
  await invitee.evaluate(() => localStorage.clear());
  await invitee.goto(new URL(invitationUrl).pathname + new URL(invitationUrl).search);
  await invitee.locator('input[name="Password"]').fill('another-pass-3');
  await invitee.locator('input[name="Confirm"]').fill('another-pass-3');
  await invitee.locator('form[data-testid="accept-invitation-form"] button[type="submit"]').click();
  await expect(invitee.getByTestId('invitation-error')).toContainText(await es('auth.invitationInvalid'));
  // And signs in with the password chosen.
  await invitee.goto('/auth/login');
  await loginWithForm(invitee, INVITEE.email, INVITEE.password);
  await expect(invitee.getByTestId('menu-bar')).toBeVisible();
  await context.close();
});
