// Helpers of the onboarding wizard's e2e specs.
import { expect, type Page } from '@playwright/test';

export const SCREENSHOTS = 'test-results/screenshots';

export { seriousViolations } from './axe';

/** The wizard is showing step `status` (its content, not only its title). */
export async function expectStep(page: Page, status: number) {
  await expect(page.getByTestId('wizard-content')).toHaveAttribute('data-step', String(status), { timeout: 15_000 });
  await expect(page.getByTestId('step-loading')).toHaveCount(0, { timeout: 15_000 });
}

/** State of each step in the left list, in order. */
export async function stepStates(page: Page): Promise<string[]> {
  return page.getByTestId('wizard-steps').locator('.wizard-step').evaluateAll((els) => els.map((el) => el.getAttribute('data-state') ?? ''));
}

export async function shot(page: Page, name: string) {
  // Let transitions (speed-dial, modals) settle.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENSHOTS}/onboarding-${name}.png` });
}

/** Clicks the step's primary button ('save and continue') and waits for the next step. */
export async function continueTo(page: Page, next: number) {
  await page.getByTestId('step-continue').click();
  await expectStep(page, next);
}
