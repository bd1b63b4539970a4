// Demo data, written once into an empty database (SEED_DEMO=false disables
// it; the README lists it): "Demo Foods" with one user per kind of role and
// finished onboarding, and "Newcomer Ltd" still onboarding with no step done.
// Every password is demo1234.
import type { CompiledConfig } from '../../engine/config/compiled';
import type { Db, Queryable } from '../db/adapter';
import { createMember } from '../accounts';
import { finishOnboarding, insertCompany, saveCompletedSteps } from '../data/companies';
import { insertDimension } from '../data/dimensions';
import { setPluginActive } from '../data/plugins';
import { insertReport } from '../data/reports';
import { restrictFeature } from '../data/restrictions';
import type { Services } from '../services';
import * as reports from './demo-reports';
import { seedDemoData } from './demo-data';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS = {
  super: { email: 'super@demo.test', name: 'Sara Super', roles: [0], language: 'en' },
  admin: { email: 'admin@demo.test', name: 'Adrián Admin', roles: [1], language: 'es' },
  planner: { email: 'planner@demo.test', name: 'Paula Planner', roles: [2, 3], language: 'en' },
  viewer: { email: 'viewer@demo.test', name: 'Víctor Viewer', roles: [5], language: 'fr' },
  newcomer: { email: 'newcomer@demo.test', name: 'Nora Newcomer', roles: [1], language: 'en' },
} as const;

export type DemoUserKey = keyof typeof DEMO_USERS;

export const DEMO_COMPANY = 'DEMO FOODS';
export const NEWCOMER_COMPANY = 'Newcomer Ltd';

/** Plugins left inactive in the demo company, so the marketplace shows both states. */
export function inactiveDemoPlugins(config: CompiledConfig): string[] {
  const keep = new Set(['CUSTOM_ROLES', 'CONTAINERS', 'PRODUCTION']);
  const other = [...config.plugins].reverse().find((p) => !keep.has(p.id));
  return ['CONTAINERS', ...(other ? [other.id] : [])].filter((id) => config.plugins.some((p) => p.id === id));
}

/** A report-like feature the planner is granted, to restrict for them (CUSTOM_ROLES). */
export function plannerRestriction(services: Services, activePlugins: string[]): string | undefined {
  const ctx = { roles: DEMO_USERS.planner.roles, activePlugins };
  const granted = services.config.features.map((f) => f.id).filter((f) => services.policy.can(f, 'read', ctx));
  const spared = new Set(['CUSTOM_REPORTS', 'DIMENSIONS', 'USER_MANAGEMENT', 'PLUGINS_ADMIN']);
  return granted.find((f) => /REPORT/.test(f) && !spared.has(f)) ?? granted.find((f) => !spared.has(f));
}

function language(config: CompiledConfig, wanted: string): string {
  return (config.app.languages.bundled as string[]).includes(wanted) ? wanted : config.app.languages.default;
}

async function seedDemoCompany(tx: Queryable, services: Services): Promise<void> {
  const { config } = services;
  const companyId = await insertCompany(tx, DEMO_COMPANY);
  await tx.query('UPDATE companies SET settings = $2::jsonb WHERE id = $1', [companyId, JSON.stringify({ currency: 'EUR', fiscalYearStart: '01-01', planningHorizonMonths: 18 })]);
  const inactive = new Set(inactiveDemoPlugins(config));
  const active = config.plugins.map((p) => p.id).filter((id) => !inactive.has(id));
  for (const id of active) await setPluginActive(tx, companyId, id, true);
  // Onboarding done: every non-final step completed, then finished (flags off).
  await saveCompletedSteps(tx, companyId, config.onboarding.steps.filter((s) => !s.final).map((s) => s.status));
  await finishOnboarding(tx, companyId);

  const dimensions = [
    ['Product family', reports.PRODUCT_FAMILIES],
    // Center: the Madrid area, a sales region of the demo customers (demo-data/modules/sop.ts).
    ['Region', [...reports.REGIONS, 'Center']],
    ['Channel', reports.CHANNELS],
    ['Brand', reports.BRANDS],
  ] as const;
  for (const [name, values] of dimensions) await insertDimension(tx, companyId, name, [...values]);
  // Master data of every declared page, into the entity tables the schema sync created before the seed runs.
  await seedDemoData(tx, config, companyId);

  for (const key of ['super', 'admin', 'planner', 'viewer'] as const) {
    const demo = DEMO_USERS[key];
    const { user } = await createMember(tx, services, {
      companyId, name: demo.name, email: demo.email, roles: [...demo.roles], password: DEMO_PASSWORD, language: language(config, demo.language),
    });
    for (const report of reports.demoReports(config, services.policy, key, { roles: [...demo.roles], activePlugins: active })) await insertReport(tx, companyId, user.id, report);
    if (key === 'planner') {
      const feature = plannerRestriction(services, active);
      if (feature) await restrictFeature(tx, companyId, user.id, feature);
    }
  }
}

async function seedNewcomerCompany(tx: Queryable, services: Services): Promise<void> {
  const companyId = await insertCompany(tx, NEWCOMER_COMPANY);
  const demo = DEMO_USERS.newcomer;
  // CompletedSteps stays null and the company is not finished: the user lands in the wizard.
  await createMember(tx, services, {
    companyId, name: demo.name, email: demo.email, roles: [...demo.roles], password: DEMO_PASSWORD, language: language(services.config, demo.language),
  });
}

/** Seeds the demo when the database holds no company yet; returns whether it did. */
export async function seedDemo(db: Db, services: Services): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialise concurrent starts against one PostgreSQL; the check below then sees the winner's data.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [7_240_412]);
    const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM companies');
    if (count > 0) return false;
    await seedDemoCompany(tx, services);
    await seedNewcomerCompany(tx, services);
    return true;
  });
}
