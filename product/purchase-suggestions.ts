// The purchase suggestions list as the server answers it (GET
// /api/supply/suggestions: server/supply/suggestions-list.ts) and the
// purchases page reads it (src/components/supply/SuggestionsPanel.tsx): one
// declaration, so a field renamed on one side fails the type check of the other.

/** How a suggestion's supplier was chosen (entity purchase-suggestion, field supplierChoice). */
export const SUPPLIER_CHOICES = ['preferred', 'fallback', 'none'] as const;
export type SupplierChoiceKind = (typeof SUPPLIER_CHOICES)[number];

/** A stored supplier choice as the contract's value; anything unknown reads as no supplier chosen. */
export function supplierChoiceOf(value: unknown): SupplierChoiceKind {
  return (SUPPLIER_CHOICES as readonly unknown[]).includes(value) ? (value as SupplierChoiceKind) : 'none';
}

export interface SuggestionRef {
  Id: number;
  Name: string;
}

export interface PurchaseSuggestion {
  /** Stable reference of the suggestion: what accepting it names. */
  Reference: string;
  Product: SuggestionRef & { Sku: string };
  Warehouse: SuggestionRef;
  Supplier: SuggestionRef | null;
  PreferredSupplier: SuggestionRef | null;
  SupplierChoice: SupplierChoiceKind;
  Policy: string;
  /** 'YYYY-MM' of the need. */
  Month: string;
  NeedDate: string;
  OrderDate: string | null;
  ExpectedDate: string;
  Late: boolean;
  Requirement: number;
  Quantity: number;
  Moq: number | null;
  LeadTimeDays: number | null;
  ProjectedBefore: number;
  ProjectedAfter: number;
  /** Present only for callers who may read costs (see CostsVisible). */
  UnitPrice?: number | null;
  Value?: number | null;
  Problem: string | null;
}

export interface PurchaseSuggestionPage {
  /** Suggestions matching the filters, every page. */
  Total: number;
  /** Of those, the ones already late to order. */
  Late: number;
  CostsVisible: boolean;
  Rows: PurchaseSuggestion[];
}
