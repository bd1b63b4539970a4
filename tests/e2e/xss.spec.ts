// Stored XSS: HTML and script put, through the API, in every string a user
// can edit today, then every page that shows one, visited in Chromium. Each
// must show the string as its literal text, run nothing and create no
// element from it. The check reads the DOM itself rather than trusting the
// Content-Security-Policy (which would block an injected script anyway): an
// injected <img> is a failure even when its handler is blocked, and any CSP
// violation the page reports is one too.
//
// Driven by two lists: STRINGS (what is planted, and how) and SURFACES (which
// page shows which strings, and how to get there). A new page that shows
// user data (products, customers...) is one more SURFACES entry; a new
// editable field is one more string planted in plantShell/plantOnboarding.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiRegister, loadApp, useToken } from './support/app';

/**
 * At most 60 characters (attribute names are limited to 60): quotes and an
 * entity to catch double escaping, an element with a handler, and a script.
 * `tag` makes each string findable on its own.
 */
const payload = (tag: string) => `${tag}"'&amp;<img src=x onerror=__xss=1><script>__xss=1</script>`;

const STRINGS = {
  alias: payload('Sa'),
  owner: payload('So'),
  user: payload('Su'),
  dimension: payload('Sd'),
  report: payload('Sr'),
  value: payload('Sv'),
  onboardingAlias: payload('Oa'),
  onboardingOwner: payload('On'),
  legalName: payload('Ol'),
  invitee: payload('Oi'),
  attribute: payload('Ot'),
  attributeValue: payload('Ov'),
  onboardingDimension: payload('Od'),
  onboardingValue: payload('Ow'),
} as const;
type StringKey = keyof typeof STRINGS;

interface World {
  shell: { token: string; dimensionId: number; reportId: number };
  onboarding: { token: string };
}

interface Surface {
  name: string;
  account: keyof World;
  shows: StringKey[];
  /** Gets the page to where the strings show (the session is already stored). */
  visit(page: Page, world: World): Promise<void>;
}

/** Opens a wizard step from the summary of step 11 (the company has every other step done). */
const wizardStep = (key: string) => async (page: Page) => {
  await page.goto('/home');
  await expect(page.getByTestId('wizard-content')).toHaveAttribute('data-step', '11', { timeout: 15_000 });
  await page.locator(`[data-summary="${key}"] button`).click();
  await expect(page.getByTestId('wizard-content')).not.toHaveAttribute('data-step', '11');
};

const SURFACES: Surface[] = [
  {
    name: 'menu bar and user menu (company alias, user name)',
    account: 'shell',
    shows: ['alias', 'owner'],
    visit: async (page) => {
      await page.goto('/home');
      await expect(page.getByTestId('menu-bar')).toBeVisible();
    },
  },
  {
    name: 'section index (the dimension and the custom report entries, pinned as favourites too)',
    account: 'shell',
    shows: ['dimension', 'report'],
    visit: async (page) => {
      await page.goto('/home');
      await page.getByTestId('open-index').click();
      await expect(page.getByTestId('index-columns')).toBeVisible();
    },
  },
  {
    name: 'searcher (the dimension as a result)',
    account: 'shell',
    shows: ['dimension'],
    visit: async (page) => {
      await page.goto('/home');
      await page.getByTestId('open-searcher').click();
      await page.getByTestId('searcher-input').fill(STRINGS.dimension.slice(0, 6));
      await expect(page.getByTestId('searcher-option').first()).toBeVisible();
    },
  },
  {
    name: 'dimension page (name and values)',
    account: 'shell',
    shows: ['dimension', 'value'],
    visit: async (page, world) => page.goto(`/dimensions/${world.shell.dimensionId}`).then(() => undefined),
  },
  {
    name: 'dimension page in edit mode',
    account: 'shell',
    shows: ['dimension', 'value'],
    visit: async (page, world) => {
      await page.goto(`/dimensions/${world.shell.dimensionId}`);
      await page.getByTestId('dimension-edit').click();
    },
  },
  {
    name: 'menu bar custom reports menu',
    account: 'shell',
    shows: ['report'],
    visit: async (page) => {
      await page.goto('/home');
      await page.getByTestId('custom-reports-menu').click();
    },
  },
  { name: 'custom report page', account: 'shell', shows: ['report'], visit: async (page, world) => page.goto(`/custom-reports/${world.shell.reportId}`).then(() => undefined) },
  { name: 'profile', account: 'shell', shows: ['owner', 'alias'], visit: async (page) => page.goto('/user/profile').then(() => undefined) },
  { name: 'user manager', account: 'shell', shows: ['owner', 'user'], visit: async (page) => page.goto('/manager').then(() => undefined) },
  {
    name: 'onboarding summary (step 11)',
    account: 'onboarding',
    shows: ['onboardingAlias', 'onboardingOwner', 'legalName', 'invitee', 'onboardingDimension', 'attribute'],
    visit: async (page) => {
      await page.goto('/home');
      await expect(page.getByTestId('wizard-content')).toHaveAttribute('data-step', '11', { timeout: 15_000 });
    },
  },
  { name: 'onboarding terms step (accepted by)', account: 'onboarding', shows: ['onboardingOwner'], visit: wizardStep('terms') },
  { name: 'onboarding billing step', account: 'onboarding', shows: ['legalName'], visit: wizardStep('billing') },
  { name: 'onboarding company settings step', account: 'onboarding', shows: ['onboardingAlias'], visit: wizardStep('initialSetup') },
  { name: 'onboarding user access step', account: 'onboarding', shows: ['invitee'], visit: wizardStep('userAccess') },
  { name: 'onboarding dimensions step', account: 'onboarding', shows: ['onboardingDimension', 'onboardingValue'], visit: wizardStep('dimensions') },
  { name: 'onboarding attributes step', account: 'onboarding', shows: ['attribute', 'attributeValue'], visit: wizardStep('attribute') },
  // The products file is imported as the product entity's import: the step lists the entity's columns, not the attributes
  // (their values are set on each product); the company alias in the wizard header is the string it shows.
  { name: 'onboarding data origin step', account: 'onboarding', shows: ['onboardingAlias'], visit: wizardStep('dataOrigin') },
];

