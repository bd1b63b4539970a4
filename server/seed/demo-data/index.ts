// The demo company's data (issue 9): a deterministic generator of master
// data in dependency-ordered modules, written into the entity tables after
// the schema sync has created them. server/seed/demo.ts calls seedDemoData
// inside its transaction; tests call generateDemoData with a fixed today.
import type { CompiledConfig } from '../../../engine/config/compiled';
import type { Queryable } from '../../db/adapter';
import { isoDate } from './dates';
import { generateDemoData } from './generate';
import { insertDemoTables, type InsertCounts } from './insert';

export { DEMO_MODULES, DEMO_SEED, generateDemoData } from './generate';
export type { DemoContext, DemoModule, DemoRow, DemoTable } from './model';

export async function seedDemoData(tx: Queryable, config: CompiledConfig, companyId: number, today = isoDate(new Date())): Promise<InsertCounts> {
  return insertDemoTables(tx, config, companyId, generateDemoData({ today }));
}
