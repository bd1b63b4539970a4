// Everything the stock projection reads, loaded with one set-based query per
// kind of data (in parallel where the database allows it).
import type { CompiledConfig } from '../../../engine/config/compiled';
import type { Queryable } from '../../db/adapter';
import { loadForecast, loadHistory, loadOrders, loadReceipts, loadSnapshots, type Flows } from '../load/flows';
import { loadFirmed, loadLeadTimeDeviation, loadProducts, loadStock, loadSuppliers, type FirmRow, type ProductRow, type StockRow, type SupplierRow } from '../load/master';
import { HISTORY_MONTHS, type SupplySettings } from '../settings';
import { loadMadeProducts, type ProductRow as MadeProductRow } from '../../production/load/master';

export interface ProjectionInputs {
  settings: SupplySettings;
  products: ProductRow[];
  stock: StockRow[];
  suppliers: SupplierRow[];
  /** Supplier id -> standard deviation of its lead time in days. */
  leadTimeSd: Map<number, number>;
  forecast: Flows;
  orders: Flows;
  receipts: Flows;
  /** Sales of the HISTORY_MONTHS months before the horizon (t = 0 the oldest). */
  history: Flows;
  /** Month-end stock of the same months. */
  snapshots: Flows;
  /** Made products with their production policy and active recipe's batch size (the run's lot rules). */
  made: MadeProductRow[];
  /** MPS quantities fixed by the planner: kept by the run and netted first. */
  firmed: FirmRow[];
}

export async function loadProjectionInputs(db: Queryable, config: CompiledConfig, settings: SupplySettings, companyId: number): Promise<ProjectionInputs> {
  const [products, stock, suppliers, leadTimeSd, forecast, orders, receipts, history, snapshots, made, firmed] = await Promise.all([
    loadProducts(db, config, companyId),
    loadStock(db, config, companyId),
    loadSuppliers(db, config, companyId),
    loadLeadTimeDeviation(db, config, companyId, settings.today),
    loadForecast(db, config, settings, companyId),
    loadOrders(db, config, settings, companyId),
    loadReceipts(db, config, settings, companyId),
    loadHistory(db, config, settings, companyId, HISTORY_MONTHS),
    loadSnapshots(db, config, settings, companyId, HISTORY_MONTHS),
    loadMadeProducts(db, config, companyId),
    loadFirmed(db, config, companyId),
  ]);
  return { settings, products, stock, suppliers, leadTimeSd, forecast, orders, receipts, history, snapshots, made, firmed };
}
