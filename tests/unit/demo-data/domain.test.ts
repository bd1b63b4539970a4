// What a planner would check in the demo company: the hierarchy is three
// levels with every product in a subfamily, one preferred supplier per
// material, dates that make sense (launches, promotions, containers,
// contracts), calendars within the next 12 months, and every status shown.
import { describe, expect, it } from 'vitest';
import { isValidSpanishTaxId } from '../../../product/reference';
import { addMonths, easterSunday, spanishNationalHolidays } from '../../../server/seed/demo-data/dates';
import { ean13 } from '../../../server/seed/demo-data/modules/catalogue';
import { iso6346 } from '../../../server/seed/demo-data/modules/containers';
import { CHANNELS, REGIONS } from '../../../server/seed/demo-reports';
import { generateDemoData } from '../../../server/seed/demo-data';
import { rows, TODAY } from './helpers';

const by = (entity: string, field: string) => new Map(rows(entity).map((r) => [String(r[field]), r]));

describe('demo catalogue', () => {
  it('has ~300 products, each in a subfamily of a family of a category, with a unit', () => {
    const families = by('product-family', 'code');
    const products = rows('product');
    expect(products).toHaveLength(300);
    for (const p of products) {
      const sub = families.get(String(p.family))!;
      expect(sub.level, String(p.sku)).toBe('subfamily');
      const family = families.get(String(sub.parent))!;
      expect(family.level).toBe('family');
      expect(families.get(String(family.parent))!.level).toBe('category');
      expect(p.unit).toBe('UN');
    }
    expect(rows('product-family').filter((f) => f.level === 'category').map((f) => f.name)).toEqual(['Dairy', 'Bakery', 'Beverages', 'Frozen', 'Snacks', 'Ready meals']);
  });

  it('has about twenty launches within six months of today, each like an older product of its subfamily', () => {
    const products = by('product', 'sku');
    const releases = rows('product').filter((p) => String(p.launchDate) >= addMonths(TODAY, -6) && String(p.launchDate) <= addMonths(TODAY, 6));
    expect(releases.length).toBeGreaterThanOrEqual(15);
    expect(releases.some((p) => String(p.launchDate) > TODAY)).toBe(true);
    expect(releases.some((p) => String(p.launchDate) < TODAY)).toBe(true);
    for (const p of releases) {
      const like = products.get(String(p.like))!;
      expect(like, String(p.sku)).toBeDefined();
      expect(like.family).toBe(p.family);
      expect(String(like.launchDate) < String(p.launchDate)).toBe(true);
    }
  });

  it('prices products above their cost, and made products above the cost of their recipe', () => {
    for (const p of rows('product').filter((x) => x.price !== null && x.unitCost !== null)) expect(Number(p.price)).toBeGreaterThan(Number(p.unitCost));
    const materials = by('material', 'code');
    const products = by('product', 'sku');
    const lines = rows('recipe-line');
    for (const recipe of rows('recipe').filter((r) => r.status === 'active')) {
      const product = products.get(String(recipe.product))!;
      if (product.unitCost === null) continue;
      const cost = lines.filter((l) => l.recipe === recipe.code)
        .reduce((sum, l) => sum + Number(l.quantity) * (1 + Number(l.scrap) / 100) * Number(materials.get(String(l.material))!.unitCost), 0) / Number(recipe.batchSize);
      expect(cost, String(recipe.code)).toBeLessThan(Number(product.unitCost));
    }
  });

  it('gives every made product one active recipe and a routing, and bought ones neither', () => {
    const active = new Set(rows('recipe').filter((r) => r.status === 'active').map((r) => r.product));
    const routed = new Set(rows('process-step').map((s) => s.product));
    for (const p of rows('product')) {
      expect(active.has(p.sku), String(p.sku)).toBe(p.source === 'made');
      expect(routed.has(p.sku), String(p.sku)).toBe(p.source === 'made');
    }
    expect(rows('recipe').filter((r) => r.status === 'active')).toHaveLength(active.size);
  });

  it('writes valid EAN-13 barcodes', () => {
    expect(ean13('SKU-0000')).toHaveLength(13);
    // The check digit of a published example: 400638133393 -> 1.
    const check = (body: string) => (10 - ([...body].reduce((a, d, i) => a + Number(d) * (i % 2 ? 3 : 1), 0) % 10)) % 10;
    expect(check('400638133393')).toBe(1);
    for (const p of rows('product')) expect(check(String(p.ean).slice(0, 12))).toBe(Number(String(p.ean)[12]));
  });
});

