import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, withServerFlags } from '../../../server/node-flags';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

describe('the server\'s Node flags', () => {
  it('are given by npm start and by the end-to-end tests\' server', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start;
    const e2e = /command: '([^']*server\/main\.ts)'/.exec(read('playwright.config.ts'))?.[1] ?? '';
    for (const flag of SERVER_NODE_FLAGS) {
      expect(start.split(' ')).toContain(flag);
      expect(e2e.split(' ')).toContain(flag);
    }
  });

  it('are added to a process\'s options, replacing the same option given another value', () => {
    expect(withServerFlags(['--import', 'tsx'])).toEqual(['--import', 'tsx', ...SERVER_NODE_FLAGS]);
    expect(withServerFlags(['--max-semi-space-size=8', '--expose-gc'])).toEqual(['--expose-gc', ...SERVER_NODE_FLAGS]);
  });
});