async function send(request: APIRequestContext, token: string, method: string, url: string, data?: unknown) {
  const response = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()).data;
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A company past onboarding whose alias, user names and dimension carry the payloads. */
async function plantShell(request: APIRequestContext): Promise<World['shell']> {
  const { config } = await loadApp();
  const account = await apiRegister(request, { BussinessAlias: STRINGS.alias, Name: STRINGS.owner });
  const steps = config.onboarding.steps.filter((s) => !s.final).map((s) => s.status);
  await send(request, account.Token, 'POST', '/api/onboarding/update-initial-configuration', { CompletedSteps: steps });
  await send(request, account.Token, 'POST', '/api/finish-onboardings/finish-process', {});
  await send(request, account.Token, 'POST', '/api/users', { Email: `xss-${stamp()}@example.test`, Name: STRINGS.user, Roles: [5], Password: 'secret-pass-1' });
  const dimension = await send(request, account.Token, 'POST', '/api/dimensions', { Name: STRINGS.dimension, Values: [STRINGS.value, 'plain value'] });
  await send(request, account.Token, 'POST', '/api/favorites', { Path: `dimensions/${dimension.Id}`, Action: 'add' });
  const report = await send(request, account.Token, 'POST', '/api/custom-reports', { Name: STRINGS.report, Route: 'discontinued-products-report', View: 0, State: { group: ['status'] } });
  await send(request, account.Token, 'POST', '/api/favorites', { Path: `custom-reports/${report.Id}`, Action: 'add' });
  return { token: account.Token, dimensionId: dimension.Id, reportId: report.Id };
}

/** A company still onboarding, every step but the last done, each step's data carrying the payloads. */
async function plantOnboarding(request: APIRequestContext): Promise<World['onboarding']> {
  const { config } = await loadApp();
  const account = await apiRegister(request, { BussinessAlias: STRINGS.onboardingAlias, Name: STRINGS.onboardingOwner });
  const { Token } = account;
  // The acceptance names the user who accepted (an interpolated translation).
  const terms = await send(request, Token, 'GET', '/api/onboarding/terms');
  await send(request, Token, 'POST', '/api/onboarding/terms/accept', { Version: terms.Version });
  await send(request, Token, 'PUT', '/api/onboarding/billing', {
    PlanId: config.onboarding.plans[0].id, LegalName: STRINGS.legalName, TaxId: 'B12345674', Address: 'Calle del Puerto 4',
    PostalCode: '36202', City: 'Vigo', Country: 'ES', Email: `billing-${stamp()}@example.test`,
  });
  await send(request, Token, 'POST', '/api/onboarding/add-guest-user', { Email: `invitee-${stamp()}@example.test`, Name: STRINGS.invitee });
  await send(request, Token, 'POST', '/api/dimensions', { Name: STRINGS.onboardingDimension, Values: [STRINGS.onboardingValue] });
  await send(request, Token, 'POST', '/api/onboarding/attributes', { Name: STRINGS.attribute, Type: 'list', AllowedValues: [STRINGS.attributeValue, 'plain'] });
  const steps = config.onboarding.steps.filter((s) => !s.final).map((s) => s.status);
  await send(request, Token, 'POST', '/api/onboarding/update-initial-configuration', { CompletedSteps: steps });
  return { token: Token };
}

/** Where `text` shows: as the text of an element, as the value of a field, or nowhere yet. */
async function whereShown(page: Page, text: string): Promise<'text' | 'field' | 'nowhere'> {
  const element = page.getByText(text, { exact: false }).first();
  if ((await element.count()) > 0 && (await element.isVisible())) return 'text';
  const inField = await page.evaluate((t) => [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some((f) => f.value === t), text);
  return inField ? 'field' : 'nowhere';
}

/** What an injection would leave behind, read from the DOM. */
function traces(page: Page) {
  return page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
    injectedImages: document.querySelectorAll('img[src="x"]').length,
    handlerAttributes: document.querySelectorAll('[onerror]').length,
    injectedScripts: [...document.scripts].filter((s) => s.textContent?.includes('__xss')).length,
    cspViolations: (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  }));
}

test.describe('user-editable strings show as text, never as markup', () => {
  let world: World;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    world = { shell: await plantShell(request), onboarding: await plantOnboarding(request) };
    await request.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
  });

  for (const surface of SURFACES) {
    test(surface.name, async ({ page }) => {
      await useToken(page, world[surface.account].token);
      await surface.visit(page, world);
      for (const key of surface.shows) {
        await expect.poll(() => whereShown(page, STRINGS[key]), { message: `${key} shown literally`, timeout: 10_000 }).not.toBe('nowhere');
      }
      expect(await traces(page)).toEqual({ xss: null, injectedImages: 0, handlerAttributes: 0, injectedScripts: 0, cspViolations: [] });
      await page.screenshot({ path: `test-results/screenshots/xss-${surface.name.replace(/\W+/g, '-').replace(/-$/, '')}.png` });
    });
  }
});
