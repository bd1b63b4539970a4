// The bill of materials of a made product, per unit: its subfamily's
// template scaled by the pack's kilograms and inner packs, the item's own
// ingredients, a sleeve around multipacks and its share of a shipping case.
// Pure, so the catalogue prices products above their material cost and the
// recipes list the same quantities.
import { MATERIALS } from './materials-data';
import type { Planned } from './plan';
import { innerPacks, ITEM_EXTRAS, TEMPLATES, type TemplateLine } from './recipes-data';

export interface BomLine {
  material: string;
  /** Material units per product unit, before scrap. */
  perUnit: number;
  /** % */
  scrap: number;
}

const COST = new Map(MATERIALS.map((m) => [m.code, m.cost]));

export function bomPerUnit(p: Planned): BomLine[] {
  let template: TemplateLine[] = TEMPLATES[p.sub.code] ?? [];
  const extras: TemplateLine[] = [];
  for (const extra of ITEM_EXTRAS) {
    if (!extra.match.test(p.item)) continue;
    if (extra.replace) {
      const [from, to] = extra.replace;
      template = template.map((line) => (line.material === from ? { ...line, material: to } : line));
    }
    extras.push(...(extra.add ?? []));
  }
  const packs = innerPacks(p.size.label);
  const lines = new Map<string, BomLine>();
  const add = (material: string, perUnit: number, scrap: number) => {
    const seen = lines.get(material);
    if (seen) seen.perUnit += perUnit;
    else lines.set(material, { material, perUnit, scrap });
  };
  for (const line of [...template, ...extras]) {
    if (line.perKg !== undefined) add(line.material, line.perKg * p.size.kg, line.scrap);
    if (line.perPack !== undefined) add(line.material, line.perPack * packs, line.scrap);
  }
  if (packs > 1) add('P-SLEEVE', 1, 0.5);
  add('P-CASE', 1 / p.size.perCase, 0.5);
  return [...lines.values()];
}

/** Cost of the materials of one product unit, scrap included. */
export function materialCostPerUnit(p: Planned): number {
  return bomPerUnit(p).reduce((sum, line) => sum + line.perUnit * (1 + line.scrap / 100) * (COST.get(line.material) ?? 0), 0);
}
