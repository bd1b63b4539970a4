// What the onboarding steps record, one function per statement group. Every
// statement is scoped by company_id. Timestamps leave as ISO strings and dates
// as text, so both backends (PGlite and pg) answer the same.
import type { Queryable } from '../db/adapter';

export const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

// --- terms of use ---------------------------------------------------------------

export interface AcceptanceRow { version: string; acceptedAt: string; userName: string }

/** The latest acceptance of this version by anyone of the company. */
export async function termsAcceptance(db: Queryable, companyId: number, version: string): Promise<AcceptanceRow | undefined> {
  const rows = await db.query<{ version: string; acceptedAt: Date; userName: string }>(
    `SELECT t.version, t.accepted_at AS "acceptedAt", u.name AS "userName"
     FROM terms_acceptances t JOIN users u ON u.id = t.user_id
     WHERE t.company_id = $1 AND t.version = $2 ORDER BY t.accepted_at DESC LIMIT 1`,
    [companyId, version],
  );
  return rows[0] && { ...rows[0], acceptedAt: iso(rows[0].acceptedAt) };
}

/** Records the user's acceptance of a version; accepting the same version again keeps the first time. */
export async function acceptTerms(db: Queryable, companyId: number, userId: number, version: string): Promise<void> {
  await db.query(
    'INSERT INTO terms_acceptances (company_id, user_id, version) VALUES ($1, $2, $3) ON CONFLICT (user_id, version) DO NOTHING',
    [companyId, userId, version],
  );
}

// --- billing --------------------------------------------------------------------------

export interface BillingRow {
  planId: string;
  legalName: string;
  taxId: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
}

const BILLING_COLUMNS = `plan_id AS "planId", legal_name AS "legalName", tax_id AS "taxId", address, postal_code AS "postalCode", city, country, email`;

export async function getBilling(db: Queryable, companyId: number): Promise<BillingRow | undefined> {
  return (await db.query<BillingRow>(`SELECT ${BILLING_COLUMNS} FROM company_billing WHERE company_id = $1`, [companyId]))[0];
}

export async function saveBilling(db: Queryable, companyId: number, userId: number, b: BillingRow): Promise<BillingRow> {
  const rows = await db.query<BillingRow>(
    `INSERT INTO company_billing (company_id, plan_id, legal_name, tax_id, address, postal_code, city, country, email, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (company_id) DO UPDATE SET plan_id = EXCLUDED.plan_id, legal_name = EXCLUDED.legal_name, tax_id = EXCLUDED.tax_id,
       address = EXCLUDED.address, postal_code = EXCLUDED.postal_code, city = EXCLUDED.city, country = EXCLUDED.country,
       email = EXCLUDED.email, updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING ${BILLING_COLUMNS}`,
    [companyId, b.planId, b.legalName, b.taxId, b.address, b.postalCode, b.city, b.country, b.email.toLowerCase(), userId],
  );
  return rows[0];
}

// --- company settings ---------------------------------------------------------------

export interface SettingsRow { alias: string; currency: string | null; timeZone: string | null; fiscalYearStartMonth: number | null }

export async function getSettings(db: Queryable, companyId: number): Promise<SettingsRow> {
  const rows = await db.query<{ alias: string; settings: Record<string, unknown> }>('SELECT alias, settings FROM companies WHERE id = $1', [companyId]);
  const settings = rows[0]?.settings ?? {};
  // The demo seed writes fiscalYearStart as 'MM-DD'.
  const legacy = typeof settings.fiscalYearStart === 'string' ? Number(settings.fiscalYearStart.slice(0, 2)) : null;
  const month = typeof settings.fiscalYearStartMonth === 'number' ? settings.fiscalYearStartMonth : legacy;
  return {
    alias: rows[0]?.alias ?? '',
    currency: typeof settings.currency === 'string' ? settings.currency : null,
    timeZone: typeof settings.timeZone === 'string' ? settings.timeZone : null,
    fiscalYearStartMonth: month && month >= 1 && month <= 12 ? month : null,
  };
}

/** Renames the company and merges the settings (other keys of settings are kept). */
export async function saveSettings(db: Queryable, companyId: number, s: { alias: string; currency: string; timeZone: string; fiscalYearStartMonth: number }): Promise<void> {
  await db.query('UPDATE companies SET alias = $2, settings = settings || $3::jsonb WHERE id = $1', [
    companyId, s.alias, JSON.stringify({ currency: s.currency, timeZone: s.timeZone, fiscalYearStartMonth: s.fiscalYearStartMonth }),
  ]);
}

// --- invited users ------------------------------------------------------------------

export interface InvitedRow { id: number; name: string; email: string; roles: number[]; status: 'pending' | 'active' | 'expired'; invitedAt: string }

/** Users of the company who were invited (have an invitation), newest first, with where their invitation stands. */
export async function invitedUsers(db: Queryable, companyId: number): Promise<InvitedRow[]> {
  const rows = await db.query<{ id: number; name: string; email: string; roles: number[]; active: boolean; hasPassword: boolean; live: boolean; invitedAt: Date }>(
    `SELECT u.id, u.name, u.email, u.roles, u.active, u.password_hash IS NOT NULL AS "hasPassword",
       bool_or(i.accepted_at IS NULL AND i.expires_at > now()) AS live, min(i.created_at) AS "invitedAt"
     FROM users u JOIN invitations i ON i.user_id = u.id AND i.company_id = u.company_id
     WHERE u.company_id = $1
     GROUP BY u.id ORDER BY min(i.created_at) DESC, u.id DESC`,
    [companyId],
  );
  return rows.map((r) => ({
    id: r.id, name: r.name, email: r.email, roles: r.roles, invitedAt: iso(r.invitedAt),
    status: r.hasPassword && r.active ? 'active' : r.live ? 'pending' : 'expired',
  }));
}

