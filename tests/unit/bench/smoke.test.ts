import { describe, expect, it } from 'vitest';
import { benchScripts } from '../../../scripts/bench/smoke';

describe('bench:smoke', () => {
  it('runs every bench:* script but the smoke runner itself, in package.json order', () => {
    const scripts = {
      test: 'vitest',
      bench: 'npm run bench:config && npm run bench:ui',
      'bench:config': 'tsx a.ts',
      'bench:smoke': 'tsx smoke.ts',
      'bench:forecast': 'tsx f.ts',
      'benchmark:other': 'x',
      'bench:ui': 'tsx u.ts',
    };
    expect(benchScripts(scripts)).toEqual(['bench:config', 'bench:forecast', 'bench:ui']);
  });
});
