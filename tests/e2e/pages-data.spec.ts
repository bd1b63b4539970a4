// Every master-data page of issue 9 on the demo company's generated data
// (server/seed/demo-data): as the administrator each view shows rows, tree
// nodes, calendar entries, board cards or its form, with the totals the API
// gives; the read-only viewer is offered no create, import, move or save; the
// demand planner never sees unit costs; an edit shows up in the modification
// log. Screenshots of a few pages land in test-results/screenshots.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, demoAuth, loadApp, openAs, temporaryUser, useToken } from './support/app';

test.describe.configure({ mode: 'serial' });

interface PageCase {
  path: string;
  /** Route id (for ?view=<route>:<index> totals). */
  route: string;
  /** A screenshot name, for the pages worth looking at. */
  shot?: string;
  /** A further check of the page's own content. */
  extra?: (page: Page) => Promise<void>;
}

/** Category > family > subfamily with the keyboard: the subfamily lists its products. */
async function productsUnderASubfamily(page: Page) {
  const category = page.getByTestId('tree-node').first();
  await category.locator('.dv-treerow').click();
  // A node's children load when it opens; ArrowDown before they show would
  // rightly move to the next sibling, so each step waits for them as a user sees them.
  await category.press('ArrowRight');
  const family = page.locator('[data-testid="tree-node"][aria-level="2"]').first();
  await expect(family).toBeVisible();
  await category.press('ArrowDown');
  await expect(family).toBeFocused();
  await family.press('ArrowRight');
  const subfamily = page.locator('[data-testid="tree-node"][aria-level="3"]').first();
  await expect(subfamily).toBeVisible();
  await family.press('ArrowDown');
  await expect(subfamily).toBeFocused();
  await expect(page.getByTestId('leaves-table').locator('tbody tr').first()).toBeVisible({ timeout: 10_000 });
  await page.screenshot({ path: 'test-results/screenshots/pages-data-hierarchy-leaves.png' });
}

// Pages without a plugin condition, or whose plugin the demo company has active.
const PAGES: PageCase[] = [
  { path: '/products', route: 'products', shot: 'products' },
  { path: '/attributes', route: 'attributes' },
  { path: '/hierarchy', route: 'hierarchy', shot: 'hierarchy', extra: productsUnderASubfamily },
  { path: '/new-releases', route: 'new-releases', shot: 'new-releases' },
  { path: '/units', route: 'units' },
  { path: '/conversions', route: 'conversions' },
  { path: '/locations', route: 'locations' },
  { path: '/non-working-days-calendar', route: 'non-working-days-calendar', shot: 'non-working-days' },
  { path: '/customers', route: 'customers' },
  { path: '/warehouses', route: 'warehouses' },
  { path: '/ports', route: 'ports' },
  { path: '/suppliers', route: 'suppliers' },
  { path: '/suppliers/attributes', route: 'suppliers-attributes' },
  { path: '/supplier-attributes', route: 'supplier-attributes' },
  { path: '/suppliers/contracts', route: 'suppliers-contracts' },
  { path: '/contracts', route: 'contracts', shot: 'contracts' },
  { path: '/contracts-ftn', route: 'contracts-ftn' },
  { path: '/materials', route: 'materials' },
  { path: '/material-supplier', route: 'material-supplier' },
  { path: '/factory', route: 'factory' },
  { path: '/recipes', route: 'recipes' },
  { path: '/parts-list', route: 'parts-list' },
  { path: '/process-configuration', route: 'process-configuration' },
  { path: '/production-line', route: 'production-line' },
  { path: '/change-matrix', route: 'change-matrix' },
  { path: '/promotions', route: 'promotions' },
  { path: '/promotions/calendar', route: 'promotions-calendar', shot: 'promotions-calendar' },
  { path: '/price-rates', route: 'price-rates' },
  { path: '/price-rates/configuration', route: 'price-rates-configuration' },
  { path: '/price-rates/hierarchy', route: 'price-rates-hierarchy' },
  { path: '/offers', route: 'offers' },
  { path: '/meeting-task', route: 'meeting-task', shot: 'meeting-task' },
  { path: '/associated-dimensions', route: 'associated-dimensions' },
  { path: '/plugins', route: 'plugins', shot: 'plugins' },
  { path: '/status', route: 'status', shot: 'status' },
];

