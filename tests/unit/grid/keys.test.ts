// Every translation key the grid's code names is listed in GRID_VIEW_KEYS
// (so the config check demands it in all five languages), and each language
// translates every listed key, plurals in _one, _many and _other.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { GRID_VIEW_KEYS } from '../../../engine/data/grid-keys';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DIR = path.join(ROOT, 'engine/views/grid');

describe('translation keys of the grid', () => {
  const listed = new Set(GRID_VIEW_KEYS);
  const has = (key: string) => listed.has(key) || listed.has(`${key}_other`);

  it('every literal grid.ui key in engine/views/grid is listed, and the ones built from a value too', () => {
    const used = new Set<string>();
    for (const file of readdirSync(DIR).filter((f) => /\.tsx?$/.test(f))) {
      for (const m of readFileSync(path.join(DIR, file), 'utf8').matchAll(/['`](grid\.ui\.[A-Za-z.]+)['`]/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((k) => !has(k))).toEqual([]);
    for (const op of ['set', 'add', 'percent']) expect(has(`grid.ui.bulkHint.${op}`)).toBe(true);
    expect(has('data.kinds.grid')).toBe(true);
  });

  it('each language translates every listed key', () => {
    for (const lang of ['es', 'ca', 'en', 'it', 'fr']) {
      const tree = parse(readFileSync(path.join(ROOT, `config/i18n/${lang}/grid.yaml`), 'utf8')) as Record<string, unknown>;
      const get = (key: string) => key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], tree);
      for (const key of GRID_VIEW_KEYS) {
        const forms = key.endsWith('_other') ? ['_one', '_many', '_other'].map((s) => key.replace(/_other$/, s)) : [key];
        for (const k of forms) expect(typeof get(k), `${lang}: ${k}`).toBe('string');
      }
    }
  });
});
