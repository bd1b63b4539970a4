// Accessibility (issue 4, "Quality bars"): axe-core reports no serious or
// critical violations on home, the forbidden page and the login page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, openAs } from './support/app';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

test('login page', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home page', async ({ page }) => {
  await openAs(page, DEMO.admin);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('forbidden page', async ({ page }) => {
  await openAs(page, DEMO.viewer, '/manager');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a views page and the open avatar menu', async ({ page }) => {
  await openAs(page, DEMO.admin, '/forecasts');
  await expect(page.getByTestId('views-page')).toHaveAttribute('data-route', 'forecasts');
  // its report has loaded (axe checks the content, not a skeleton)
  await expect(page.getByTestId('views-page').getByRole('table').first()).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('every icon button of the header has a name, and focus is visible', async ({ page }) => {
  await openAs(page, DEMO.admin);
  const buttons = page.getByRole('banner').getByRole('button');
  for (const button of await buttons.all()) {
    expect((await button.getAttribute('aria-label')) ?? (await button.innerText())).not.toEqual('');
  }
  await page.getByTestId('brand').focus();
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
});
