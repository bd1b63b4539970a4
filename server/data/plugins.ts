// Per-company plugin activation: a row in company_plugins means active.
import type { Queryable } from '../db/adapter';

export async function setPluginActive(db: Queryable, companyId: number, pluginId: string, active: boolean): Promise<void> {
  if (active) {
    await db.query('INSERT INTO company_plugins (company_id, plugin_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [companyId, pluginId]);
  } else {
    await db.query('DELETE FROM company_plugins WHERE company_id = $1 AND plugin_id = $2', [companyId, pluginId]);
  }
}

export async function activePlugins(db: Queryable, companyId: number): Promise<string[]> {
  const rows = await db.query<{ pluginId: string }>(
    'SELECT plugin_id AS "pluginId" FROM company_plugins WHERE company_id = $1 ORDER BY plugin_id',
    [companyId],
  );
  return rows.map((r) => r.pluginId);
}
