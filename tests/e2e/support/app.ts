// Shared helpers for the shell's e2e specs: the compiled config and its
// translations (the same loader the app and server use), the permission rule
// to compute expectations, and quick ways to sign in.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createAccessPolicy, RESTRICTIONS_PLUGIN, type AccessContext } from '../../../engine/access';
import type { CompiledConfig, LanguageCode } from '../../../engine/config/compiled';
import type { TranslationFile } from '../../../engine/config/types.generated';
import type { AuthResult, CustomReportSummary, DimensionSummary, Profile, RegisterBody, Restrictions } from '../../../engine/http/api-contract';
import { visibleRoutes, type NavEntry } from '../../../engine/navigation';
import { loadConfigOrThrow } from '../../../scripts/config/load';

export const PASSWORD = 'demo1234';
export const DEMO = {
  super: 'super@demo.test',
  admin: 'admin@demo.test',
  planner: 'planner@demo.test',
  viewer: 'viewer@demo.test',
  newcomer: 'newcomer@demo.test',
} as const;

let loaded: Promise<{ config: CompiledConfig; translations: Record<string, TranslationFile> }> | null = null;
export function loadApp() {
  loaded ??= loadConfigOrThrow({ root: process.cwd() });
  return loaded;
}

/** i18next-like lookup in the compiled translations: nested key, {{var}} interpolation. */
export function translate(translations: Record<string, TranslationFile>, lang: LanguageCode, key: string, vars: Record<string, string | number> = {}): string {
  let node: unknown = translations[lang];
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no translation ${lang}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export async function tr(lang: LanguageCode, key: string, vars?: Record<string, string | number>) {
  const { translations } = await loadApp();
  return translate(translations, lang, key, vars);
}

export async function apiLogin(request: APIRequestContext, email: string, password = PASSWORD): Promise<AuthResult> {
  const response = await request.post('/api/auth/login', { data: { Email: email, Password: password } });
  expect(response.ok(), `login ${email}: ${response.status()}`).toBeTruthy();
  const body = await response.json();
  return { Token: body.Token ?? body.data.Token, Profile: body.data.Profile ?? body.data };
}

let registered = 0;
/** A fresh company and administrator, for tests that change data. */
export async function apiRegister(request: APIRequestContext, overrides: Partial<RegisterBody> = {}): Promise<AuthResult & { Email: string; Password: string }> {
  const stamp = `${Date.now().toString(36)}${(registered++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const body: RegisterBody = {
    BussinessAlias: `E2E ${stamp}`,
    Name: `Tester ${stamp}`,
    Email: `e2e-${stamp}@example.test`,
    Password: 'secret-pass-1',
    Language: 'es',
    ...overrides,
  };
  const response = await request.post('/api/auth/register', { data: body });
  expect(response.ok(), `register: ${response.status()} ${await response.text()}`).toBeTruthy();
  const json = await response.json();
  return { Token: json.Token ?? json.data.Token, Profile: json.data.Profile ?? json.data, Email: body.Email, Password: body.Password };
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string, method: 'GET' | 'POST' = 'GET', data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBeTruthy();
  return (await response.json()).data as T;
}

export interface Expectation {
  profile: Profile;
  ctx: AccessContext;
  visible: NavEntry[];
  customReports: CustomReportSummary[];
  dimensions: DimensionSummary[];
  policy: ReturnType<typeof createAccessPolicy>;
  config: CompiledConfig;
}

/** What the user should see, computed from the compiled config, the access policy and the API's data. */
export async function expectationFor(request: APIRequestContext, auth: AuthResult): Promise<Expectation> {
  const { config } = await loadApp();
  const policy = createAccessPolicy(config);
  const profile = await apiGet<Profile>(request, auth.Token, '/api/profile');
  let restrictions: Restrictions = {};
  if (profile.ActivePlugins.includes(RESTRICTIONS_PLUGIN)) {
    const features = policy.featuresOf(config.routes.filter((r) => r.enabled && !r.public));
    restrictions = await apiGet<Restrictions>(request, auth.Token, '/api/restrictions/check', 'POST', { Features: features });
  }
  const ctx: AccessContext = { roles: profile.Roles, activePlugins: profile.ActivePlugins, restrictions };
  const reportsRoute = config.routes.find((r) => r.expand === 'customReports' && r.enabled);
  const customReports = reportsRoute && policy.canOpen(reportsRoute, ctx)
    ? await apiGet<CustomReportSummary[]>(request, auth.Token, '/api/custom-reports')
    : [];
  const dimensions = policy.can('DIMENSIONS', 'read', ctx) ? await apiGet<DimensionSummary[]>(request, auth.Token, '/api/dimensions') : [];
  const visible = visibleRoutes(config, policy, ctx, { dimensions, customReports });
  return { profile, ctx, visible, customReports, dimensions, policy, config };
}

/** Puts a session token in the page's localStorage (on a cheap same-origin URL), as a previous sign-in would. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.goto('/assets/i18n/es.json');
  await page.evaluate((t) => localStorage.setItem('sop.token', t), token);
}

// The login route is rate-limited per IP and e-mail (10 a minute): each worker
// signs a demo user in once and reuses the token. Tests that sign out (which
// revokes the token) use temporaryUser() instead.
const tokens = new Map<string, Promise<AuthResult>>();
export function demoAuth(request: APIRequestContext, email: string): Promise<AuthResult> {
  let auth = tokens.get(email);
  if (!auth) {
    auth = apiLogin(request, email);
    tokens.set(email, auth);
    auth.catch(() => tokens.delete(email));
  }
  return auth;
}

let temporary = 0;
/** A new user of the demo company with the given roles (created by the demo administrator), signed in. */
export async function temporaryUser(request: APIRequestContext, roles: number[], name = 'Temporary user'): Promise<AuthResult & { Email: string }> {
  const admin = await demoAuth(request, DEMO.super);
  const Email = `tmp-${Date.now().toString(36)}-${process.pid}-${temporary++}@demo.test`;
  const response = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${admin.Token}` },
    data: { Email, Name: name, Roles: roles, Password: PASSWORD },
  });
  expect(response.ok(), `create user: ${response.status()} ${await response.text()}`).toBeTruthy();
  return { ...(await apiLogin(request, Email)), Email };
}

