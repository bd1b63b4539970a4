// A company of its own for the supply API tests, next to the demo ones on
// the same server: an administrator, every plugin active, and a small
// hand-built dataset whose projection, safety stock and suggestions the
// tests compute by hand. Rows go straight into the entity tables.
import type { FieldValue } from '../../../engine/data/field-values';
import { createMember, openSession } from '../../../server/accounts';
import { insertRow } from '../../../server/data-engine/records/store';
import { setPluginActive } from '../../../server/data/plugins';
import type { TestServer } from '../helpers/server';

export interface SupplyCompany {
  companyId: number;
  userId: number;
  token: string;
  /** Inserts a row of an entity (wire values; refs as ids) and returns its id. */
  insert(entity: string, values: Record<string, FieldValue>): Promise<number>;
  /** A token of another user of this company with these roles. */
  tokenWithRoles(roles: number[]): Promise<string>;
}

let counter = 0;

export async function createSupplyCompany(server: TestServer, alias: string): Promise<SupplyCompany> {
  const { db, app } = server;
  const [{ id: companyId }] = await db.query<{ id: number }>('INSERT INTO companies (alias) VALUES ($1) RETURNING id', [alias]);
  await db.query('INSERT INTO onboarding_configurations (company_id, completed_steps, finished_at) VALUES ($1, $2::int[], now())', [companyId, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]);
  for (const plugin of server.config.plugins) await setPluginActive(db, companyId, plugin.id, plugin.id !== 'CUSTOM_ROLES');
  const member = async (roles: number[]) => {
    const { user } = await createMember(db, app.services, { companyId, name: `Supply ${++counter}`, email: `supply-${counter}-${companyId}@supply.test`, roles, password: 'test-password-1', language: 'en' });
    return { userId: user.id, token: (await openSession(db, app.services, user.id, companyId)).token };
  };
  const admin = await member([1]);
  return {
    companyId,
    ...admin,
    insert(entityId, values) {
      const entity = server.config.entities.find((e) => e.id === entityId);
      if (!entity) throw new Error(`no entity ${entityId}`);
      return insertRow(db, entity, companyId, admin.userId, values);
    },
    async tokenWithRoles(roles) {
      return (await member(roles)).token;
    },
  };
}

/** 'YYYY-MM' of the month `offset` months from today's. */
export function monthFromNow(offset: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 7);
}
