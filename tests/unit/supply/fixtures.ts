// Inputs of the supply computations built by hand for the unit tests.
import { flowsOf, type FlowRow } from '../../../server/supply/load/flow-text';
import type { ProductRow } from '../../../server/supply/load/master';
import type { ProjectionInputs } from '../../../server/supply/plan/inputs';
import type { SupplySettings } from '../../../server/supply/settings';

export const TODAY = '2026-11-10';

export function settings(overrides: Partial<SupplySettings> = {}): SupplySettings {
  return {
    today: TODAY, horizon: { start: '2026-11', months: 3 }, serviceLevel: 0.95, consumptionBackward: 1, consumptionForward: 1,
    abcCutoffs: [0.8, 0.95], xyzCutoffs: [0.5, 1], towerStockoutHorizonDays: 30, towerLateContainerDays: 3, towerBiasThreshold: 0.15,
    activePlugins: new Set(), ...overrides,
  };
}

export function product(id: number, overrides: Partial<ProductRow> = {}): ProductRow {
  return { id, source: 'bought', status: 'active', unitCost: 2, leadTimeDays: 10, moq: null, launchDate: '2020-01-01', ...overrides };
}

const FLOWS = ['forecast', 'orders', 'receipts', 'history', 'snapshots'] as const;
type FlowName = (typeof FLOWS)[number];

/** Inputs with flows given as rows of [t, q] pairs (the loaders answer them as typed columns, flow-text.ts). */
export function inputs(overrides: Partial<Omit<ProjectionInputs, FlowName>> & Partial<Record<FlowName, FlowRow[]>> = {}): ProjectionInputs {
  const flows = Object.fromEntries(FLOWS.map((k) => [k, flowsOf(overrides[k] ?? [])])) as Pick<ProjectionInputs, FlowName>;
  return { settings: settings(), products: [], stock: [], suppliers: [], leadTimeSd: new Map(), made: [], firmed: [], ...overrides, ...flows };
}
