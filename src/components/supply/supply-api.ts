// The supply review's calls (server/routes/supply.ts) and the shapes the
// purchases, control tower and order simulator pages read from them.
export const supplyApi = {
  plan: 'GET /api/supply/plan',
  refresh: 'POST /api/supply/plan/refresh',
  suggestions: 'GET /api/supply/suggestions',
  accept: 'POST /api/supply/suggestions/accept',
  tower: 'GET /api/supply/control-tower',
  simulate: 'POST /api/supply/simulator',
  lookup: 'GET /api/data/:entity/lookup',
} as const;

export interface PlanState {
  ComputedAt: string;
  DurationMs: number;
  Refreshed: boolean;
  Summary: { series?: number; suggestions?: number; months?: number; start?: string };
}

export interface Named { Id: number; Name: string }

/** The purchases list's contract is shared with the server: product/purchase-suggestions.ts. */
export type { PurchaseSuggestion, PurchaseSuggestionPage } from '../../../product/purchase-suggestions';

export interface AcceptedOrder { Reference: string; OrderId: number; Number: string; Created: boolean }

export interface TowerItem {
  Reference: string;
  Kind: string;
  Severity: 'high' | 'medium' | 'low';
  Product: (Named & { Sku?: string }) | null;
  Warehouse: Named | null;
  Supplier: Named | null;
  Family: Named | null;
  PurchaseOrder: Named | null;
  Container: Named | null;
  Date: string | null;
  Days: number | null;
  Quantity: number | null;
  Bias: number | null;
}

export interface TowerPage {
  Total: number;
  /** 'kind:severity' -> count */
  Counts: Record<string, number>;
  Items: TowerItem[];
}

export interface SimulatedLine {
  Product: Named & { Sku: string };
  Quantity: number;
  RequestedDate: string;
  PriceList: { Id: number; Code: string; Name: string } | null;
  Price: number | null;
  Discount: number | null;
  NetPrice: number | null;
  Value: number | null;
  AvailableAtRequest: number;
  Deliveries: Array<{ Date: string; Quantity: number }>;
  FullDate: string | null;
  Shortfall: number;
  Status: 'on-time' | 'late' | 'partial' | 'unavailable';
  HorizonEnd: string | null;
  Problems: string[];
}

export interface Simulation {
  Customer: Named & { Channel: string | null };
  Warehouse: Named | null;
  Lines: SimulatedLine[];
  Total: number;
}

export interface LookupItem { id: number; title: string; key?: string }
