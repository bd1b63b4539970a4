// Helpers of the declared views' specs (tests/e2e/views-*.spec.ts): a company
// of our own with a small, known set of rows written through the data API
// (so the specs do not depend on the demo generator), axe, screenshots.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DataRecord, WriteBody } from '../../../engine/data/api';
import { auth, freshCompany } from './issue5';

export async function create(request: APIRequestContext, token: string, entity: string, values: WriteBody['values'], children?: WriteBody['children']): Promise<DataRecord> {
  const response = await request.post(`/api/data/${entity}`, { headers: auth(token), data: { values, ...(children ? { children } : {}) } });
  expect(response.ok(), `create ${entity}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()).data as DataRecord;
}

export interface ViewsCompany {
  Token: string;
  Profile: { Id: number };
  units: Record<string, number>;
  families: Record<string, number>;
  products: number[];
}

const pad = (n: number, w = 3) => String(n).padStart(w, '0');
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** A fresh company with units, a 3-level hierarchy, 120 products, promotions, meeting tasks and non-working days. */
export async function viewsCompany(request: APIRequestContext): Promise<ViewsCompany> {
  const company = await freshCompany(request);
  const token = company.Token;
  // Promotions need their plugin.
  const plugin = await request.put('/api/plugins/PROMOTIONS', { headers: auth(token), data: { Active: true } });
  expect(plugin.ok(), `plugin: ${await plugin.text()}`).toBeTruthy();
  const units: Record<string, number> = {};
  for (const [code, name, kind, decimals] of [['UN', 'Unidad', 'count', 0], ['KG', 'Kilogramo', 'weight', 3], ['L', 'Litro', 'volume', 2], ['CJ', 'Caja <b>12</b>', 'count', 0]] as const) {
    units[code] = (await create(request, token, 'unit', { code, name, kind, decimals })).row.id;
  }
  const families: Record<string, number> = {};
  for (const [code, name] of [['BEB', 'Bebidas'], ['ALI', 'Alimentación']]) {
    families[code] = (await create(request, token, 'product-family', { code, name, level: 'category' })).row.id;
  }
  for (const [code, name, parent] of [['BEB-REF', 'Refrescos', 'BEB'], ['BEB-AGU', 'Aguas', 'BEB'], ['ALI-CON', 'Conservas', 'ALI']]) {
    families[code] = (await create(request, token, 'product-family', { code, name, level: 'family', parent: families[parent] })).row.id;
  }
  for (const [code, name, parent] of [['BEB-REF-COLA', 'Colas', 'BEB-REF'], ['BEB-REF-NAR', 'Naranja', 'BEB-REF'], ['BEB-AGU-MIN', 'Agua mineral', 'BEB-AGU'], ['ALI-CON-PES', 'Pescado', 'ALI-CON']]) {
    families[code] = (await create(request, token, 'product-family', { code, name, level: 'subfamily', parent: families[parent] })).row.id;
  }
  const subfamilies = ['BEB-REF-COLA', 'BEB-REF-NAR', 'BEB-AGU-MIN', 'ALI-CON-PES'];
  const statuses = ['active', 'active', 'active', 'phase-out', 'discontinued'];
  const products: number[] = [];
  const today = new Date();
  for (let i = 1; i <= 120; i++) {
    const sub = subfamilies[i % subfamilies.length];
    const launch = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 8 + (i % 14), 1 + (i % 27)));
    products.push((await create(request, token, 'product', {
      sku: `SKU-${pad(i)}`,
      name: `${sub.includes('COLA') ? 'Cola' : sub.includes('NAR') ? 'Naranjada' : sub.includes('AGU') ? 'Agua' : 'Atún'} ${i % 2 ? '33 cl' : '1,5 L'} nº ${i}`,
      family: families[sub],
      unit: i % 7 === 0 ? null : i % 3 === 0 ? units.CJ : units.UN,
      status: statuses[i % statuses.length],
      source: i % 4 === 0 ? 'bought' : 'made',
      price: Math.round((0.5 + (i * 37) % 400 / 100) * 100) / 100,
      unitCost: Math.round((0.3 + (i * 29) % 250 / 100) * 100) / 100,
      launchDate: iso(launch),
    })).row.id);
  }
  const month = (d: number) => iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), d)));
  const promos: Array<[string, string, number, number, string]> = [
    ['PR-01', 'Verano cola 2x1', 2, 9, 'multibuy'], ['PR-02', 'Folleto aguas', 5, 18, 'leaflet'], ['PR-03', 'Descuento atún', 12, 14, 'price-discount'],
    ['PR-04', 'Cabecera refrescos', 20, 27, 'display'], ['PR-05', 'Pack naranja', 24, 24, 'bundle'], ['PR-06', 'Descuento aguas', 5, 6, 'price-discount'],
  ];
  for (const [code, name, start, end, mechanic] of promos) {
    await create(request, token, 'promotion', { code, name, startDate: month(start), endDate: month(end), mechanic, discount: 15, expectedUplift: 20, status: 'approved', family: families['BEB-REF'] });
  }
  const tasks: Array<[string, string, string, string]> = [
    ['T-01', 'Revisar previsión de colas', 'open', 'high'], ['T-02', 'Validar capacidad línea 2', 'in-progress', 'medium'],
    ['T-03', 'Cerrar plan de promociones', 'blocked', 'high'], ['T-04', 'Actualizar stocks de seguridad', 'done', 'low'],
    ['T-05', 'Nuevo proveedor de latas', 'open', 'medium'], ['T-06', 'Informe de sesgo', 'in-progress', 'low'],
  ];
  for (const [code, subject, status, priority] of tasks) {
    await create(request, token, 'meeting-task', { code, subject, status, priority, owner: 'Ana Ruiz', dueDate: month(15) });
  }
  const location = (await create(request, token, 'location', { code: 'MAD', name: 'Fábrica Madrid', kind: 'factory', city: 'Madrid', country: 'ES' })).row.id;
  for (const [d, name, kind] of [[1, 'Año nuevo', 'national-holiday'], [6, 'Reyes', 'national-holiday'], [15, 'Parada técnica', 'shutdown'], [16, 'Parada técnica', 'shutdown']] as const) {
    await create(request, token, 'non-working-day', { location, date: month(d), name, kind });
  }
  return { Token: token, Profile: company.Profile as { Id: number }, units, families, products };
}

let shared: Promise<ViewsCompany> | null = null;
/** One seeded company per worker (registering is rate-limited and seeding takes a few seconds). */
export function sharedViewsCompany(request: APIRequestContext): Promise<ViewsCompany> {
  if (!shared) {
    shared = viewsCompany(request);
    shared.catch(() => { shared = null; });
  }
  return shared;
}

export { seriousViolations } from './axe';

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/views-${name}.png`, fullPage: false });
}

/** Signs the company's administrator in, in a language, on a path. */
export async function openAsAdmin(page: Page, company: ViewsCompany, path: string, lang: 'es' | 'en' = 'es'): Promise<void> {
  const r = await page.request.patch('/api/profile', { headers: auth(company.Token), data: { Language: lang } });
  expect(r.ok()).toBeTruthy();
  await page.goto('/assets/i18n/es.json');
  await page.evaluate((t) => localStorage.setItem('sop.token', t), company.Token);
  await page.goto(path);
  await expect(page.getByTestId('menu-bar')).toBeVisible();
}
