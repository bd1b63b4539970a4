// The forecast editor's dialogs and panels in Chromium: bulk edit of a range
// (+10 %), a comment on a cell (its mark on the grid), the history of a cell
// after a spread, the budgeting grid of a version, keyboard moves; each with
// a screenshot and axe on the open dialog or panel.
import { expect, test } from '@playwright/test';
import { auth } from './support/issue5';
import { create } from './support/views';
import { seriousViolations, shot } from './support/views';
import { cell, cellNumber, gridCompany, openGrid, overrideOf, type GridCompany } from './grid-support';

test.describe.configure({ mode: 'serial' });

let company: GridCompany;
const productRow = (i: number) => `product=${company.products[i]}`;

test.beforeAll(async ({ request }) => {
  company = await gridCompany(request);
});

test('bulk edit: +10 % on a range of two products and two months', async ({ page }) => {
  await openGrid(page, company, 'es', '&m=consensus');
  const [m0, m1] = company.months;
  await cell(page, productRow(0), 'consensus', m0).click();
  await cell(page, productRow(1), 'consensus', m1).click({ modifiers: ['Shift'] });
  await page.getByTestId('grid-bulk').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('grid-bulk-value').fill('10');
  await shot(page, 'grid-bulk-es');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByTestId('grid-bulk-apply').click();
  const before = (p: number) => overrideOf(p, 0) + overrideOf(p, 1);
  await expect.poll(() => cellNumber(page, productRow(0), 'consensus', m0)).toBe(before(0) * 1.1);
  expect(await cellNumber(page, productRow(0), 'consensus', m1)).toBeCloseTo(before(0) * 1.1, 6);
  expect(await cellNumber(page, productRow(1), 'consensus', m1)).toBeCloseTo(before(1) * 1.1, 6);
  // Outside the range nothing moved.
  expect(await cellNumber(page, productRow(2), 'consensus', m0)).toBe(before(2));
});

test('comments and history of a cell, beside the grid', async ({ page }) => {
  await openGrid(page, company, 'en', '&m=consensus');
  const month = company.months[2];
  const sub = `product.family=${company.sub1}`;
  await cell(page, sub, 'consensus', month).click();
  await page.keyboard.type('300');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-status')).toContainText(/saved/i);
  await cell(page, sub, 'consensus', month).click();
  await page.getByTestId('grid-history').click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByTestId('grid-history-list')).toContainText('300');
  await panel.getByTestId('grid-tab-comments').click();
  await panel.getByTestId('grid-comment-text').fill('Promotion in week 2: +20 %');
  await panel.getByTestId('grid-comment-add').click();
  await expect(panel.getByTestId('grid-comment-list')).toContainText('Promotion in week 2');
  await shot(page, 'grid-panel-en');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(cell(page, sub, 'consensus', month).locator('.pg-mark')).toBeVisible();
});

test('keyboard: arrows move, Escape cancels an edit, Tab saves and moves right', async ({ page }) => {
  await openGrid(page, company, 'en', '&m=consensus');
  const [m0, m1] = company.months;
  await cell(page, productRow(2), 'consensus', m0).click();
  const was = await cellNumber(page, productRow(2), 'consensus', m0);
  await page.keyboard.type('999');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('grid-editor')).toHaveCount(0);
  expect(await cellNumber(page, productRow(2), 'consensus', m0)).toBe(was);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-editor')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('77');
  await page.keyboard.press('Tab');
  await expect.poll(() => cellNumber(page, productRow(2), 'consensus', m0)).toBe(77);
  await expect(cell(page, productRow(2), 'consensus', m1)).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, `product.family=${company.sub2}`, 'consensus', m1)).toHaveAttribute('data-active', 'true');
});

test('budgeting: a version\'s year, a family split top-down by last year\'s sales', async ({ page, request }) => {
  const year = Number(company.months[0].slice(0, 4));
  const version = await create(request, company.Token, 'budget-version', { code: 'B-GRID', name: 'Budget grid', year, status: 'draft' });
  for (const [p, product] of company.products.entries()) {
    await create(request, company.Token, 'sales-line', { product, customer: company.customers[0], month: `${year - 1}-03`, quantity: (p + 1) * 10, value: 1 });
  }
  const r = await page.request.patch('/api/profile', { headers: auth(company.Token), data: { Language: 'en' } });
  expect(r.ok()).toBeTruthy();
  await page.goto('/assets/i18n/es.json');
  await page.evaluate((t) => localStorage.setItem('sop.token', t), company.Token);
  await page.goto(`/budgeting?s=${version.row.id}&l=2`);
  await expect(page.getByTestId('planning-grid')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('th[data-month]')).toHaveCount(12);
  const sub = `product.family=${company.sub1}`;
  await cell(page, sub, 'quantity', `${year}-03`).click();
  await page.keyboard.type('1200');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-status')).toContainText(/saved/i);
  // Last year's March: 10, 20, 30 in the subfamily -> 200, 400, 600.
  await page.goto(`/budgeting?s=${version.row.id}&l=3`);
  await expect.poll(() => cellNumber(page, productRow(0), 'quantity', `${year}-03`)).toBe(200);
  expect(await cellNumber(page, productRow(1), 'quantity', `${year}-03`)).toBe(400);
  expect(await cellNumber(page, productRow(2), 'quantity', `${year}-03`)).toBe(600);
  await shot(page, 'grid-budgeting-en');
  expect(await seriousViolations(page)).toEqual([]);
});
