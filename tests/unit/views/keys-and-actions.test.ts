// Every translation key the views' code names is in DATA_VIEW_KEYS (so the
// config check demands it in all five languages), and every listed key is
// translated in each language. Plus the action rule: declared AND permitted.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { KNOWN_PROBLEMS } from '../../../engine/data/problems';
import { DATA_VIEW_KEYS } from '../../../engine/data/view-keys';
import { viewActions } from '../../../engine/views/shared/useActions';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const p = path.join(dir, f);
  return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
});

describe('translation keys of the views', () => {
  const listed = new Set(DATA_VIEW_KEYS);
  const has = (key: string) => listed.has(key) || listed.has(`${key}_other`);

  it('every literal data.* key in engine/views is listed', () => {
    const used = new Set<string>();
    for (const file of files(path.join(ROOT, 'engine/views'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['`](data\.[A-Za-z.]+)['`]/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !has(k))).toEqual([]);
  });

  it('the keys built from values are listed too: kinds, audit actions, problems, pager controls', () => {
    for (const kind of ['table', 'form', 'detail', 'tree', 'calendar', 'board', 'audit', 'status', 'report']) expect(has(`data.kinds.${kind}`)).toBe(true);
    for (const action of ['create', 'update', 'delete', 'import']) expect(has(`data.audit.actions.${action}`)).toBe(true);
    for (const code of KNOWN_PROBLEMS) expect(has(`data.problems.${code}`), code).toBe(true);
    for (const op of ['lt', 'lte', 'gt', 'gte', 'ne']) expect(has(`data.problems.badCheck.${op}`)).toBe(true);
    for (const c of ['first', 'previous', 'next', 'last']) expect(has(`data.table.${c}Page`)).toBe(true);
  });

  it('each language translates every listed key, plurals in _one, _many and _other', () => {
    for (const lang of ['es', 'ca', 'en', 'it', 'fr']) {
      const tree = parse(readFileSync(path.join(ROOT, `config/i18n/${lang}/data-views.yaml`), 'utf8')) as Record<string, unknown>;
      const get = (key: string) => key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], tree);
      for (const key of DATA_VIEW_KEYS) {
        const forms = key.endsWith('_other') ? ['_one', '_many', '_other'].map((s) => key.replace(/_other$/, s)) : [key];
        for (const k of forms) expect(typeof get(k), `${lang}: ${k}`).toBe('string');
      }
    }
  });
});

describe('view actions', () => {
  const all = { actions: ['create', 'edit', 'delete', 'import', 'export'] as const };
  it('need the declaration and the permission', () => {
    expect(viewActions({ actions: [...all.actions] }, { read: true, write: true })).toEqual({ create: true, edit: true, remove: true, import: true, export: true });
    expect(viewActions({ actions: [...all.actions] }, { read: true, write: false })).toEqual({ create: false, edit: false, remove: false, import: false, export: true });
    expect(viewActions({ actions: ['export'] }, { read: true, write: true })).toEqual({ create: false, edit: false, remove: false, import: false, export: true });
    expect(viewActions({ actions: [...all.actions] }, { read: false, write: false }).export).toBe(false);
  });
});
