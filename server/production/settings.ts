// The horizon and forecast consumption windows the production plans run
// with: the company's forecast settings (the demand review's), each field
// falling back to its declared default when the company has no row yet.
// The horizon starts at the planning date's month, like the stock projection.
import type { CompiledConfig } from '../../engine/config/compiled';
import type { Horizon } from '../../domain/planning';
import type { Queryable } from '../db/adapter';
import { tableFor } from './tables';

export interface ProductionSettings {
  today: string;
  horizon: Horizon;
  consumption: { backward: number; forward: number };
}

/** Used when forecast-settings is not declared at all. */
const FALLBACK = { horizon: 18, consumptionBackward: 1, consumptionForward: 1 };

export async function loadProductionSettings(db: Queryable, config: CompiledConfig, companyId: number, today: string): Promise<ProductionSettings> {
  const entity = config.entities.find((e) => e.id === 'forecast-settings');
  const table = tableFor(config, 'forecast-settings');
  const [row] = table
    ? await db.query<Record<string, unknown>>(`SELECT horizon, consumption_backward, consumption_forward FROM ${table} WHERE company_id = $1 ORDER BY id LIMIT 1`, [companyId])
    : [];
  const value = (name: keyof typeof FALLBACK, column: string) => {
    const stored = Number(row?.[column]);
    if (row && row[column] !== null && Number.isFinite(stored)) return stored;
    const declared = Number(entity?.fields.find((f) => f.name === name)?.default);
    return Number.isFinite(declared) ? declared : FALLBACK[name];
  };
  return {
    today,
    horizon: { start: today.slice(0, 7), months: Math.max(1, Math.round(value('horizon', 'horizon'))) },
    consumption: { backward: value('consumptionBackward', 'consumption_backward'), forward: value('consumptionForward', 'consumption_forward') },
  };
}
