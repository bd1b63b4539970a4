// A company of the bench's own with one administrator: the figures count the
// bench's rows only, never the demo data's.
import type { BenchServer } from './server';

export interface BenchCompany { companyId: number; userId: number }

export async function benchCompany(
  { db, config }: BenchServer,
  options: { alias: string; tag: string; role?: number; allPlugins?: boolean },
): Promise<BenchCompany> {
  const [{ id: companyId }] = await db.query<{ id: number }>('INSERT INTO companies (alias) VALUES ($1) RETURNING id', [options.alias]);
  const [{ id: userId }] = await db.query<{ id: number }>(
    `INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, 'Bench Admin', $2, 'en', $3, true) RETURNING id`,
    [companyId, `bench-${options.tag}-${process.pid}@bench.test`, `{${options.role ?? 1}}`],
  );
  // Every plugin on: features such as offers and production are plugins' to unlock.
  if (options.allPlugins) {
    for (const plugin of config.plugins) await db.query('INSERT INTO company_plugins (company_id, plugin_id) VALUES ($1, $2)', [companyId, plugin.id]);
  }
  return { companyId, userId };
}

/** A signed-in session of the user, opened directly (no password, no scrypt): its bearer token. */
export async function sessionToken({ db, app }: BenchServer, { companyId, userId }: BenchCompany): Promise<string> {
  const { openSession } = await import('../../../server/accounts');
  return (await openSession(db, app.services, userId, companyId)).token;
}
