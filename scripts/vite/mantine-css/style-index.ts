// Which of @mantine/core's per-component style sheets each exported component
// needs. The app imports Mantine's CSS per component (the whole
// @mantine/core/styles.css would weigh on every first load), so a component
// rendered in a chunk that did not load its sheet shows unstyled until some
// other page loads it. Rather than keep a hand-written list of dependencies
// (Select needs Input, Combobox and Popover...), this reads Mantine's own ESM
// build: a component needs the sheet of every `X.module.mjs` its module
// imports, directly or through the components it is built on.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+"(\.[^"]+)"|^\s*import\s+"(\.[^"]+)"/gm;
const EXPORT_FROM_INDEX = /^import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)";/gm;

/** Component name -> the style sheets it needs (names under @mantine/core/styles/, without .css). */
export type StyleIndex = ReadonlyMap<string, ReadonlySet<string>>;

/** Builds the index from an installed @mantine/core (its package root). */
export function mantineStyleIndex(coreRoot: string): StyleIndex {
  const esm = path.join(coreRoot, 'esm');
  const sheets = new Set(readSheetNames(coreRoot));
  const memo = new Map<string, Set<string>>();
  const visit = (file: string, seen: Set<string>): Set<string> => {
    const known = memo.get(file);
    if (known) return known;
    const needs = new Set<string>();
    if (seen.has(file)) return needs; // import cycles (Combobox <-> its parts)
    seen.add(file);
    const base = path.basename(file, '.mjs');
    if (base.endsWith('.module')) {
      const sheet = base.slice(0, -'.module'.length);
      if (sheets.has(sheet)) needs.add(sheet);
    } else {
      for (const target of relativeImports(file)) {
        if (isStaticMemberPart(file, target)) continue;
        for (const sheet of visit(target, seen)) needs.add(sheet);
      }
    }
    memo.set(file, needs);
    return needs;
  };
  const index = new Map<string, Set<string>>();
  const source = readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  for (const match of source.matchAll(EXPORT_FROM_INDEX)) {
    const file = path.join(esm, match[2]);
    if (!file.includes(`${path.sep}components${path.sep}`) && !file.includes(`${path.sep}utils${path.sep}`)) continue;
    const needs = visit(file, new Set());
    for (const name of match[1].split(',').map((n) => n.trim().split(/\s+as\s+/).pop()!).filter(Boolean)) index.set(name, needs);
  }
  return index;
}

function readSheetNames(coreRoot: string): string[] {
  const listing = path.join(coreRoot, 'styles');
  return existsSync(listing)
    ? readdirSync(listing).filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css')).map((f) => f.slice(0, -4))
    : [];
}

/**
 * A styled part in a subfolder of the importing component (Checkbox/CheckboxCard)
 * is imported only to hang it on the component as a static member
 * (Checkbox.Card): Checkbox alone does not render it. Parts that share their
 * parent's sheet (Menu/MenuItem) are still followed.
 */
function isStaticMemberPart(from: string, target: string): boolean {
  const dir = path.dirname(target);
  if (path.dirname(dir) !== path.dirname(from)) return false;
  return existsSync(path.join(dir, `${path.basename(dir)}.module.mjs`));
}

function relativeImports(file: string): string[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const targets: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    if (spec) targets.push(path.resolve(path.dirname(file), spec));
  }
  return targets;
}
