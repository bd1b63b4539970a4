// The forecast grid specs' company: a fresh one of our own (the demo
// company's numbers belong to other specs), with a small product tree and
// forecast values written through the data API, so every expected number
// is known: override (p + 1) * 10 + c for product p and customer c, in the
// four months after the frozen window.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addMonths, monthOf } from '../../engine/data/grid-buckets';
import { rowKey } from '../../engine/data/grid-rows';
import { freshCompany, auth } from './support/issue5';
import { create } from './support/views';

export interface GridCompany {
  Token: string;
  category: number;
  family: number;
  sub1: number;
  sub2: number;
  /** P1-P3 in sub1, P4 in sub2. */
  products: number[];
  customers: number[];
  /** The four editable months with values, and the current (frozen) month. */
  months: string[];
  current: string;
}

export const overrideOf = (p: number, c: number) => (p + 1) * 10 + c;

export async function gridCompany(request: APIRequestContext): Promise<GridCompany> {
  const company = await freshCompany(request);
  const token = company.Token;
  const family = async (code: string, name: string, level: string, parent?: number) => (await create(request, token, 'product-family', { code, name, level, ...(parent ? { parent } : {}) })).row.id as number;
  const category = await family('BEB', 'Bebidas', 'category');
  const fam = await family('REF', 'Refrescos', 'family', category);
  const sub1 = await family('COL', 'Colas', 'subfamily', fam);
  const sub2 = await family('NAR', 'Naranja', 'subfamily', fam);
  const products: number[] = [];
  for (const [i, sub] of [sub1, sub1, sub1, sub2].entries()) {
    products.push((await create(request, token, 'product', { sku: `GR-${i + 1}`, name: `Producto ${i + 1}`, family: sub })).row.id as number);
  }
  const customers: number[] = [];
  for (const [i, channel] of (['retail', 'online'] as const).entries()) {
    customers.push((await create(request, token, 'customer', { code: `CL-${i + 1}`, name: `Cliente ${i + 1}`, channel })).row.id as number);
  }
  const current = monthOf(new Date().toISOString().slice(0, 10));
  // The month after the current one is the first the default settings leave open: start one later, as a margin.
  const months = [2, 3, 4, 5].map((n) => addMonths(current, n));
  for (const month of months) {
    for (const [p, product] of products.entries()) {
      for (const [c, customer] of customers.entries()) await create(request, token, 'forecast-value', { product, customer, month, override: overrideOf(p, c) });
    }
  }
  await create(request, token, 'forecast-value', { product: products[0], customer: customers[0], month: current, override: 7 });
  return { Token: token, category, family: fam, sub1, sub2, products, customers, months, current };
}

/** The grid of forecasts/main opened on the product tree down to the products of both subfamilies. */
export async function openGrid(page: Page, company: GridCompany, lang: 'es' | 'en', query = ''): Promise<void> {
  const r = await page.request.patch('/api/profile', { headers: auth(company.Token), data: { Language: lang } });
  expect(r.ok()).toBeTruthy();
  const open = [
    [['product.family.parent.parent', company.category]],
    [['product.family.parent', company.family]],
    [['product.family', company.sub1]],
    [['product.family', company.sub2]],
  ].map((f) => rowKey(f as [string, number][])).join('~');
  await page.goto('/assets/i18n/es.json');
  await page.evaluate((t) => localStorage.setItem('sop.token', t), company.Token);
  await page.goto(`/forecasts/main?x=${encodeURIComponent(open)}${query}`);
  await expect(page.getByTestId('planning-grid')).toBeVisible({ timeout: 20_000 });
  // Rows load level by level; the last product is on screen once every level is (the grids of the specs show few measures).
  const last = query.includes('m=') ? `product=${company.products[3]}` : `product.family.parent.parent=${company.category}`;
  await expect(page.locator(`tr[data-row="${last}"]`).first()).toBeVisible({ timeout: 20_000 });
}

/** A cell by its row key, measure and month. */
export const cell = (page: Page, row: string, measure: string, month: string) =>
  page.locator(`tr[data-row="${row.replace(/"/g, '\\"')}"][data-measure="${measure}"] td[data-month="${month}"]`);

/** The number a cell shows, read back in the page's language. */
export async function cellNumber(page: Page, row: string, measure: string, month: string): Promise<number | null> {
  const text = (await cell(page, row, measure, month).innerText()).trim();
  if (!text) return null;
  const lang = await page.evaluate(() => document.documentElement.lang || 'es');
  const normal = lang.startsWith('en') ? text.replace(/,/g, '') : text.replace(/\./g, '').replace(',', '.');
  return Number(normal.replace(/[^\d.-]/g, ''));
}
