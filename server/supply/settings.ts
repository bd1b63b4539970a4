// The settings the supply computations run with, read once per refresh:
// the company's plugin settings (service level, ABC/XYZ cut-offs, control
// tower thresholds) and forecast settings (horizon, consumption windows),
// each falling back to its field's declared default when the company has
// no row yet, plus which plugins are active.
import type { CompiledConfig, CompiledEntity } from '../../engine/config/compiled';
import { addMonths, type Horizon } from '../../domain/planning';
import type { Queryable } from '../db/adapter';
import { tableOf } from '../data-engine/sql';

/** Stock covering more months of demand than this is excess (unless the item has its own maximum). */
export const EXCESS_COVER_MONTHS = 6;
/** Stock covering more than this many months is at risk of obsolescence (DOMAIN.md). */
export const OBSOLETE_COVER_MONTHS = 24;
/** Months without a sale that make stock suspect. */
export const NO_SALES_MONTHS = 12;
/** Months of history behind safety stock (demand deviation) and XYZ. */
export const HISTORY_MONTHS = 12;

export interface SupplySettings {
  today: string;
  horizon: Horizon;
  /** 0..1 */
  serviceLevel: number;
  consumptionBackward: number;
  consumptionForward: number;
  abcCutoffs: [number, number];
  xyzCutoffs: [number, number];
  towerStockoutHorizonDays: number;
  towerLateContainerDays: number;
  /** 0..1 */
  towerBiasThreshold: number;
  activePlugins: Set<string>;
}

async function singleton(db: Queryable, config: CompiledConfig, entityId: string, companyId: number): Promise<(field: string) => number> {
  const entity = config.entities.find((e) => e.id === entityId) as CompiledEntity | undefined;
  let row: Record<string, unknown> | undefined;
  if (entity && !entity.computed) {
    [row] = await db.query(`SELECT * FROM ${tableOf(entity)} WHERE company_id = $1 ORDER BY id LIMIT 1`, [companyId]);
  }
  return (name) => {
    const field = entity?.fields.find((f) => f.name === name);
    const stored = field?.column && row ? row[field.column] : undefined;
    const value = stored === null || stored === undefined ? field?.default : stored;
    const n = Number(value);
    if (!Number.isFinite(n)) throw new Error(`supply settings: ${entityId}.${name} has neither a value nor a default`);
    return n;
  };
}

export async function loadSettings(db: Queryable, config: CompiledConfig, companyId: number, today: string): Promise<SupplySettings> {
  const plugin = await singleton(db, config, 'plugin-settings', companyId);
  const forecast = await singleton(db, config, 'forecast-settings', companyId);
  const plugins = await db.query<{ id: string }>('SELECT plugin_id AS id FROM company_plugins WHERE company_id = $1', [companyId]);
  return {
    today,
    horizon: { start: today.slice(0, 7), months: Math.max(1, Math.round(forecast('horizon'))) },
    serviceLevel: plugin('serviceLevel') / 100,
    consumptionBackward: forecast('consumptionBackward'),
    consumptionForward: forecast('consumptionForward'),
    abcCutoffs: [plugin('abcCutoffA') / 100, plugin('abcCutoffB') / 100],
    xyzCutoffs: [plugin('xyzCutoffX'), plugin('xyzCutoffY')],
    towerStockoutHorizonDays: plugin('towerStockoutHorizonDays'),
    towerLateContainerDays: plugin('towerLateContainerDays'),
    towerBiasThreshold: plugin('towerBiasThreshold') / 100,
    activePlugins: new Set(plugins.map((p) => p.id)),
  };
}

/** The first month of the history window (HISTORY_MONTHS full months before the horizon). */
export const historyStart = (horizon: Horizon, months = HISTORY_MONTHS): string => addMonths(horizon.start, -months);