describe('demo suppliers and materials', () => {
  it('gives every material exactly one preferred supplier, and it is active', () => {
    const links = rows('material-supplier');
    for (const m of rows('material')) {
      const preferred = links.filter((l) => l.material === m.code && l.preferred);
      expect(preferred, String(m.code)).toHaveLength(1);
      expect(preferred[0].active).toBe(true);
    }
  });

  it('uses valid Spanish tax ids (CIF) for Spanish customers and suppliers', () => {
    for (const row of [...rows('customer'), ...rows('supplier').filter((s) => s.country === 'ES')]) expect(isValidSpanishTaxId(String(row.taxId)), String(row.taxId)).toBe(true);
  });

  it('keeps contract consumption consistent with its period', () => {
    for (const c of rows('supplier-contract')) {
      const share = Number(c.consumedQuantity) / Number(c.committedQuantity);
      if (c.status === 'expired') expect(share).toBeGreaterThan(0.7);
      if (c.status === 'draft') expect(share).toBe(0);
      if (c.status === 'active') expect(String(c.startDate) <= TODAY && TODAY <= String(c.endDate)).toBe(true);
      expect(Boolean(c.material) !== Boolean(c.product), String(c.code)).toBe(true);
    }
  });
});

describe('demo calendars and dates', () => {
  it('computes Easter and the national holidays of Spain', () => {
    expect([2024, 2025, 2026, 2027].map(easterSunday)).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28']);
    expect(spanishNationalHolidays(2027).map((h) => h.date)).toContain('2027-03-26');
    expect(spanishNationalHolidays(2026)).toHaveLength(10);
  });

  it('lists non-working days of the 12 months from the current one only, the national ones at every location', () => {
    const days = rows('non-working-day');
    const start = `${TODAY.slice(0, 7)}-01`;
    const end = addMonths(start, 12);
    for (const d of days) expect(String(d.date) >= start && String(d.date) < end, String(d.date)).toBe(true);
    const national = new Set(days.filter((d) => d.kind === 'national-holiday').map((d) => `${d.date}`));
    for (const location of rows('location')) {
      const own = new Set(days.filter((d) => d.location === location.code).map((d) => String(d.date)));
      for (const day of national) expect(own.has(day), `${location.code} ${day}`).toBe(true);
    }
    expect(national.size).toBeGreaterThanOrEqual(9);
    expect(days.some((d) => d.kind === 'regional-holiday')).toBe(true);
    expect(days.filter((d) => d.kind === 'shutdown').every((d) => String(d.location).endsWith('PLANT'))).toBe(true);
  });

  it('has promotions in the past, running today and in the future', () => {
    const promotions = rows('promotion');
    expect(promotions.some((p) => String(p.endDate) < TODAY)).toBe(true);
    expect(promotions.some((p) => String(p.startDate) <= TODAY && TODAY <= String(p.endDate))).toBe(true);
    expect(promotions.some((p) => String(p.startDate) > TODAY)).toBe(true);
  });

  it('has containers in every status, with dates, events and fill that fit the status', () => {
    const containers = rows('container');
    const products = by('product', 'sku');
    expect(new Set(containers.map((c) => c.status))).toEqual(new Set(['planned', 'booked', 'loading', 'in-transit', 'at-port', 'customs', 'delivered']));
    for (const c of containers) {
      if (c.status === 'delivered') expect(String(c.eta) < TODAY).toBe(true);
      if (c.status === 'in-transit') expect(String(c.etd) <= TODAY && String(c.eta) > TODAY).toBe(true);
      if (['planned', 'booked', 'loading'].includes(String(c.status))) expect(String(c.etd) > TODAY).toBe(true);
      const lines = rows('container-line').filter((l) => l.container === c.code);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      const volume = lines.reduce((s, l) => s + Number(l.quantity) * Number(products.get(String(l.product))!.unitVolume), 0);
      const weight = lines.reduce((s, l) => s + Number(l.quantity) * Number(products.get(String(l.product))!.unitWeight), 0);
      expect(volume / Number(c.capacityVolume)).toBeLessThanOrEqual(1);
      expect(weight / Number(c.capacityWeight)).toBeLessThanOrEqual(1);
      const events = rows('container-event').filter((e) => e.container === c.code);
      for (const e of events) expect(String(e.date) <= TODAY).toBe(true);
      expect(events.some((e) => e.event === 'delivered')).toBe(c.status === 'delivered');
    }
  });

  it('writes container numbers with their ISO 6346 check digit', () => {
    // The standard's example: CSQU 305438, check digit 3.
    expect(iso6346('CSQU', '305438')).toBe('CSQU3054383');
    for (const c of rows('container').filter((x) => x.status !== 'planned')) expect(iso6346(String(c.code).slice(0, 4), String(c.code).slice(4, 10))).toBe(c.code);
  });

  it('has meeting tasks in every status of the board', () => {
    expect(new Set(rows('meeting-task').map((t) => t.status))).toEqual(new Set(['open', 'in-progress', 'blocked', 'done']));
  });

  it('ties products and customers to values of the demo dimensions', () => {
    expect(new Set(rows('customer-dimension-value').filter((v) => v.dimension === 'Channel').map((v) => v.value))).toEqual(new Set(CHANNELS));
    for (const v of rows('customer-dimension-value').filter((x) => x.dimension === 'Region')) expect([...REGIONS, 'Center']).toContain(v.value);
    expect(rows('product-dimension-value')).toHaveLength(2 * rows('product').length);
  });
});

