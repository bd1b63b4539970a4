// Users: lookups for login, the user manager (always scoped by company_id) and
// profile updates. E-mails are stored lower-cased; uniqueness is global.
import type { Queryable } from '../db/adapter';

export interface LoginRow {
  id: number;
  companyId: number;
  passwordHash: string | null;
  active: boolean;
}

export interface UserRow {
  id: number;
  name: string;
  email: string;
  roles: number[];
  active: boolean;
  onboarding: boolean;
}

const USER_COLUMNS = 'id, name, email, roles, active, onboarding';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findLoginUser(db: Queryable, email: string): Promise<LoginRow | undefined> {
  const rows = await db.query<LoginRow>(
    'SELECT id, company_id AS "companyId", password_hash AS "passwordHash", active FROM users WHERE email = $1',
    [normaliseEmail(email)],
  );
  return rows[0];
}

export async function emailExists(db: Queryable, email: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE email = $1', [normaliseEmail(email)])).length > 0;
}

export interface NewUser {
  companyId: number;
  name: string;
  email: string;
  passwordHash: string | null;
  language: string;
  roles: number[];
  onboarding: boolean;
  active: boolean;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (company_id, name, email, password_hash, language, roles, onboarding, active)
     VALUES ($1, $2, $3, $4, $5, $6::int[], $7, $8) RETURNING ${USER_COLUMNS}`,
    [user.companyId, user.name.trim(), normaliseEmail(user.email), user.passwordHash, user.language, user.roles, user.onboarding, user.active],
  );
  return rows[0];
}

export async function listCompanyUsers(db: Queryable, companyId: number): Promise<UserRow[]> {
  return db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE company_id = $1 ORDER BY id`, [companyId]);
}

export async function findCompanyUser(db: Queryable, companyId: number, userId: number, lock = false): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE company_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [companyId, userId],
  );
  return rows[0];
}

export async function updateManagedUser(
  db: Queryable,
  companyId: number,
  userId: number,
  change: { roles?: number[]; active?: boolean },
): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `UPDATE users SET roles = COALESCE($3::int[], roles), active = COALESCE($4::boolean, active)
     WHERE company_id = $1 AND id = $2 RETURNING ${USER_COLUMNS}`,
    [companyId, userId, change.roles ?? null, change.active ?? null],
  );
  return rows[0];
}

export interface ProfileChange {
  name?: string;
  language?: string;
  /** null clears the photo; undefined leaves it. */
  photo?: string | null;
  autoRefresh?: boolean;
}

export async function updateProfile(db: Queryable, userId: number, change: ProfileChange): Promise<void> {
  // One fixed statement: $6 says whether Photo was sent, so null can clear it.
  await db.query(
    `UPDATE users SET name = COALESCE($2, name), language = COALESCE($3, language),
       photo = CASE WHEN $6::boolean THEN $4 ELSE photo END, auto_refresh = COALESCE($5::boolean, auto_refresh)
     WHERE id = $1`,
    [userId, change.name?.trim() ?? null, change.language ?? null, change.photo ?? null, change.autoRefresh ?? null, change.photo !== undefined],
  );
}

export async function setPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, active = true WHERE id = $1', [userId, passwordHash]);
}

/** False for a user invited who has not accepted (no password yet): reactivating them would give an account nobody can use. */
export async function hasPassword(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query<{ set: boolean }>('SELECT password_hash IS NOT NULL AS "set" FROM users WHERE id = $1', [userId]);
  return rows[0]?.set === true;
}
