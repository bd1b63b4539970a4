// The S&OP side: meeting tasks of the last cycles and the current one in
// every status, the dimension values tied to products and customers (the
// demo's four dimensions), and the company's plugin settings at their
// documented defaults.
import { BRANDS, CHANNELS, PRODUCT_FAMILIES, REGIONS } from '../../demo-reports';
import { addDays, addMonths } from '../dates';
import type { DemoModule, DemoRow } from '../model';

/** Customer region enum -> the Region dimension's value (demo.ts adds Center to the dimension). */
export const REGION_VALUES: Record<string, string> = { north: 'North', south: 'South', east: 'East', west: 'West', islands: 'Islands', center: 'Center' };
/** Customer channel enum -> the Channel dimension's value. */
export const CHANNEL_VALUES: Record<string, string> = { retail: 'Retail', wholesale: 'Wholesale', horeca: 'Horeca', online: 'E-commerce' };

const TASKS: Array<[string, string, string]> = [
  ['Confirm extra UHT milk production for the summer promotions', 'supply-review', 'Elena Martín'],
  ['Review the +12% forecast bias of Ready meals', 'demand-review', 'Paula Planner'],
  ['Lower safety stock of frozen vegetables after the service review', 'supply-review', 'Paula Planner'],
  ['Expedite the delayed cashew containers', 'supply-review', 'Marc Soler'],
  ['Approve the launch plan of the new oat drinks', 'executive-sop', 'Adrián Admin'],
  ['Align the budget with the consensus forecast for next quarter', 'pre-sop', 'Adrián Admin'],
  ['Check Cup filler capacity in the peak weeks', 'supply-review', 'Elena Martín'],
  ['Clear remaining stock of discontinued products', 'executive-sop', 'Lucía Fernández'],
  ['Measure the volume impact of the price increase', 'demand-review', 'Lucía Fernández'],
  ['Qualify a second hazelnut supplier', 'supply-review', 'Marc Soler'],
  ['Agree the Christmas range with the key accounts', 'demand-review', 'Lucía Fernández'],
  ['Plan the summer shutdown of the Mollet plant', 'supply-review', 'Jordi Puig'],
  ['Decide on the third shift at the Alcalá plant', 'executive-sop', 'Adrián Admin'],
  ['Update like-products of the new releases', 'demand-review', 'Paula Planner'],
  ['Renegotiate the cartons framework contract volumes', 'pre-sop', 'Marc Soler'],
  ['Reduce changeover time on the dough mixers', 'supply-review', 'Jordi Puig'],
  ['Review forecast accuracy of HORECA customers', 'demand-review', 'Paula Planner'],
  ['Approve the promotion calendar of the next quarter', 'executive-sop', 'Sara Super'],
  ['Fix products without unit cost before the budget', 'pre-sop', 'Adrián Admin'],
  ['Check container fill rates against the target', 'supply-review', 'Marc Soler'],
  ['Present the scenario with the new retail listing', 'executive-sop', 'Lucía Fernández'],
  ['Validate the demand plan of plant-based drinks', 'demand-review', 'Paula Planner'],
  ['Confirm raw milk contract volumes for next year', 'pre-sop', 'Elena Martín'],
  ['Agree stock targets per warehouse', 'executive-sop', 'Sara Super'],
];

export const sopModule: DemoModule = {
  name: 'sop',
  generate(ctx) {
    const r = ctx.random;
    const current = `${ctx.today.slice(0, 7)}-01`;
    const tasks: DemoRow[] = TASKS.map(([subject, meeting, owner], i) => {
      // Three past cycles and the current one; older tasks are mostly done.
      const age = 3 - Math.floor((i * 4) / TASKS.length);
      const cycleStart = addMonths(current, -age);
      const status = age >= 2 ? (i % 7 === 0 ? 'blocked' : 'done') : age === 1 ? r.pick(['done', 'in-progress', 'blocked', 'in-progress']) : r.pick(['open', 'open', 'in-progress']);
      return {
        code: `MT-${cycleStart.slice(0, 7).replace('-', '')}-${String(i + 1).padStart(2, '0')}`,
        subject, cycle: cycleStart.slice(0, 7), meeting, owner,
        dueDate: addDays(cycleStart, r.int(10, 45)),
        priority: r.pick(['low', 'medium', 'medium', 'high']),
        status,
        description: null,
      };
    });
    // Every status shows on the board.
    for (const [k, status] of ['open', 'in-progress', 'blocked', 'done'].entries()) {
      if (!tasks.some((t) => t.status === status)) tasks[TASKS.length - 1 - k].status = status;
    }

    const familyCode = new Map(ctx.rows('product-family').map((f) => [String(f.code), f]));
    const category = (sub: string) => String(familyCode.get(String(familyCode.get(sub)?.parent))?.parent);
    const categoryName = new Map(ctx.rows('product-family').filter((f) => f.level === 'category').map((f) => [String(f.code), String(f.name)]));
    const brand = new Map(ctx.rows('product-attribute-value').filter((v) => v.attribute === 'BRAND').map((v) => [String(v.product), String(v.value)]));
    const productValues: DemoRow[] = ctx.rows('product').flatMap((p) => [
      { product: p.sku, dimension: 'Product family', value: categoryName.get(category(String(p.family)))! },
      { product: p.sku, dimension: 'Brand', value: brand.get(String(p.sku))! },
    ]);
    const customerValues: DemoRow[] = ctx.rows('customer').flatMap((c) => [
      { customer: c.code, dimension: 'Channel', value: CHANNEL_VALUES[String(c.channel)] },
      { customer: c.code, dimension: 'Region', value: REGION_VALUES[String(c.region)] },
    ]);
    // The values must be the dimensions' own (see demo.ts).
    const known = new Set<string>([...PRODUCT_FAMILIES, ...BRANDS, ...CHANNELS, ...REGIONS, 'Center']);
    for (const row of [...productValues, ...customerValues]) if (!known.has(String(row.value))) throw new Error(`demo dimension value ${row.value} is not a dimension value`);

    return [
      { entity: 'meeting-task', rows: tasks },
      { entity: 'product-dimension-value', rows: productValues },
      { entity: 'customer-dimension-value', rows: customerValues },
      {
        entity: 'plugin-settings',
        rows: [{
          name: 'default', abcCutoffA: 80, abcCutoffB: 95, xyzCutoffX: 0.5, xyzCutoffY: 1, serviceLevel: 95, containerFillTarget: 85,
          towerStockoutHorizonDays: 30, towerLateContainerDays: 3, towerBiasThreshold: 15, promotionDefaultUplift: 20, offerValidityDays: 30,
        }],
      },
    ];
  },
};
