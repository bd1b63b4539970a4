// Supply contracts on the main materials and imported products (this year's,
// with consumption in line with the time elapsed, last year's expired ones,
// and a draft for next year), and four framework contracts with committed
// volumes per material. Consumption is a plain number here: the supply issue
// will compute it from purchase order receipts.
import { addDays, addMonths, daysBetween } from '../dates';
import type { DemoModule, DemoRow } from '../model';
import type { Random } from '../random';
import { roundTo } from '../random';

/** [supplier, material or null, product subfamily or null, annual volume] */
const CONTRACTED: Array<[string, string | null, string | null, number]> = [
  ['SUP-001', 'M-RAWMILK', null, 9_000_000], ['SUP-001', 'M-CREAM', null, 240_000], ['SUP-001', 'M-MOZZ', null, 90_000],
  ['SUP-002', 'M-FLOUR', null, 1_600_000], ['SUP-003', 'M-SUGAR', null, 420_000], ['SUP-004', 'M-SUNOIL', null, 120_000],
  ['SUP-004', 'M-OLIVEOIL', null, 60_000], ['SUP-005', 'M-EGG', null, 150_000], ['SUP-006', 'M-TOMATO', null, 260_000],
  ['SUP-006', 'M-VEGMIX', null, 380_000], ['SUP-011', 'M-HAZEL', null, 18_000], ['SUP-012', 'M-ALMOND', null, 15_000],
  ['SUP-016', 'M-CHOC', null, 75_000], ['SUP-017', 'M-CULTURE', null, 900],
  ['SUP-013', null, 'SNK-NUT-NUT', 260_000], ['SUP-015', null, 'BEV-JUI-ORA', 1_100_000], ['SUP-016', null, 'SNK-BAR-CHO', 640_000],
];

const FRAMEWORKS: Array<[string, string, string, string[]]> = [
  ['FW-CARTON', 'Cartons and cases framework', 'SUP-009', ['P-CASE', 'P-BRICK1L', 'P-BRICK200', 'P-PIZZABOX', 'P-LABEL']],
  ['FW-PLASTIC', 'Plastic packaging framework', 'SUP-010', ['P-CUP125', 'P-TUB', 'P-LIDFOIL', 'P-TRAY', 'P-FLOWFILM']],
  ['FW-FLOUR', 'Flours framework', 'SUP-002', ['M-FLOUR', 'M-RYEFLOUR', 'M-WHOLEFLOUR', 'M-SEMOLINA']],
  ['FW-COCOA', 'Cocoa and chocolate framework', 'SUP-016', ['M-COCOA', 'M-CHOC', 'M-MILKPWD']],
];

/** Share of a period elapsed at `today`, 0..1. */
const elapsed = (start: string, end: string, today: string) => Math.min(1, Math.max(0, daysBetween(start, today) / Math.max(1, daysBetween(start, end))));

const roundVolume = (n: number) => (n >= 10_000 ? Math.round(n / 1000) * 1000 : Math.round(n));

function consumed(r: Random, committed: number, share: number): number {
  return roundTo(committed * share * r.between(0.8, 1.12, 3), 0);
}

export const contractsModule: DemoModule = {
  name: 'contracts',
  generate(ctx) {
    const r = ctx.random;
    const materials = new Map(ctx.rows('material').map((m) => [String(m.code), m]));
    const products = ctx.rows('product');
    const contracts: DemoRow[] = [];
    let n = 0;
    const code = () => `CT-${String(++n).padStart(4, '0')}`;
    for (const [supplier, material, subfamily, volume] of CONTRACTED) {
      const product = subfamily ? r.pick(products.filter((p) => p.family === subfamily && p.unitCost !== null)) : null;
      const unit = material ? String(materials.get(material)!.unit) : 'UN';
      const basePrice = material ? Number(materials.get(material)!.unitCost) : Number(product!.unitCost);
      const committedQuantity = roundVolume(volume * r.between(0.9, 1.1, 3));
      const start = addMonths(`${ctx.today.slice(0, 7)}-01`, -r.int(1, 9));
      const end = addDays(addMonths(start, 12), -1);
      const base = { supplier, material, product: product ? product.sku : null, unit, currency: 'EUR', notes: null };
      // Last year's contract, consumed and expired.
      const prevStart = addMonths(start, -12);
      contracts.push({ ...base, code: code(), startDate: prevStart, endDate: addDays(start, -1), price: roundTo(basePrice * r.between(0.9, 0.98, 3), 4),
        committedQuantity, consumedQuantity: consumed(r, committedQuantity, 1), status: 'expired' });
      contracts.push({ ...base, code: code(), startDate: start, endDate: end, price: roundTo(basePrice * r.between(0.95, 1, 3), 4),
        committedQuantity, consumedQuantity: consumed(r, committedQuantity, elapsed(start, end, ctx.today)), status: 'active' });
      if (r.chance(0.15)) {
        contracts.push({ ...base, code: code(), startDate: addDays(end, 1), endDate: addMonths(end, 12), price: roundTo(basePrice * r.between(1, 1.05, 3), 4),
          committedQuantity: roundVolume(committedQuantity * 1.05), consumedQuantity: 0, status: 'draft' });
      }
    }
    const year = ctx.today.slice(0, 4);
    const frameworks: DemoRow[] = [];
    const lines: DemoRow[] = [];
    for (const [fw, name, supplier, items] of FRAMEWORKS) {
      const startDate = `${year}-01-01`;
      const endDate = `${year}-12-31`;
      frameworks.push({ code: fw, name: `${name} ${year}`, supplier, startDate, endDate, status: 'active', notes: null });
      const share = elapsed(startDate, endDate, ctx.today);
      for (const material of items) {
        const m = materials.get(material)!;
        const packaging = m.kind === 'packaging';
        const committedQuantity = roundVolume(packaging ? r.int(2, 24) * 500_000 : r.int(20, 300) * 1000);
        lines.push({ contract: fw, material, committedQuantity, consumedQuantity: consumed(r, committedQuantity, share), price: roundTo(Number(m.unitCost) * r.between(0.9, 0.97, 3), 4) });
      }
    }
    return [
      { entity: 'supplier-contract', rows: contracts },
      { entity: 'framework-contract', rows: frameworks },
      { entity: 'framework-contract-line', rows: lines },
    ];
  },
};
