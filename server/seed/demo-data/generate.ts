// Runs the demo modules in dependency order, each with its own random
// stream and the rows of the modules before it. Same seed and same today,
// same data.
import type { DemoModule, DemoRow, DemoTable } from './model';
import { createRandom, hashText } from './random';
import { budgetsModule } from './modules/budgets';
import { calendarModule } from './modules/calendar';
import { catalogueModule } from './modules/catalogue';
import { containersModule } from './modules/containers';
import { contractsModule } from './modules/contracts';
import { customersModule } from './modules/customers';
import { forecastHistoryModule } from './modules/forecast-history';
import { materialsModule } from './modules/materials';
import { offersModule } from './modules/offers';
import { ordersModule } from './modules/orders';
import { pricingModule } from './modules/pricing';
import { productionModule } from './modules/production';
import { productionOrdersModule } from './modules/production-orders';
import { purchasingModule } from './modules/purchasing';
import { quotasModule } from './modules/quotas';
import { promotionsModule } from './modules/promotions';
import { recipesModule } from './modules/recipes';
import { referenceModule } from './modules/reference';
import { salesModule } from './modules/sales';
import { sopModule } from './modules/sop';
import { stockModule } from './modules/stock';
import { suppliersModule } from './modules/suppliers';

export const DEMO_SEED = 20_261_124;

/** Master data first; modules of later issues (sales history, stock, orders) append here. */
export const DEMO_MODULES: readonly DemoModule[] = [
  referenceModule, calendarModule, catalogueModule, customersModule, suppliersModule, materialsModule,
  productionModule, recipesModule, pricingModule, promotionsModule, offersModule, contractsModule, containersModule, sopModule,
  // Demand planning (issue 11): sales history, open orders, past S&OP cycles with their forecasts, budgets.
  salesModule, ordersModule, forecastHistoryModule, budgetsModule,
  // Supply review (issue 12): stock on hand and month-end stock, product suppliers, purchase orders and receipts, quotas.
  stockModule, purchasingModule, quotasModule,
  // Production review (issue 12): production orders timed on their lines, lot rules.
  productionOrdersModule,
];

export interface GenerateOptions {
  /** YYYY-MM-DD */
  today: string;
  seed?: number;
  modules?: readonly DemoModule[];
}

/** The tables in insertion order (a table only refers to tables before it, or to itself). */
export function generateDemoData(options: GenerateOptions): DemoTable[] {
  const seed = options.seed ?? DEMO_SEED;
  const tables: DemoTable[] = [];
  const byEntity = new Map<string, DemoRow[]>();
  for (const module of options.modules ?? DEMO_MODULES) {
    const produced = module.generate({
      today: options.today,
      random: createRandom((seed ^ hashText(module.name)) >>> 0),
      rows: (entity) => byEntity.get(entity) ?? [],
    });
    for (const table of produced) {
      if (byEntity.has(table.entity)) throw new Error(`demo data: ${table.entity} is generated twice (module ${module.name})`);
      byEntity.set(table.entity, table.rows);
      tables.push(table);
    }
  }
  return tables;
}