// Plugin CONTAINERS is inactive in the demo company: the test activates it for its own run.
const CONTAINER_PAGES: PageCase[] = [
  { path: '/containers', route: 'containers' },
  { path: '/containers/planning', route: 'containers-planning' },
  { path: '/containers/loading', route: 'containers-loading', shot: 'containers-loading' },
  { path: '/containers/tracking', route: 'containers-tracking', shot: 'containers-tracking' },
  { path: '/containers/costs', route: 'containers-costs' },
];

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface CompiledViewLite { kind: string; entity: string }

/** The route's views, from the same compiled config the server serves. */
async function viewsOf(route: string): Promise<CompiledViewLite[]> {
  const { config } = await loadApp();
  const found = config.routes.find((r) => r.id === route);
  expect(found, route).toBeTruthy();
  return found!.views.map((v) => ({ kind: v.kind, entity: v.entity }));
}

/** Total rows of a table view, as the API counts them (the view's own where conditions applied). */
async function apiTotal(request: APIRequestContext, token: string, entity: string, route: string, index: number): Promise<number> {
  const response = await request.get(`/api/data/${entity}?view=${route}:${index}&page=1&pageSize=10`, { headers: auth(token) });
  expect(response.ok(), `${entity} list: ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()).data.total as number;
}

async function openTab(page: Page, index: number, count: number) {
  if (count > 1) await page.getByTestId(`view-tab-${index}`).click();
}

/** Checks that one view shows demo data. */
async function checkView(page: Page, request: APIRequestContext, token: string, p: PageCase, view: CompiledViewLite, index: number, lang: string): Promise<void> {
  const where = `${p.path} view ${index} (${view.kind})`;
  switch (view.kind) {
    case 'table': {
      const total = await apiTotal(request, token, view.entity, p.route, index);
      expect(total, `${where}: demo rows`).toBeGreaterThan(0);
      await expect(page.locator('[data-testid="data-grid"] tr[data-row-id]').first(), where).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('pager-range'), where).toContainText(new Intl.NumberFormat(lang).format(total));
      break;
    }
    case 'tree': {
      await expect(page.getByTestId('tree-node').first(), where).toBeVisible({ timeout: 15_000 });
      expect(await page.getByTestId('tree-node').count(), where).toBeGreaterThan(1);
      break;
    }
    case 'calendar': {
      await expect(page.getByTestId('calendar-grid'), where).toBeVisible({ timeout: 15_000 });
      // A month may have no entry (July has no holiday): look up to three months ahead.
      for (let step = 0; step < 3 && (await page.getByTestId('calendar-entry').count()) === 0; step++) {
        await page.waitForTimeout(800);
        if ((await page.getByTestId('calendar-entry').count()) > 0) break;
        await page.getByTestId('calendar-next').click();
      }
      await expect(page.getByTestId('calendar-entry').first(), where).toBeVisible({ timeout: 10_000 });
      break;
    }
    case 'board': {
      await expect(page.getByTestId('board-card').first(), where).toBeVisible({ timeout: 15_000 });
      expect(await page.getByTestId('board-lane').count(), where).toBeGreaterThan(1);
      break;
    }
    case 'form': {
      await expect(page.getByTestId('record-form'), where).toBeVisible({ timeout: 15_000 });
      // The generated settings row: service level 95 %.
      await expect(page.getByTestId('record-form').locator('input[value="95"]').first(), where).toBeVisible();
      break;
    }
    case 'status': {
      await expect(page.getByTestId('status-row').first(), where).toBeVisible({ timeout: 15_000 });
      expect(await page.getByTestId('status-row').count(), where).toBeGreaterThan(20);
      break;
    }
    default:
      throw new Error(`${where}: no check for view kind ${view.kind}`);
  }
}

async function checkPage(page: Page, request: APIRequestContext, token: string, lang: string, p: PageCase) {
  const views = await viewsOf(p.route);
  expect(views.length, `${p.route} declares views`).toBeGreaterThan(0);
  await page.goto(p.path);
  await expect(page.getByTestId('views-page')).toHaveAttribute('data-route', p.route);
  for (const [i, view] of views.entries()) {
    await openTab(page, i, views.length);
    await checkView(page, request, token, p, view, i, lang);
    if (p.shot && i === 0) await page.screenshot({ path: `test-results/screenshots/pages-data-${p.shot}.png` });
  }
  if (p.extra) await p.extra(page);
}

test('as the administrator every master-data page shows the demo company\'s data', async ({ page }) => {
  test.setTimeout(240_000);
  const admin = await openAs(page, DEMO.admin);
  for (const p of PAGES) await checkPage(page, page.request, admin.Token, admin.Profile.Language, p);
});

test('the container pages show their demo containers once the containers plugin is active', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await demoAuth(page.request, DEMO.admin);
  const set = (active: boolean) => page.request.put('/api/plugins/CONTAINERS', { headers: auth(admin.Token), data: { Active: active } });
  expect((await set(true)).ok()).toBeTruthy();
  try {
    await useToken(page, admin.Token);
    for (const p of CONTAINER_PAGES) await checkPage(page, page.request, admin.Token, admin.Profile.Language, p);
  } finally {
    // The demo company keeps CONTAINERS inactive (README, tests/api/company-data.test.ts).
    expect((await set(false)).ok()).toBeTruthy();
  }
});

test('the read-only viewer browses the pages but is offered no create, import, move or save', async ({ page }) => {
  await openAs(page, DEMO.viewer, '/products');
  await expect(page.locator('[data-testid="data-grid"] tr[data-row-id]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('export-button')).toBeVisible();
  await expect(page.getByTestId('create-button')).toHaveCount(0);
  await expect(page.getByTestId('import-button')).toHaveCount(0);
  // Opening a row shows it, without a save button.
  await page.locator('[data-testid="data-grid"] tr[data-row-id]').first().click();
  await expect(page.getByTestId('record-detail')).toBeVisible();
  await expect(page.getByTestId('record-detail')).toContainText('Brand');
  await expect(page.getByTestId('save-button')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/meeting-task');
  await expect(page.getByTestId('board-card').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('board-card-move')).toHaveCount(0);
  await expect(page.getByTestId('create-button')).toHaveCount(0);

  await page.goto('/hierarchy');
  await expect(page.getByTestId('tree-node').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('create-button')).toHaveCount(0);
  await expect(page.getByTestId('tree-add-child')).toHaveCount(0);

  // The settings form becomes the record's read-only detail.
  await page.goto('/plugins');
  await expect(page.getByTestId('record-detail')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('record-form')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/pages-data-viewer-plugins.png' });
});

test('the demand planner sees products without their unit cost; the administrator sees it', async ({ page, browser }) => {
  const planner = await temporaryUser(page.request, [2], 'Demand planner only');
  await useToken(page, planner.Token);
  await page.goto('/products');
  await expect(page.locator('[data-testid="data-grid"] tr[data-row-id]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('sort-price')).toBeVisible();
  await expect(page.getByTestId('sort-unitCost')).toHaveCount(0);
  const response = await page.request.get('/api/data/product?pageSize=5', { headers: auth(planner.Token) });
  expect((await response.json()).data.rows[0]).not.toHaveProperty('unitCost');

  const other = await browser.newPage();
  await openAs(other, DEMO.admin, '/products');
  await expect(other.getByTestId('sort-unitCost')).toBeVisible({ timeout: 15_000 });
  await other.close();
});

test('an edit made on a page appears in the modification log', async ({ page }) => {
  const admin = await openAs(page, DEMO.admin, '/customers');
  const first = page.locator('[data-testid="data-grid"] tr[data-row-id]').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  await first.click();
  const drawer = page.getByTestId('record-drawer');
  await expect(drawer.getByTestId('record-form')).toBeVisible();
  const stamp = String(Date.now());
  await drawer.locator('input[data-field="phone"]').fill(`+34 600 ${stamp.slice(-6, -3)} ${stamp.slice(-3)}`);
  await drawer.getByTestId('save-button').click();
  // Saved: the form is clean again, so saving is disabled until the next change.
  await expect(drawer.getByTestId('save-button')).toBeDisabled({ timeout: 10_000 });

  // The customers' changes only: tests running beside this one may audit many rows of other entities meanwhile.
  await page.goto('/modifications?entity=customer');
  await expect(page.getByTestId('audit-row').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('audit-table')).toContainText(admin.Profile.Name);
  await page.screenshot({ path: 'test-results/screenshots/pages-data-modifications.png' });
});
