// Golden tests for config:diff (see tests/fixtures/config-diff/README.md).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffConfigs, loadDiffSide } from '../../../scripts/config/diff';
import { FIXTURE_UI_KEYS, FIXTURES, fixtureFiles, readTree } from './fixtures';

const CASES = path.join(FIXTURES, 'config-diff');

function overlay(files: Map<string, string>, dir: string): Map<string, string> {
  const out = new Map(files);
  if (existsSync(dir)) for (const [file, text] of readTree(dir)) if (file.startsWith('config/')) out.set(file, text);
  return out;
}

describe('config:diff golden cases', () => {
  const cases = readdirSync(CASES).filter((name) => statSync(path.join(CASES, name)).isDirectory()).sort();
  for (const name of cases) {
    it(name, async () => {
      const beforeFiles = overlay(fixtureFiles(), path.join(CASES, name, 'before'));
      const afterFiles = overlay(beforeFiles, path.join(CASES, name, 'after'));
      const before = await loadDiffSide(beforeFiles, 'before', { requiredUiKeys: FIXTURE_UI_KEYS });
      const after = await loadDiffSide(afterFiles, 'after', { requiredUiKeys: FIXTURE_UI_KEYS });
      expect(before.side && after.side, [...before.notes, ...after.notes].join('\n')).toBeTruthy();
      const notes = [...before.notes, ...after.notes].map((n) => `${n}\n`).join('');
      const actual = notes + diffConfigs(before.side!, after.side!);
      const expectedFile = path.join(CASES, name, 'expected.txt');
      if (process.env.UPDATE_GOLDEN) writeFileSync(expectedFile, actual);
      expect(actual).toBe(readFileSync(expectedFile, 'utf8'));
    });
  }
});

describe('config:diff sides', () => {
  it('refuses a side that does not compile, listing why', async () => {
    const files = fixtureFiles();
    files.set('config/roles.yaml', 'roles: [');
    const { side, notes } = await loadDiffSide(files, 'HEAD~1', { requiredUiKeys: FIXTURE_UI_KEYS });
    expect(side).toBeNull();
    expect(notes[0]).toMatch(/^HEAD~1 cannot be compiled \(\d+ config problems?\):$/);
    expect(notes.some((n) => /^ {2}config\/roles\.yaml:\d+:\d+ YAML syntax error/.test(n))).toBe(true);
  });
});
