// The forecast editor (forecasts/main, a grid view) in Chromium on a company
// of our own: the plan (consensus) is what a planner edits, +10 % on a
// family moves it and each product by 10 %, a subfamily's value reaches its
// products and the total, a bulk change says how many cells changed (and why
// none did), a 3x4
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
    expect(await cellNumber(page, `product.family.parent.parent=${company.category}`, 'consensus', company.months[0])).toBe(all);
    await page.waitForTimeout(300);
    await shot(page, `grid-${lang}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('+10 % on a family moves the family and each of its products by 10 %', async ({ page }) => {
  await openGrid(page, company, 'es', '&m=consensus');
  const month = company.months[0];
  const familyRow = `product.family.parent=${company.family}`;
  // Refrescos: 21 + 41 + 61 (Colas) + 81 (Naranja) = 204.
  expect(await cellNumber(page, familyRow, 'consensus', month)).toBe(204);
  const total = await cellNumber(page, '', 'consensus', month);
  await typeInto(page, familyRow, 'consensus', month, '+10 %');
  await expect.poll(() => cellNumber(page, familyRow, 'consensus', month)).toBe(224.4);
  for (const [p, plan] of [21, 41, 61, 81].entries()) await expect.poll(() => cellNumber(page, productRow(p), 'consensus', month)).toBe(Math.round(plan * 1.1 * 10) / 10);
  expect(await cellNumber(page, subRow(), 'consensus', month)).toBe(135.3);
  expect(await cellNumber(page, '', 'consensus', month)).toBeCloseTo(total! + 20.4, 6);
  // Saved: a reload shows the same, and the change can still be undone (one step), restoring each product exactly.
  await page.reload();
  await expect.poll(() => cellNumber(page, productRow(3), 'consensus', month), { timeout: 30_000 }).toBe(89.1);
  await shot(page, 'grid-percent-es');
  await expect(page.getByTestId('grid-undo')).toBeEnabled();
  await page.getByTestId('grid-undo').click();
  await expect(page.getByTestId('grid-bulk-result')).toHaveText('Deshecho: 1 celda restaurada');
  for (const [p, plan] of [21, 41, 61, 81].entries()) await expect.poll(() => cellNumber(page, productRow(p), 'consensus', month), { timeout: 30_000 }).toBe(plan);
  await shot(page, 'grid-undo-es');
});

test('a subfamily\'s new value is spread to its products by their plan, and the total follows', async ({ page }) => {
  await openGrid(page, company, 'es', '&m=consensus');
  const month = company.months[1];
  const before = await cellNumber(page, subRow(), 'consensus', month);
  const total = await cellNumber(page, '', 'consensus', month);
  expect(before).toBe(123);
  await typeInto(page, subRow(), 'consensus', month, '246');
  // Doubling the subfamily doubles each product.
  await expect.poll(() => cellNumber(page, productRow(0), 'consensus', month)).toBe(42);
  expect(await cellNumber(page, productRow(1), 'consensus', month)).toBe(82);
  expect(await cellNumber(page, productRow(2), 'consensus', month)).toBe(122);
  expect(await cellNumber(page, '', 'consensus', month)).toBe(total! + 123);
  await expect(page.getByTestId('grid-status')).toContainText(/1/);
  await shot(page, 'grid-spread-es');
});

test('a bulk change says how many cells it changed, and why none did', async ({ page }) => {
  await openGrid(page, company, 'es', '&m=consensus');
  const month = company.months[2];
  await cell(page, productRow(0), 'consensus', month).click();
  await cell(page, productRow(2), 'consensus', month).click({ modifiers: ['Shift'] });
  await page.getByTestId('grid-bulk').click();
  const dialog = page.getByTestId('grid-bulk-dialog');
  await expect(dialog).toContainText('Cambiar 3 celdas');
  await page.getByTestId('grid-bulk-value').fill('10');
  await page.getByTestId('grid-bulk-apply').click();
  await expect(page.getByTestId('grid-bulk-result')).toHaveText('3 celdas cambiadas');
  for (const [p, plan] of [23.1, 45.1, 67.1].entries()) await expect.poll(() => cellNumber(page, productRow(p), 'consensus', month)).toBe(plan);
  await shot(page, 'grid-bulk-es');
  // Setting a cell to the value it has changes nothing, and the page says so.
  await cell(page, productRow(3), 'consensus', month).click();
  await page.getByTestId('grid-bulk').click();
  await page.getByTestId('grid-bulk-op').getByText('Fijar').click();
  await page.getByTestId('grid-bulk-value').fill('81');
  await page.getByTestId('grid-bulk-apply').click();
  await expect(page.getByTestId('grid-bulk-result')).toHaveText('0 celdas cambiadas, porque todas las celdas ya tienen ese valor');
});

test('a 3x4 block pasted from a spreadsheet lands on three products and four months, in the user\'s number format', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGrid(page, company, 'es', '&m=consensus');
  const tsv = '1,5\t2\t3\t4\r\n5\t6\t7\t8\r\n9\t10\t11\t1.000\r\n';
  await cell(page, productRow(0), 'consensus', company.months[0]).click();
  await page.evaluate((text) => navigator.clipboard.writeText(text), tsv);
  await page.keyboard.press('ControlOrMeta+V');
  const expected = [[1.5, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 1000]];
  for (const [r, values] of expected.entries()) {
    for (const [m, value] of values.entries()) await expect.poll(() => cellNumber(page, productRow(r), 'consensus', company.months[m])).toBe(value);
  }
  // Saved: a reload shows the same numbers, and the subfamily adds them up.
  await page.reload();
  await expect(cell(page, productRow(0), 'consensus', company.months[0])).toHaveText('1,5');
  expect(await cellNumber(page, subRow(), 'consensus', company.months[3])).toBe(4 + 8 + 1000);
  await shot(page, 'grid-paste-es');
});

test('two pages change the same cell: the later one is told, shown the saved value, and nothing is lost', async ({ browser }) => {
  const [a, b] = [await browser.newPage(), await browser.newPage()];
  const month = company.months[1];
  const row = productRow(3);
  await openGrid(a, company, 'en', '&m=consensus');
  await openGrid(b, company, 'en', '&m=consensus');
  await typeInto(a, row, 'consensus', month, '100');
  await expect(a.getByTestId('grid-status')).toContainText(/saved/i);
  // Page b still shows the old value and edits from it.
  await typeInto(b, row, 'consensus', month, '200');
  const conflict = b.getByTestId('grid-conflict');
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('100');
  await expect.poll(() => cellNumber(b, row, 'consensus', month)).toBe(100);
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
  await openGrid(page, company, 'en', '&m=consensus');
  const frozen = cell(page, productRow(0), 'consensus', company.current);
  await frozen.scrollIntoViewIfNeeded();
  await frozen.click();
  await page.keyboard.type('5');
  await expect(page.getByTestId('grid-message')).toContainText(/frozen/i);
  await expect(page.getByTestId('grid-editor')).toHaveCount(0);
  expect(await cellNumber(page, productRow(0), 'consensus', company.current)).toBe(7);
  const refused = await page.request.post('/api/grid/forecasts-main/0/edit', {
    headers: auth(company.Token),
    data: { hierarchy: 'products', edits: [{ row: [['product', company.products[0]]], month: company.current, from: 7, to: 5 }] },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ Message: expect.stringMatching(/^Frozen months: /), MessageKey: 'grid.frozen' });
  await shot(page, 'grid-frozen-en');
});
