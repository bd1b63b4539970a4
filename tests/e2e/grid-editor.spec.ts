// The forecast editor (forecasts/main, a grid view) in Chromium on a company
// of our own: a subfamily's edit reaches its products and the total, a 3x4
// block pasted from a spreadsheet's text lands on the products' months (with
// the decimal comma of Spanish), two pages editing the same cell end in a
// conflict shown to the later one and nothing lost, a frozen month refuses
// edits (in the page and in the API); screenshots in es and en, axe clean.
import { expect, test, type Page } from '@playwright/test';
import { auth } from './support/issue5';
import { seriousViolations, shot } from './support/views';
import { cell, cellNumber, gridCompany, openGrid, overrideOf, type GridCompany } from './grid-support';

test.describe.configure({ mode: 'serial' });

let company: GridCompany;
const productRow = (i: number) => `product=${company.products[i]}`;
const subRow = () => `product.family=${company.sub1}`;

test.beforeAll(async ({ request }) => {
  company = await gridCompany(request);
});

async function typeInto(page: Page, row: string, measure: string, month: string, text: string) {
  await cell(page, row, measure, month).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

for (const lang of ['es', 'en'] as const) {
  test(`the grid (${lang}): rows, months, frozen marks; screenshot and axe`, async ({ page }) => {
    await openGrid(page, company, lang);
    await expect(page.getByTestId('grid-frozen-note')).toBeVisible();
    await expect(page.locator(`th[data-month="${company.current}"]`)).toHaveClass(/pg-frozen/);
    // The category adds up every product and customer.
    const all = [0, 1, 2, 3].reduce((sum, p) => sum + overrideOf(p, 0) + overrideOf(p, 1), 0);
    expect(await cellNumber(page, `product.family.parent.parent=${company.category}`, 'override', company.months[0])).toBe(all);
    await page.waitForTimeout(300);
    await shot(page, `grid-${lang}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a subfamily\'s new value is spread to its products by their consensus, and the total follows', async ({ page }) => {
  await openGrid(page, company, 'es', '&m=override,consensus');
  const month = company.months[0];
  const before = await cellNumber(page, subRow(), 'override', month);
  const total = await cellNumber(page, '', 'override', month);
  expect(before).toBe(123);
  await typeInto(page, subRow(), 'override', month, '246');
  // Doubling the subfamily doubles each product (their consensus is their override).
  await expect.poll(() => cellNumber(page, productRow(0), 'override', month)).toBe(42);
  expect(await cellNumber(page, productRow(1), 'override', month)).toBe(82);
  expect(await cellNumber(page, productRow(2), 'override', month)).toBe(122);
  expect(await cellNumber(page, '', 'override', month)).toBe(total! + 123);
  await expect.poll(() => cellNumber(page, productRow(0), 'consensus', month)).toBe(42);
  await expect(page.getByTestId('grid-status')).toContainText(/1/);
  await shot(page, 'grid-spread-es');
});

test('a 3x4 block pasted from a spreadsheet lands on three products and four months, in the user\'s number format', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGrid(page, company, 'es', '&m=override');
  const tsv = '1,5\t2\t3\t4\r\n5\t6\t7\t8\r\n9\t10\t11\t1.000\r\n';
  await cell(page, productRow(0), 'override', company.months[0]).click();
  await page.evaluate((text) => navigator.clipboard.writeText(text), tsv);
  await page.keyboard.press('ControlOrMeta+V');
  const expected = [[1.5, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 1000]];
  for (const [r, values] of expected.entries()) {
    for (const [m, value] of values.entries()) await expect.poll(() => cellNumber(page, productRow(r), 'override', company.months[m])).toBe(value);
  }
  // Saved: a reload shows the same numbers, and the subfamily adds them up.
  await page.reload();
  await expect(cell(page, productRow(0), 'override', company.months[0])).toHaveText('1,5');
  expect(await cellNumber(page, subRow(), 'override', company.months[3])).toBe(4 + 8 + 1000);
  await shot(page, 'grid-paste-es');
});

test('two pages change the same cell: the later one is told, shown the saved value, and nothing is lost', async ({ browser }) => {
  const [a, b] = [await browser.newPage(), await browser.newPage()];
  const month = company.months[1];
  const row = productRow(3);
  await openGrid(a, company, 'en', '&m=override');
  await openGrid(b, company, 'en', '&m=override');
  await typeInto(a, row, 'override', month, '100');
  await expect(a.getByTestId('grid-status')).toContainText(/saved/i);
  // Page b still shows the old value and edits from it.
  await typeInto(b, row, 'override', month, '200');
  const conflict = b.getByTestId('grid-conflict');
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('100');
  await expect.poll(() => cellNumber(b, row, 'override', month)).toBe(100);
  await shot(b, 'grid-conflict-en');
  await b.getByTestId('grid-conflict-theirs').click();
  await expect(conflict).toBeHidden();
  const check = await b.request.get(`/api/data/forecast-value?filter=${encodeURIComponent(JSON.stringify([{ field: 'product', op: 'eq', value: company.products[3] }, { field: 'month', op: 'eq', value: month }]))}`, { headers: auth(company.Token) });
  const rows = (await check.json()).data.rows as Array<{ override: number }>;
  expect(rows.reduce((s, r) => s + r.override, 0)).toBe(100);
  await a.close();
  await b.close();
});

test('a frozen month refuses an edit, in the page and in the API, and nothing changes', async ({ page }) => {
  await openGrid(page, company, 'en', '&m=override');
  const frozen = cell(page, productRow(0), 'override', company.current);
  await frozen.scrollIntoViewIfNeeded();
  await frozen.click();
  await page.keyboard.type('5');
  await expect(page.getByTestId('grid-message')).toContainText(/frozen/i);
  await expect(page.getByTestId('grid-editor')).toHaveCount(0);
  expect(await cellNumber(page, productRow(0), 'override', company.current)).toBe(7);
  const refused = await page.request.post('/api/grid/forecasts-main/0/edit', {
    headers: auth(company.Token),
    data: { hierarchy: 'products', edits: [{ row: [['product', company.products[0]]], month: company.current, from: 7, to: 5 }] },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ Message: expect.stringMatching(/^Frozen months: /), MessageKey: 'grid.frozen' });
  await shot(page, 'grid-frozen-en');
});
