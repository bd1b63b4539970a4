// Every step of config/onboarding.yaml has its content: a file
// src/onboarding/<content>.tsx, in the map the product hands to the wizard.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfigOrThrow } from '../../../scripts/config/load';
import { onboardingSteps } from '../../../src/onboarding';

describe('onboarding step contents', () => {
  it('each step content named in onboarding.yaml exists and is mapped, and nothing else is', async () => {
    const { config } = await loadConfigOrThrow({ root: process.cwd() });
    const contents = config.onboarding.steps.map((s) => s.content);
    expect(contents).toHaveLength(11);
    for (const content of contents) {
      expect(existsSync(path.join(process.cwd(), 'src/onboarding', `${content}.tsx`)), content).toBe(true);
      expect(onboardingSteps[content], content).toBeDefined();
    }
    expect(Object.keys(onboardingSteps).sort()).toEqual([...contents].sort());
  });

  it('the welcome video the config names is shipped, small', async () => {
    const { config } = await loadConfigOrThrow({ root: process.cwd() });
    const video = config.onboarding.help.welcomeVideo;
    expect(video).toMatch(/^\/assets\/onboarding\/.+\.(webm|mp4)$/);
    const file = path.join(process.cwd(), 'public', video);
    expect(existsSync(file)).toBe(true);
    const { statSync } = await import('node:fs');
    expect(statSync(file).size).toBeLessThan(300 * 1024);
  });
});
