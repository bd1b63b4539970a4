// Companies and their onboarding configuration (one row each).
import type { Queryable } from '../db/adapter';

export async function insertCompany(db: Queryable, alias: string): Promise<number> {
  const rows = await db.query<{ id: number }>('INSERT INTO companies (alias) VALUES ($1) RETURNING id', [alias.trim()]);
  const id = rows[0].id;
  await db.query('INSERT INTO onboarding_configurations (company_id, completed_steps) VALUES ($1, NULL)', [id]);
  return id;
}

export interface OnboardingRow {
  completedSteps: number[] | null;
  finished: boolean;
}

export async function getOnboarding(db: Queryable, companyId: number, lock = false): Promise<OnboardingRow> {
  const rows = await db.query<OnboardingRow>(
    `SELECT completed_steps AS "completedSteps", finished_at IS NOT NULL AS finished
     FROM onboarding_configurations WHERE company_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [companyId],
  );
  return rows[0] ?? { completedSteps: null, finished: false };
}

export async function saveCompletedSteps(db: Queryable, companyId: number, steps: number[]): Promise<number[]> {
  const rows = await db.query<{ completedSteps: number[] }>(
    `INSERT INTO onboarding_configurations (company_id, completed_steps) VALUES ($1, $2::int[])
     ON CONFLICT (company_id) DO UPDATE SET completed_steps = EXCLUDED.completed_steps
     RETURNING completed_steps AS "completedSteps"`,
    [companyId, steps],
  );
  return rows[0].completedSteps;
}

/** Marks the company's onboarding finished and clears the flag of all its users. */
export async function finishOnboarding(db: Queryable, companyId: number): Promise<void> {
  await db.query('UPDATE onboarding_configurations SET finished_at = COALESCE(finished_at, now()) WHERE company_id = $1', [companyId]);
  await db.query('UPDATE users SET onboarding = false WHERE company_id = $1 AND onboarding', [companyId]);
}

export async function companyStillOnboarding(db: Queryable, companyId: number): Promise<boolean> {
  return !(await getOnboarding(db, companyId)).finished;
}