describe('demo budgets', () => {
  const versions = (tables: ReturnType<typeof generateDemoData>) => tables.find((t) => t.entity === 'budget-version')!.rows.map((v) => `${v.code} ${v.status}`);

  it('in November next year\'s budget is a draft beside last and this year\'s approved ones', () => {
    expect(rows('budget-version').map((v) => `${v.code} ${v.status}`)).toEqual(['BUD-2025 approved', 'BUD-2026 approved', 'BUD-2027 draft']);
  });

  it('in December it is approved, with lines in each of its twelve months: the next twelve months all have an approved budget', () => {
    const december = generateDemoData({ today: '2026-12-06' });
    expect(versions(december)).toEqual(['BUD-2025 approved', 'BUD-2026 approved', 'BUD-2027 approved']);
    const months = new Set(december.find((t) => t.entity === 'budget-line')!.rows.filter((l) => l.budget === 'BUD-2027').map((l) => l.month));
    expect([...months].sort()).toEqual(Array.from({ length: 12 }, (_, m) => `2027-${String(m + 1).padStart(2, '0')}`));
  });

  it('before September there is no budget for next year yet', () => {
    expect(versions(generateDemoData({ today: '2026-06-15' }))).toEqual(['BUD-2025 approved', 'BUD-2026 approved']);
  });
});

describe('demo purchase orders', () => {
  it('were all placed by today, each due on or after its order date, numbered by the year it was placed', () => {
    const orders = rows('purchase-order');
    expect(orders.some((o) => String(o.expectedDate) > TODAY)).toBe(true);
    for (const o of orders) {
      expect(String(o.orderDate) <= TODAY, `${o.number} placed ${o.orderDate}`).toBe(true);
      expect(String(o.expectedDate) >= String(o.orderDate), `${o.number}`).toBe(true);
      expect(String(o.number).slice(3, 7)).toBe(String(o.orderDate).slice(0, 4));
    }
  });
});
