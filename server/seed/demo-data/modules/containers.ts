// Inbound containers of imported products in every status: delivered ones
// in the past, some at port or in customs, others at sea, loading, booked or
// still being planned. Lines fill them by volume (capped by payload), and
// each container has the tracking events that have happened by today.
import { addDays } from '../dates';
import type { DemoModule, DemoRow } from '../model';
import { roundTo, type Random } from '../random';
import { WAREHOUSE_PORT } from './reference';

/** Supplier -> what it ships (subfamily and an item pattern), transit days, freight range, duty %. */
const LANES: Record<string, { goods: Array<[string, RegExp]>; transit: [number, number]; freight: [number, number]; duty: number; reefer: boolean }> = {
  'SUP-011': { goods: [['SNK-NUT-NUT', /hazelnuts|Mixed/], ['SNK-NUT-DRY', /./]], transit: [9, 12], freight: [1400, 2000], duty: 3, reefer: false },
  'SUP-012': { goods: [['SNK-NUT-NUT', /almonds|Mixed/]], transit: [30, 35], freight: [3500, 4800], duty: 3.5, reefer: false },
  'SUP-013': { goods: [['SNK-NUT-NUT', /Cashew|Mixed/], ['SNK-NUT-DRY', /Raisins/]], transit: [28, 32], freight: [2800, 4000], duty: 0, reefer: false },
  'SUP-015': { goods: [['BEV-JUI-ORA', /./]], transit: [22, 26], freight: [2600, 3500], duty: 12, reefer: false },
  'SUP-016': { goods: [['SNK-BAR-CHO', /./], ['BEV-PLT-OAT', /./], ['BEV-PLT-ALM', /./]], transit: [5, 7], freight: [900, 1300], duty: 0, reefer: true },
};

const TYPES: Record<string, [number, number]> = { 'dry-20': [33.2, 28200], 'dry-40': [67.7, 26500], 'high-cube-40': [76.3, 26500], 'reefer-40': [59.3, 27700] };
const CARRIERS: Array<[string, string, string[]]> = [
  ['MSCU', 'MSC', ['MSC Aurora', 'MSC Valencia', 'MSC Sinfonia']], ['MAEU', 'Maersk', ['Maersk Elba', 'Maersk Kalmar']],
  ['CMAU', 'CMA CGM', ['CMA CGM Tage', 'CMA CGM Andes']], ['HLXU', 'Hapag-Lloyd', ['Bremen Express', 'Seoul Express']],
];

/** [status, how many] in the order the codes are numbered. */
const PLAN: Array<[string, number]> = [['delivered', 5], ['customs', 2], ['at-port', 2], ['in-transit', 5], ['loading', 2], ['booked', 2], ['planned', 2]];

/** ISO 6346 check digit of an owner code + serial (letters valued 10..38 skipping multiples of 11). */
export function iso6346(owner: string, serial: string): string {
  const value = (c: string) => {
    if (/\d/.test(c)) return Number(c);
    let v = 10;
    for (let code = 65; code < c.charCodeAt(0); code++) if (++v % 11 === 0) v++;
    return v;
  };
  const sum = [...owner + serial].reduce((acc, c, i) => acc + value(c) * 2 ** i, 0);
  return `${owner}${serial}${(sum % 11) % 10}`;
}

function dates(r: Random, status: string, today: string, transit: number): { etd: string; eta: string } {
  const fromEta = (eta: string) => ({ etd: addDays(eta, -transit), eta });
  const fromEtd = (etd: string) => ({ etd, eta: addDays(etd, transit) });
  switch (status) {
    case 'delivered': return fromEta(addDays(today, -r.int(6, 70)));
    case 'customs': return fromEta(addDays(today, -1));
    case 'at-port': return fromEta(today);
    case 'in-transit': return fromEtd(addDays(today, -r.int(2, Math.max(3, transit - 2))));
    case 'loading': return fromEtd(addDays(today, r.int(1, 5)));
    case 'booked': return fromEtd(addDays(today, r.int(6, 20)));
    default: return fromEtd(addDays(today, r.int(21, 45)));
  }
}

