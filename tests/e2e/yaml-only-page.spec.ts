// The product owner's promise: a new entity and its page with YAML and
// translations alone. A copy of the project (config/ copied, everything else
// linked, so no code can change) gains one entity file, one route and one
// translation file per language; config:check accepts it, the app is built,
// the real server creates the table at start-up, and the page lists, creates
// and shows rows in Chromium.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const run = promisify(execFile);
const ROOT = process.cwd();
const PORT = Number(process.env.E2E_YAML_PORT ?? 8097);
const BASE = `http://127.0.0.1:${PORT}`;
/**
 * Left out of the copy: build output, data and git; config/ is copied so it can be edited, and public/
 * because config:build writes the copy's translations there; other folders linked, files copied (Vite
 * wants its entry inside the root).
 */
const SKIP = new Set(['.git', 'dist', 'data', 'test-results', 'playwright-report', 'build', 'config', 'public']);

const ENTITY = `# yaml-language-server: $schema=../../schemas/entity.schema.json
# Quality checks of products, added by a product owner with YAML alone.
id: quality-check
table: quality_checks
key: [code]
title: code
order: [-checkedOn]
access: { read: [PRODUCTS], write: [PRODUCTS] }
fields:
  code: { type: string, required: true, maxLength: 20 }
  product: { type: ref, entity: product, required: true }
  checkedOn: { type: date, required: true, default: today }
  result: { type: enum, values: [pass, fail, rework], required: true, default: pass }
  score: { type: percent, min: 0, max: 100 }
  notes: { type: text, maxLength: 500 }
`;

const ROUTE = `
  - id: quality-checks
    path: quality-checks
    permissions: { features: [PRODUCTS] }
    index: { subSection: PRODUCT_DATA }
    views:
      - kind: table
        entity: quality-check
        columns: [code, product, checkedOn, result, score]
        filters: [result, checkedOn]
`;

const TEXTS: Record<string, { title: string; one: string; labels: string[]; values: string[] }> = {
  es: { title: 'Controles de calidad', one: 'Control de calidad', labels: ['Código', 'Producto', 'Fecha del control', 'Resultado', 'Puntuación', 'Notas'], values: ['Apto', 'No apto', 'Reproceso'] },
  ca: { title: 'Controls de qualitat', one: 'Control de qualitat', labels: ['Codi', 'Producte', 'Data del control', 'Resultat', 'Puntuació', 'Notes'], values: ['Apte', 'No apte', 'Reprocés'] },
  en: { title: 'Quality checks', one: 'Quality check', labels: ['Code', 'Product', 'Checked on', 'Result', 'Score', 'Notes'], values: ['Pass', 'Fail', 'Rework'] },
  it: { title: 'Controlli qualità', one: 'Controllo qualità', labels: ['Codice', 'Prodotto', 'Data del controllo', 'Esito', 'Punteggio', 'Note'], values: ['Conforme', 'Non conforme', 'Rilavorazione'] },
  fr: { title: 'Contrôles qualité', one: 'Contrôle qualité', labels: ['Code', 'Produit', 'Date du contrôle', 'Résultat', 'Score', 'Notes'], values: ['Conforme', 'Non conforme', 'Reprise'] },
};

function translations(lang: string): string {
  const t = TEXTS[lang];
  const [code, product, checkedOn, result, score, notes] = t.labels;
  return `# yaml-language-server: $schema=../../../schemas/i18n.schema.json
routes:
  quality-checks:
    title: ${t.title}
    description: ${t.title}.
    keywords: [${t.title.split(' ')[0].toLowerCase()}]
entities:
  quality-check:
    name: ${t.one}
    plural: ${t.title}
    fields:
      code: { label: ${code} }
      product: { label: ${product} }
      checkedOn: { label: ${checkedOn} }
      result:
        label: ${result}
        values: { pass: ${t.values[0]}, fail: ${t.values[1]}, rework: ${t.values[2]} }
      score: { label: ${score} }
      notes: { label: ${notes} }
`;
}

let copy = '';
let server: ChildProcess | null = null;

test.afterAll(async () => {
  server?.kill('SIGTERM');
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('an entity and its page added with YAML and translations alone', async ({ page }) => {
  test.setTimeout(300_000);
  copy = mkdtempSync(path.join(tmpdir(), 'sop-yaml-only-'));
  for (const name of readdirSync(ROOT)) {
    if (SKIP.has(name)) continue;
    const from = path.join(ROOT, name);
    if (statSync(from).isDirectory()) symlinkSync(from, path.join(copy, name));
    else cpSync(from, path.join(copy, name));
  }
  cpSync(path.join(ROOT, 'config'), path.join(copy, 'config'), { recursive: true });
  cpSync(path.join(ROOT, 'public'), path.join(copy, 'public'), { recursive: true });

  writeFileSync(path.join(copy, 'config/entities/quality-check.yaml'), ENTITY);
  appendFileSync(path.join(copy, 'config/routes/master-data.yaml'), ROUTE);
  for (const lang of Object.keys(TEXTS)) writeFileSync(path.join(copy, `config/i18n/${lang}/quality.yaml`), translations(lang));

  const check = await run('npx', ['tsx', 'scripts/cli/config-check.ts'], { cwd: copy });
  expect(check.stdout).toMatch(/config ok/);
  // The server reads the compiled config the build writes (build/config), as `npm start` does.
  await run('npx', ['tsx', 'scripts/cli/config-build.ts'], { cwd: copy });
  await run('npx', ['vite', 'build', '--outDir', path.join(copy, 'dist-yaml')], { cwd: copy, maxBuffer: 64 * 1024 * 1024 });

  server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    cwd: copy,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: path.join(copy, 'data'), STATIC_DIR: path.join(copy, 'dist-yaml'), SEED_DEMO: 'true', LOG_LEVEL: 'warn', LOGIN_RATE_MAX: '1000' },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status ?? 0, { timeout: 120_000 }).toBe(200);

  const login = await (await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Email: 'admin@demo.test', Password: 'demo1234' }) })).json();
  const token: string = login.Token ?? login.data.Token;
  await page.goto(`${BASE}/assets/i18n/es.json`);
  await page.evaluate((t) => localStorage.setItem('sop.token', t), token);
  await page.goto(`${BASE}/quality-checks`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.es.title);

  // Create a row through the generated form.
  await page.getByRole('button', { name: new RegExp(TEXTS.es.one) }).first().click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel(TEXTS.es.labels[0]).fill('QC-0001');
  await drawer.getByLabel(TEXTS.es.labels[1]).click();
  await page.keyboard.type('milk');
  await page.getByRole('option').first().click();
  await drawer.getByLabel(TEXTS.es.labels[4]).fill('97,5');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'QC-0001' })).toBeVisible();

  const listed = await (await fetch(`${BASE}/api/data/quality-check?page=1&pageSize=10`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(listed.data.rows).toEqual([expect.objectContaining({ code: 'QC-0001', result: 'pass', score: 97.5 })]);
  await page.screenshot({ path: 'test-results/screenshots/yaml-only-page.png' });
});
