// Content of the demo custom reports: plausible S&OP tables for a food
// manufacturer, generated from a fixed seed so every demo database is the same.
import type { ReportRow } from '../data/reports';

export const PRODUCT_FAMILIES = ['Dairy', 'Bakery', 'Beverages', 'Frozen', 'Snacks', 'Ready meals'];
export const REGIONS = ['North', 'South', 'East', 'West', 'Islands'];
export const CHANNELS = ['Retail', 'Wholesale', 'Horeca', 'E-commerce'];
export const BRANDS = ['Demo Fresh', 'Golden Field', 'Nordic Bay', 'Casa Verde'];

/** mulberry32: a tiny deterministic generator (the demo must not change between runs). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;
const MONTHS = ['2026-07', '2026-08', '2026-09', '2026-10'];

const SKUS = [
  ['SKU-1001', 'Whole milk 1 L', 'Dairy', 'Demo Fresh'], ['SKU-1002', 'Greek yoghurt 4x125 g', 'Dairy', 'Demo Fresh'],
  ['SKU-1003', 'Butter 250 g', 'Dairy', 'Nordic Bay'], ['SKU-1004', 'Mozzarella 125 g', 'Dairy', 'Casa Verde'],
  ['SKU-2001', 'Sourdough loaf 800 g', 'Bakery', 'Golden Field'], ['SKU-2002', 'Croissants 6 pack', 'Bakery', 'Golden Field'],
  ['SKU-2003', 'Rye crackers 200 g', 'Bakery', 'Nordic Bay'], ['SKU-2004', 'Sandwich bread 600 g', 'Bakery', 'Demo Fresh'],
  ['SKU-3001', 'Orange juice 1 L', 'Beverages', 'Casa Verde'], ['SKU-3002', 'Sparkling water 6x1.5 L', 'Beverages', 'Nordic Bay'],
  ['SKU-3003', 'Iced tea lemon 1.5 L', 'Beverages', 'Demo Fresh'], ['SKU-3004', 'Oat drink 1 L', 'Beverages', 'Nordic Bay'],
  ['SKU-4001', 'Frozen peas 1 kg', 'Frozen', 'Golden Field'], ['SKU-4002', 'Margherita pizza 350 g', 'Frozen', 'Casa Verde'],
  ['SKU-4003', 'Vanilla ice cream 1 L', 'Frozen', 'Demo Fresh'], ['SKU-4004', 'Fish fingers 450 g', 'Frozen', 'Nordic Bay'],
  ['SKU-5001', 'Salted crisps 150 g', 'Snacks', 'Golden Field'], ['SKU-5002', 'Mixed nuts 200 g', 'Snacks', 'Casa Verde'],
  ['SKU-5003', 'Chocolate bar 100 g', 'Snacks', 'Demo Fresh'], ['SKU-5004', 'Granola bars 6 pack', 'Snacks', 'Golden Field'],
  ['SKU-6001', 'Lasagne 400 g', 'Ready meals', 'Casa Verde'], ['SKU-6002', 'Chicken curry 350 g', 'Ready meals', 'Demo Fresh'],
  ['SKU-6003', 'Vegetable paella 400 g', 'Ready meals', 'Casa Verde'], ['SKU-6004', 'Lentil soup 500 ml', 'Ready meals', 'Golden Field'],
  ['SKU-1005', 'Skimmed milk 1 L', 'Dairy', 'Demo Fresh'], ['SKU-2005', 'Baguette 250 g', 'Bakery', 'Golden Field'],
  ['SKU-3005', 'Apple juice 1 L', 'Beverages', 'Casa Verde'], ['SKU-4005', 'Spinach portions 600 g', 'Frozen', 'Golden Field'],
  ['SKU-5005', 'Rice cakes 130 g', 'Snacks', 'Nordic Bay'], ['SKU-6005', 'Beef stew 400 g', 'Ready meals', 'Nordic Bay'],
] as const;

export function forecastAccuracy(): Omit<ReportRow, 'id'> {
  const r = random(11);
  const rows = PRODUCT_FAMILIES.flatMap((family) =>
    MONTHS.map((month) => {
      const forecast = Math.round(20_000 + r() * 60_000);
      const actual = Math.round(forecast * (0.82 + r() * 0.34));
      return [family, month, forecast, actual, round(((forecast - actual) / actual) * 100, 1), round((Math.abs(forecast - actual) / actual) * 100, 1)];
    }),
  );
  return { name: 'Forecast accuracy by product family', columns: ['Product family', 'Month', 'Forecast (units)', 'Actual (units)', 'Bias (%)', 'MAPE (%)'], rows };
}

export function stockCoverage(): Omit<ReportRow, 'id'> {
  const r = random(23);
  const warehouses = ['Madrid DC', 'Barcelona DC', 'Valencia hub', 'Sevilla hub'];
  const rows = SKUS.slice(0, 20).map(([sku, description], i) => {
    const demand = round(150 + r() * 1_200);
    const stock = Math.round(demand * (2 + r() * 40));
    const coverage = round(stock / demand, 1);
    return [warehouses[i % warehouses.length], sku, description, stock, demand, coverage, coverage < 7 ? 'Below safety stock' : coverage > 30 ? 'Overstock' : 'OK'];
  });
  return { name: 'Stock coverage by warehouse', columns: ['Warehouse', 'SKU', 'Description', 'Stock (units)', 'Avg. daily demand', 'Coverage (days)', 'Status'], rows };
}

export function budgetVsForecast(): Omit<ReportRow, 'id'> {
  const r = random(37);
  const rows = REGIONS.flatMap((region) =>
    CHANNELS.map((channel) => {
      const budget = Math.round(150_000 + r() * 900_000);
      const forecast = Math.round(budget * (0.88 + r() * 0.22));
      return [region, channel, budget, forecast, forecast - budget, round(((forecast - budget) / budget) * 100, 1)];
    }),
  );
  return { name: 'Budget vs forecast by region and channel, Q4 2026', columns: ['Region', 'Channel', 'Budget (EUR)', 'Forecast (EUR)', 'Deviation (EUR)', 'Deviation (%)'], rows };
}

export function pendingPurchases(): Omit<ReportRow, 'id'> {
  const r = random(41);
  const suppliers = ['Lácteos del Norte', 'Harinas Castilla', 'Citrus Levante', 'EuroPack Solutions', 'Cacao Import SA'];
  const materials = [['Raw milk', 'L'], ['Wheat flour T55', 'kg'], ['Orange concentrate', 'kg'], ['PET bottle 1 L', 'units'], ['Cocoa mass', 'kg'], ['Cardboard tray', 'units']];
  const rows = Array.from({ length: 15 }, (_, i) => {
    const [material, unit] = materials[i % materials.length];
    const day = 3 + Math.floor(r() * 25);
    return [`PO-2026-${String(4_120 + i)}`, suppliers[i % suppliers.length], material, Math.round(500 + r() * 24_000), unit, `2026-11-${String(day).padStart(2, '0')}`, r() < 0.25 ? 'Delayed' : r() < 0.6 ? 'Confirmed' : 'Sent'];
  });
  return { name: 'Purchase orders pending reception', columns: ['PO', 'Supplier', 'Material', 'Quantity', 'Unit', 'Due date', 'Status'], rows };
}

export function productionAdherence(): Omit<ReportRow, 'id'> {
  const r = random(53);
  const lines = ['Line 1 - Dairy', 'Line 2 - Bakery', 'Line 3 - Beverages', 'Line 4 - Frozen'];
  const rows = lines.flatMap((line) =>
    ['W40', 'W41', 'W42', 'W43', 'W44', 'W45'].map((week) => {
      const planned = Math.round(40_000 + r() * 30_000);
      const produced = Math.round(planned * (0.85 + r() * 0.17));
      return [line, week, planned, produced, round((produced / planned) * 100, 1)];
    }),
  );
  return { name: 'Production plan adherence by line', columns: ['Line', 'Week', 'Planned (kg)', 'Produced (kg)', 'Adherence (%)'], rows };
}

export function topSkus(): Omit<ReportRow, 'id'> {
  const r = random(67);
  const sales = SKUS.map(([sku, description, , brand]) => ({ sku, description, brand, units: Math.round(5_000 + r() * 95_000), price: round(0.8 + r() * 6, 2) }))
    .sort((a, b) => b.units * b.price - a.units * a.price);
  const total = sales.reduce((sum, s) => sum + s.units * s.price, 0);
  const rows = sales.map((s, i) => [i + 1, s.sku, s.description, s.brand, s.units, Math.round(s.units * s.price), round(((s.units * s.price) / total) * 100, 2)]);
  return { name: 'Top 30 SKUs by sales, last 12 months', columns: ['Rank', 'SKU', 'Description', 'Brand', 'Sales (units)', 'Sales (EUR)', 'Share (%)'], rows };
}

export function promotionUplift(): Omit<ReportRow, 'id'> {
  const r = random(79);
  const promos = ['2x1 summer drinks', 'Back to school snacks', 'Frozen week', 'Dairy loyalty coupon', 'Christmas bakery'];
  const rows = promos.flatMap((promo) =>
    CHANNELS.slice(0, 3).map((channel) => {
      const baseline = Math.round(8_000 + r() * 20_000);
      const actual = Math.round(baseline * (1.05 + r() * 0.6));
      return [promo, channel, baseline, actual, round(((actual - baseline) / baseline) * 100, 1)];
    }),
  );
  return { name: 'Promotion uplift by channel', columns: ['Promotion', 'Channel', 'Baseline (units)', 'Actual (units)', 'Uplift (%)'], rows };
}