export const containersModule: DemoModule = {
  name: 'containers',
  generate(ctx) {
    const r = ctx.random;
    const products = ctx.rows('product').filter((p) => p.status === 'active' && String(p.launchDate) <= ctx.today);
    const suppliers = new Map(ctx.rows('supplier').map((s) => [String(s.code), s]));
    const clearance = new Map(ctx.rows('port').map((p) => [String(p.code), Number(p.clearanceDays ?? 2)]));
    const containers: DemoRow[] = [];
    const lines: DemoRow[] = [];
    const events: DemoRow[] = [];
    let n = 0;
    for (const [status, count] of PLAN) {
      for (let k = 0; k < count; k++) {
        n++;
        const supplierCode = Object.keys(LANES)[(n * 3) % 5];
        const lane = LANES[supplierCode];
        const [warehouse, destinationPort] = r.pick(Object.entries(WAREHOUSE_PORT));
        const type = lane.reefer ? 'reefer-40' : r.pick(['dry-20', 'dry-40', 'dry-40', 'high-cube-40']);
        const [capacityVolume, capacityWeight] = TYPES[type];
        const transit = r.int(...lane.transit);
        const { etd, eta } = dates(r, status, ctx.today, transit);
        const [owner, carrier, vessels] = r.pick(CARRIERS);
        const shipped = !['planned', 'booked', 'loading'].includes(status);
        const code = status === 'planned' ? `PLAN-${ctx.today.slice(0, 4)}-${String(n).padStart(3, '0')}` : iso6346(owner, String(r.int(100000, 999999)));
        // Lines: 2-4 of the supplier's products sharing a target fill, then scaled down to the payload.
        const goods = products.filter((p) => lane.goods.some(([sub, re]) => p.family === sub && re.test(String(p.name))));
        const chosen = r.sample(goods, r.int(2, 4));
        const target = capacityVolume * (shipped ? r.between(0.78, 0.97, 3) : status === 'planned' ? r.between(0.25, 0.6, 3) : r.between(0.5, 0.85, 3));
        const weights = chosen.map(() => r.between(1, 3, 2));
        const total = weights.reduce((a, b) => a + b, 0);
        let quantities = chosen.map((p, i) => (target * weights[i]) / total / Number(p.unitVolume));
        const weight = chosen.reduce((sum, p, i) => sum + quantities[i] * Number(p.unitWeight), 0);
        if (weight > capacityWeight * 0.97) quantities = quantities.map((q) => (q * capacityWeight * 0.97) / weight);
        const po = `PO-${ctx.today.slice(0, 4)}-${String(4000 + n * 7).padStart(5, '0')}`;
        let goodsValue = 0;
        chosen.forEach((p, i) => {
          const quantity = Math.max(1, Math.floor(quantities[i] / 10) * 10);
          const unitPrice = p.unitCost === null ? null : roundTo(Number(p.unitCost) * r.between(0.94, 1.02, 3), 4);
          goodsValue += quantity * (unitPrice ?? 0);
          lines.push({ container: code, product: p.sku, quantity, unitPrice, purchaseOrder: po });
        });
        containers.push({
          code, supplier: supplierCode, type, capacityVolume, capacityWeight,
          originPort: suppliers.get(supplierCode)!.originPort, destinationPort, warehouse, etd, eta, status,
          carrier: status === 'planned' ? null : carrier, vessel: shipped ? r.pick(vessels) : null,
          billOfLading: shipped ? `${owner.slice(0, 3)}${r.int(10_000_000, 99_999_999)}` : null,
          freightCost: r.int(...lane.freight), insuranceCost: roundTo(goodsValue * 0.002, 2), handlingCost: r.int(350, 650), dutyRate: lane.duty, notes: null,
        });
        // Tracking: the milestones up to today.
        const origin = String(suppliers.get(supplierCode)!.originPort);
        const cleared = addDays(eta, clearance.get(destinationPort) ?? 2);
        const milestones: Array<[string, string, string | null, string | null]> = [
          [addDays(etd, -14), 'booked', origin, null], [addDays(etd, -2), 'gate-in', origin, null],
          [addDays(etd, -1), 'loaded', origin, null], [etd, 'departed', origin, null],
        ];
        if (shipped && r.chance(0.35)) milestones.push([addDays(etd, Math.min(3, transit - 1)), 'eta-changed', null, eta]);
        if (status !== 'planned' && status !== 'booked' && status !== 'loading') {
          milestones.push([eta, 'arrived', destinationPort, null]);
          if (status === 'delivered') milestones.push([cleared, 'customs-cleared', destinationPort, null], [addDays(cleared, 1), 'delivered', null, null]);
        }
        for (const [date, event, port, newEta] of milestones) {
          if (date <= ctx.today) events.push({ container: code, date, event, port, newEta, note: event === 'eta-changed' ? 'Port congestion at transshipment.' : null });
        }
      }
    }
    return [
      { entity: 'container', rows: containers },
      { entity: 'container-line', rows: lines },
      { entity: 'container-event', rows: events },
    ];
  },
};
