// The dependency rule of README's layout: the engine knows no product, the
// product's rules are plain TypeScript both sides import, and the server
// imports no React. Read from the import lines of every source file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sources(rel);
    return /\.(ts|tsx)$/.test(name) ? [rel] : [];
  });
}

/** Every module a file imports, resolved to a path from the repository root when relative. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]);
  return specs.map((spec) => (spec.startsWith('.') ? path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), spec)) : spec));
}

function offenders(dir: string, refused: (spec: string) => boolean): string[] {
  return sources(dir).flatMap((file) => importsOf(file).filter(refused).map((spec) => `${file} -> ${spec}`));
}

const under = (root: string) => (spec: string) => spec === root || spec.startsWith(`${root}/`);

describe('layers', () => {
  it('the engine imports neither the product, src nor server', () => {
    expect(offenders('engine', (s) => under('product')(s) || under('src')(s) || under('server')(s))).toEqual([]);
  });

  it('product/ is plain TypeScript: no React, no DOM libraries, nothing of src or server', () => {
    expect(offenders('product', (s) => /^(react|react-dom|@mantine|@tabler)(\/|$)/.test(s) || under('src')(s) || under('server')(s))).toEqual([]);
  });

  it('the server imports no React and nothing of src or the React engine folders', () => {
    const react = (s: string) => /^(react|react-dom|@mantine|@tabler)(\/|$)/.test(s);
    const reactEngine = (s: string) => ['engine/shell', 'engine/wizard', 'engine/state', 'engine/i18n'].some((d) => under(d)(s));
    expect(offenders('server', (s) => react(s) || under('src')(s) || reactEngine(s))).toEqual([]);
  });

  it('finds imports at all (the check reads real files)', () => {
    expect(importsOf('server/routes/onboarding/billing.ts')).toContain('product/reference');
  });
});
