// The product catalogue: the 3-level hierarchy, ~300 products combined from
// the items and pack sizes of catalogue-data.ts, their attribute values and
// unit conversions. About 20 products launch within six months either side
// of today (the new-releases page), each "like" an older product of its
// subfamily; a few future launches have no cost or price yet (data-quality
// gaps the status page counts).
import { BRANDS } from '../../demo-reports';
import { addDays, addMonths } from '../dates';
import type { DemoModule, DemoRow } from '../model';
import { roundTo } from '../random';
import { CATALOGUE } from './catalogue-data';
import { planProducts } from './plan';
import { materialCostPerUnit } from './recipe-builder';

/** Subfamilies imported in containers (their suppliers are abroad). */
export const IMPORTED_SUBFAMILIES = new Set(['SNK-NUT-NUT', 'SNK-NUT-DRY', 'SNK-BAR-CHO', 'BEV-JUI-ORA', 'BEV-PLT-OAT', 'BEV-PLT-ALM']);

/** EAN-13 with the Spanish GS1 prefix 84, a fictitious company number and the SKU's digits. */
export function ean13(sku: string): string {
  const body = `8412345${sku.replace(/\D/g, '').padStart(5, '0').slice(-5)}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

function families(): DemoRow[] {
  return CATALOGUE.flatMap((c) => [
    { code: c.code, name: c.name, level: 'category', parent: null },
    ...c.families.flatMap((f) => [
      { code: f.code, name: f.name, level: 'family', parent: c.code },
      ...f.subfamilies.map((s) => ({ code: s.code, name: s.name, level: 'subfamily', parent: f.code })),
    ]),
  ]);
}

const ATTRIBUTES: DemoRow[] = [
  { code: 'BRAND', name: 'Brand', type: 'list', allowedValues: BRANDS.join('\n'), mandatory: true, description: 'Brand printed on the pack.' },
  { code: 'SHELF_LIFE', name: 'Shelf life (days)', type: 'number', allowedValues: null, mandatory: true, description: 'Days from production to best-before date.' },
  { code: 'STORAGE', name: 'Storage', type: 'list', allowedValues: 'Ambient\nChilled\nFrozen', mandatory: true, description: null },
  { code: 'ORGANIC', name: 'Organic', type: 'boolean', allowedValues: null, mandatory: false, description: 'EU organic certification.' },
  { code: 'ALLERGENS', name: 'Allergens', type: 'text', allowedValues: null, mandatory: false, description: 'Allergens declared on the label.' },
];

/** Brands lean by category so a brand means something (Nordic Bay: dairy and drinks...). */
const BRAND_BY_CATEGORY: Record<string, string[]> = {
  Dairy: ['Demo Fresh', 'Demo Fresh', 'Nordic Bay'], Bakery: ['Golden Field', 'Golden Field', 'Demo Fresh'],
  Beverages: ['Nordic Bay', 'Casa Verde', 'Demo Fresh'], Frozen: ['Casa Verde', 'Golden Field', 'Demo Fresh'],
  Snacks: ['Golden Field', 'Casa Verde'], 'Ready meals': ['Casa Verde', 'Demo Fresh'],
};

export const catalogueModule: DemoModule = {
  name: 'catalogue',
  generate(ctx) {
    const r = ctx.random;
    const planned = planProducts();
    // New releases: the last product of most subfamilies, launching between 6 months ago and 6 months ahead.
    const releases = new Set(r.sample(CATALOGUE.flatMap((c) => c.families.flatMap((f) => f.subfamilies.map((s) => s.code))), 20)
      .map((code) => planned.filter((p) => p.sub.code === code).at(-1)!.sku));
    const products: DemoRow[] = [];
    const values: DemoRow[] = [];
    const conversions: DemoRow[] = [];
    let futureWithoutCost = 0;
    for (const p of planned) {
      const isRelease = releases.has(p.sku);
      const launchDate = isRelease ? addDays(ctx.today, r.int(-175, 175)) : addMonths(`${ctx.today.slice(0, 7)}-01`, -r.int(13, 120));
      const future = launchDate > ctx.today;
      const like = isRelease ? planned.find((q) => q.sub.code === p.sub.code && q.sku !== p.sku && (q.item === p.item || q.size.label === p.size.label))?.sku ?? null : null;
      const status = isRelease ? 'active' : r.chance(0.05) ? 'phase-out' : r.chance(0.03) ? 'discontinued' : 'active';
      // Made: materials plus conversion and overheads; bought: the supplier's price. The list price keeps a margin over either.
      const cost = p.source === 'made' ? materialCostPerUnit(p) * r.between(1.3, 1.6, 3) : p.size.price * r.between(0.5, 0.68, 3);
      const price = roundTo(Math.max(p.size.price * r.between(0.95, 1.08, 3), cost / 0.7), 2);
      const uncosted = future && futureWithoutCost < 4 && r.chance(0.7);
      if (uncosted) futureWithoutCost++;
      const imported = IMPORTED_SUBFAMILIES.has(p.sub.code);
      products.push({
        sku: p.sku,
        name: `${p.item} ${p.size.label}`,
        family: p.sub.code,
        unit: 'UN',
        status,
        source: p.source,
        launchDate,
        like,
        unitCost: uncosted ? null : roundTo(cost, 2),
        price: uncosted && futureWithoutCost % 2 === 0 ? null : price,
        leadTimeDays: p.source === 'made' ? r.int(2, 5) : imported ? r.int(45, 75) : r.int(7, 21),
        moq: p.size.perCase * (p.source === 'made' ? 20 : r.pick([10, 20, 40])),
        unitVolume: p.size.m3,
        unitWeight: roundTo(p.size.kg * 1.08, 3),
        ean: ean13(p.sku),
        description: `${p.sub.name}: ${p.item.toLowerCase()}, ${p.size.label}.`,
      });
      const brands = BRAND_BY_CATEGORY[p.category];
      values.push(
        { product: p.sku, attribute: 'BRAND', value: r.pick(brands) },
        { product: p.sku, attribute: 'SHELF_LIFE', value: String(p.sub.shelfLifeDays) },
        { product: p.sku, attribute: 'STORAGE', value: p.sub.storage },
        { product: p.sku, attribute: 'ORGANIC', value: /Organic/.test(p.item) || r.chance(0.08) ? 'yes' : 'no' },
      );
      if (p.sub.allergens) values.push({ product: p.sku, attribute: 'ALLERGENS', value: p.sub.allergens });
      // 1 case = perCase units; 1 pallet = as many cases as fit 1.44 m³; 1 unit = its net kg.
      const casesPerPallet = Math.max(1, Math.floor(1.44 / (p.size.m3 * p.size.perCase)));
      conversions.push(
        { product: p.sku, fromUnit: 'CJ', toUnit: 'UN', factor: p.size.perCase },
        { product: p.sku, fromUnit: 'PAL', toUnit: 'CJ', factor: casesPerPallet },
        { product: p.sku, fromUnit: 'UN', toUnit: 'KG', factor: p.size.kg },
      );
    }
    return [
      { entity: 'product-family', rows: families() },
      { entity: 'product-attribute', rows: ATTRIBUTES },
      { entity: 'product', rows: products },
      { entity: 'product-attribute-value', rows: values },
      { entity: 'unit-conversion', rows: conversions },
    ];
  },
};
