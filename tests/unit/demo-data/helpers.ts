// The demo data generated once per test file with a fixed today, and the
// compiled config that says what each row must satisfy.
import type { CompiledConfig, CompiledEntity } from '../../../engine/config/compiled';
import { loadConfigOrThrow } from '../../../scripts/config/load';
import { generateDemoData, type DemoRow, type DemoTable } from '../../../server/seed/demo-data';

export const TODAY = '2026-11-24';

let config: Promise<CompiledConfig> | undefined;
export function compiledConfig(): Promise<CompiledConfig> {
  config ??= loadConfigOrThrow({ root: process.cwd() }).then((r) => r.config);
  return config;
}

let tables: DemoTable[] | undefined;
export function demo(): DemoTable[] {
  tables ??= generateDemoData({ today: TODAY });
  return tables;
}

export function rows(entity: string): DemoRow[] {
  const table = demo().find((t) => t.entity === entity);
  if (!table) throw new Error(`no demo table ${entity}`);
  return table.rows;
}

export const keyOf = (entity: CompiledEntity, row: DemoRow): string => entity.key.map((k) => String(row[k])).join('\u0001');
