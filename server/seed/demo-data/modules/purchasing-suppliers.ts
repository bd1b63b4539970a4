// Who supplies the bought products: the importers of the container lanes
// for imported subfamilies, Spanish suppliers for the rest, a second
// (dearer, slower) source for about half the products. A few rows show the
// planner's edge cases: a preferred supplier deactivated (the suggestion
// falls back and says so), a product whose every supplier is deactivated,
// and one bought product nobody supplies yet.
import type { DemoRow } from '../model';
import { roundTo, type Random } from '../random';

/** Subfamily -> [preferred supplier, alternative] (imported ones match the container lanes). */
export const PRODUCT_SOURCES: Record<string, [string, string]> = {
  'SNK-NUT-NUT': ['SUP-011', 'SUP-012'], 'SNK-NUT-DRY': ['SUP-011', 'SUP-013'], 'BEV-JUI-ORA': ['SUP-015', 'SUP-006'],
  'SNK-BAR-CHO': ['SUP-016', 'SUP-003'], 'BEV-PLT-OAT': ['SUP-016', 'SUP-002'], 'BEV-PLT-ALM': ['SUP-016', 'SUP-002'],
  'BEV-JUI-NEC': ['SUP-006', 'SUP-015'], 'BEV-WAT-STL': ['SUP-006', 'SUP-004'], 'BEV-WAT-SPK': ['SUP-006', 'SUP-004'],
  'SNK-CRS-POT': ['SUP-004', 'SUP-008'], 'SNK-CRS-TRT': ['SUP-002', 'SUP-008'], 'SNK-BAR-CER': ['SUP-002', 'SUP-003'],
};

export function productSuppliers(r: Random, products: readonly DemoRow[], caseSize: Map<string, number>): DemoRow[] {
  const rows: DemoRow[] = [];
  const bought = products.filter((p) => p.source === 'bought' && PRODUCT_SOURCES[String(p.family)]);
  // Edge cases on established, active products (stable picks: the first ones in SKU order).
  const established = bought.filter((p) => p.status === 'active' && p.unitCost !== null);
  const inactivePreferred = new Set(established.slice(3, 5).map((p) => String(p.sku)));
  const allInactive = established[7] ? String(established[7].sku) : null;
  const unsupplied = established[11] ? String(established[11].sku) : null;
  for (const p of bought) {
    const sku = String(p.sku);
    if (sku === unsupplied) continue;
    const [preferred, alternative] = PRODUCT_SOURCES[String(p.family)];
    const cost = p.unitCost === null ? null : Number(p.unitCost);
    const lead = Number(p.leadTimeDays ?? 14);
    const perCase = caseSize.get(sku) ?? 1;
    const link = (supplier: string, first: boolean): DemoRow => ({
      product: sku, supplier, supplierCode: `${supplier.slice(-3)}-${sku.slice(-5)}`,
      price: cost === null ? null : roundTo(cost * (first ? r.between(0.97, 1.02, 3) : r.between(1.02, 1.12, 3)), 4),
      leadTimeDays: first ? lead : Math.round(lead * r.between(1.1, 1.5)),
      moq: Number(p.moq ?? perCase), orderMultiple: perCase,
      preferred: first,
      active: sku === allInactive ? false : first ? !inactivePreferred.has(sku) : true,
    });
    rows.push(link(preferred, true));
    if (inactivePreferred.has(sku) || sku === allInactive || r.chance(0.5)) rows.push(link(alternative, false));
  }
  return rows;
}
