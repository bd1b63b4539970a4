// Golden tests for type generation, TanStack-style: tests/fixtures/typegen/<case>/
// holds schemas/ and the expected.ts they must generate. UPDATE_GOLDEN=1
// rewrites expected.ts after a deliberate change (review the diff).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_SCHEMA, generateTypes } from '../../../scripts/config/generate-types';
import { SCHEMAS_DIR } from '../../../scripts/config/schemas';
import { FIXTURES } from './fixtures';

const CASES = path.join(FIXTURES, 'typegen');

describe('generateTypes golden fixtures', () => {
  for (const name of readdirSync(CASES).sort()) {
    it(name, async () => {
      const dir = path.join(CASES, name, 'schemas');
      const files = readdirSync(dir).filter((f) => f.endsWith('.schema.json') && f !== COMMON_SCHEMA).sort();
      const actual = await generateTypes(dir, files);
      const expectedFile = path.join(CASES, name, 'expected.ts');
      if (process.env.UPDATE_GOLDEN) writeFileSync(expectedFile, actual);
      expect(actual).toBe(readFileSync(expectedFile, 'utf8'));
    });
  }
});

describe('generateTypes on schemas/', () => {
  it('declares each type once, with no numbered duplicates and no orphan comments', async () => {
    const output = await generateTypes(SCHEMAS_DIR);
    const names = [...output.matchAll(/^export (?:type|interface) (\w+)/gm)].map((m) => m[1]);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => /\d$/.test(n))).toEqual([]);
    // A top-level doc comment must be followed by its declaration.
    expect(output).not.toMatch(/^ \*\/\n(?!export )/m);
  });
});