/** A user of the company still waiting to set a password (an invitation can be renewed for them). */
export async function pendingInvitee(db: Queryable, companyId: number, userId: number): Promise<{ id: number; active: boolean } | undefined> {
  const rows = await db.query<{ id: number; active: boolean; hasPassword: boolean }>(
    'SELECT id, active, password_hash IS NOT NULL AS "hasPassword" FROM users WHERE company_id = $1 AND id = $2',
    [companyId, userId],
  );
  return rows[0] && !rows[0].hasPassword ? rows[0] : undefined;
}

// --- product attributes --------------------------------------------------------------
// Rows of the product-attribute entity: onboarding-attributes.ts.

export { listAttributes, type AttributeRow } from './onboarding-attributes';

// --- S&OP cycle ---------------------------------------------------------------------------

export interface CycleRow { frequency: 'weekly' | 'biweekly' | 'monthly' | 'quarterly'; meetingWeekday: number; meetingWeek: number | null; horizonMonths: number; frozenMonths: number }

const CYCLE_COLUMNS = 'frequency, meeting_weekday AS "meetingWeekday", meeting_week AS "meetingWeek", horizon_months AS "horizonMonths", frozen_months AS "frozenMonths"';

export async function getCycle(db: Queryable, companyId: number): Promise<CycleRow | undefined> {
  return (await db.query<CycleRow>(`SELECT ${CYCLE_COLUMNS} FROM sop_cycles WHERE company_id = $1`, [companyId]))[0];
}

export async function saveCycle(db: Queryable, companyId: number, c: CycleRow): Promise<CycleRow> {
  const rows = await db.query<CycleRow>(
    `INSERT INTO sop_cycles (company_id, frequency, meeting_weekday, meeting_week, horizon_months, frozen_months) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (company_id) DO UPDATE SET frequency = EXCLUDED.frequency, meeting_weekday = EXCLUDED.meeting_weekday,
       meeting_week = EXCLUDED.meeting_week, horizon_months = EXCLUDED.horizon_months, frozen_months = EXCLUDED.frozen_months, updated_at = now()
     RETURNING ${CYCLE_COLUMNS}`,
    [companyId, c.frequency, c.meetingWeekday, c.meetingWeek, c.horizonMonths, c.frozenMonths],
  );
  return rows[0];
}

// --- data origin -------------------------------------------------------------------------

export interface OriginRow { method: 'csv' | 'erp' | 'manual'; erpSystem: string | null; notes: string | null }

export async function getDataOrigin(db: Queryable, companyId: number): Promise<OriginRow | undefined> {
  return (await db.query<OriginRow>('SELECT method, erp_system AS "erpSystem", notes FROM company_data_origins WHERE company_id = $1', [companyId]))[0];
}

export async function saveDataOrigin(db: Queryable, companyId: number, o: OriginRow): Promise<void> {
  await db.query(
    `INSERT INTO company_data_origins (company_id, method, erp_system, notes) VALUES ($1, $2, $3, $4)
     ON CONFLICT (company_id) DO UPDATE SET method = EXCLUDED.method, erp_system = EXCLUDED.erp_system, notes = EXCLUDED.notes, updated_at = now()`,
    [companyId, o.method, o.erpSystem, o.notes],
  );
}

// --- help bookings -----------------------------------------------------------------------

export interface BookingRow {
  id: number;
  channel: 'videoCall' | 'phone' | 'email';
  date: string;
  time: string;
  timeZone: string;
  phone: string | null;
  topic: string | null;
  status: 'requested' | 'confirmed' | 'cancelled';
  createdAt: string;
}

const BOOKING_COLUMNS = `id, channel, slot_date::text AS date, slot_time AS time, time_zone AS "timeZone", phone, topic, status, created_at AS "createdAt"`;

const toBooking = (row: BookingRow & { createdAt: Date | string }): BookingRow => ({ ...row, createdAt: iso(row.createdAt) });

export async function listBookings(db: Queryable, companyId: number): Promise<BookingRow[]> {
  const rows = await db.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM onboarding_bookings WHERE company_id = $1 ORDER BY slot_date, slot_time, id LIMIT 50`, [companyId]);
  return rows.map(toBooking);
}

export async function countOpenBookings(db: Queryable, companyId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM onboarding_bookings WHERE company_id = $1 AND status = 'requested' AND slot_date >= current_date`, [companyId]);
  return rows[0].n;
}

export async function insertBooking(
  db: Queryable,
  companyId: number,
  userId: number,
  b: Omit<BookingRow, 'id' | 'status' | 'createdAt'>,
): Promise<BookingRow> {
  const rows = await db.query<BookingRow>(
    `INSERT INTO onboarding_bookings (company_id, user_id, channel, slot_date, slot_time, time_zone, phone, topic)
     VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8) RETURNING ${BOOKING_COLUMNS}`,
    [companyId, userId, b.channel, b.date, b.time, b.timeZone, b.phone, b.topic],
  );
  return toBooking(rows[0]);
}
