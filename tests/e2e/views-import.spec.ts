// Import and export from the table: a file with problems is checked (dry
// run), every problem listed by line, column and reason in the user's
// language, nothing imported; a good file imports on confirm; an export
// carries exactly the filtered rows, with headers in the user's language.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { auth } from './support/issue5';
import { openAsAdmin, sharedViewsCompany, shot } from './support/views';

test.describe.configure({ mode: 'serial' });

test('import: a bad file is refused with every problem located and translated; a good one imports on confirm', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await openAsAdmin(page, company, '/units', 'es');
  const tag = Date.now().toString(36).slice(-4).toUpperCase();
  await page.getByTestId('import-button').click();
  const dialog = page.getByTestId('import-dialog');

  const bad = `code,name,kind,decimals\nB${tag},,count,9\nC${tag},Caja grande,nope,0\nB${tag},Otra,count,1\n`;
  await dialog.locator('input[type=file]').setInputFiles({ name: 'unidades.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-problems')).toBeVisible();
  const problems = page.getByTestId('import-problems').locator('tbody tr');
  await expect(problems.filter({ hasText: 'Este campo es obligatorio' })).toHaveCount(1);
  await expect(problems.filter({ hasText: 'Debe ser 6 o menos' })).toHaveCount(1);
  await expect(problems.filter({ hasText: 'Debe ser uno de: Recuento, Peso, Volumen, Longitud' })).toHaveCount(1);
  await expect(problems.filter({ hasText: 'línea 2 del archivo' })).toHaveCount(1);
  await expect(problems.first().locator('td').first()).toHaveText('2');
  await expect(page.getByTestId('import-confirm')).toHaveCount(0);
  await shot(page, 'import-problems-es');
  // Nothing was written.
  const none = await page.request.get(`/api/data/unit/count?filter=${encodeURIComponent(JSON.stringify([{ field: 'code', op: 'contains', value: tag }]))}`, { headers: auth(company.Token) });
  expect((await none.json()).data.total).toBe(0);

  const good = `Código,Nombre,Tipo,Decimales\nB${tag},Bandeja,Recuento,0\nC${tag},Caja grande,count,0\n`;
  await dialog.locator('input[type=file]').setInputFiles({ name: 'unidades.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-ok')).toBeVisible();
  await expect(page.getByTestId('import-created')).toHaveText('2');
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-ok')).toContainText('Importadas: 2 filas');
  await shot(page, 'import-done-es');
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await page.getByTestId('table-search').fill(tag);
  await expect(page.locator('[data-testid="data-grid"] tbody tr[data-index]')).toHaveCount(2);
});

test('export: CSV of exactly the filtered rows and shown columns, headers in the user\'s language', async ({ page }) => {
  const company = await sharedViewsCompany(page.request);
  await openAsAdmin(page, company, '/products?f.status=in:phase-out', 'en');
  await expect(page.getByTestId('pager-range')).toHaveText('1–24 of 24');
  await page.getByTestId('export-button').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^product-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r?\n/);
  expect(lines).toHaveLength(25);
  expect(lines[0]).toContain('SKU');
  expect(lines[0]).toContain('Name');
  expect(lines[0]).toContain('Launch date');
  expect(lines.slice(1).every((l) => l.includes('Phase-out') || l.includes('phase-out'))).toBe(true);

  // XLSX too: a zip file.
  await page.getByTestId('export-button').click();
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile((await xlsx.path())!);
  expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
});