/** Opens a page of the app with a session token already stored. */
export async function openWithToken(page: Page, token: string, path = '/home'): Promise<void> {
  await useToken(page, token);
  await page.goto(path);
  await expect(page.getByTestId('menu-bar')).toBeVisible();
}

/** Opens a page of the app signed in as a demo user (a shared token: do not sign out with it). */
export async function openAs(page: Page, email: string, path = '/home'): Promise<AuthResult> {
  const auth = await demoAuth(page.request, email);
  await useToken(page, auth.Token);
  await page.goto(path);
  await expect(page.getByTestId('menu-bar')).toBeVisible();
  return auth;
}

/** Signs in through the login form. */
export async function loginWithForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.locator('input[name="Email"]').fill(email);
  await page.locator('input[name="Password"]').fill(password);
  await page.locator('form[data-testid="login-form"] button[type="submit"]').click();
}

/** A new company and administrator, onboarding finished through the API, signed in on /home. */
export async function freshAccount(page: Page, lang: LanguageCode = 'es') {
  const account = await apiRegister(page.request, { Language: lang });
  const headers = { Authorization: `Bearer ${account.Token}` };
  const { config } = await loadApp();
  const steps = config.onboarding.steps.filter((s) => !s.final).map((s) => s.status);
  expect((await page.request.post('/api/onboarding/update-initial-configuration', { headers, data: { CompletedSteps: steps } })).ok()).toBeTruthy();
  expect((await page.request.post('/api/finish-onboardings/finish-process', { headers, data: {} })).ok()).toBeTruthy();
  await useToken(page, account.Token);
  await page.goto('/home');
  await expect(page.getByTestId('menu-bar')).toBeVisible();
  return account;
}
