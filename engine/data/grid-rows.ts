// Rows of the planning grid named by their grouped levels ([path, value]
// pairs): a canonical key (comments are stored under it), ancestry (a row
// covers the rows below it), and the check of a row sent by a browser.
import type { GridValue, RowFilter } from './grid-api';

const PATH = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*){0,3}$/;
export const MAX_ROW_KEY = 500;

/** Is `a` a level reached through `b` (product.family through product): b's value decides a's. */
const implied = (a: string, b: string) => a !== b && a.startsWith(`${b}.`);

/**
 * The same text for the same row however it was reached: the levels another
 * level decides are left out (a family reached from its category, or a
 * product under its family, is the family, the product), the rest sorted by
 * path as path=JSON value, joined by |.
 */
export function rowKey(filter: RowFilter): string {
  return filter.filter(([path]) => !filter.some(([other]) => implied(path, other)))
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([path, value]) => `${path}=${JSON.stringify(value)}`).join('|');
}

const same = (a: GridValue, b: GridValue) => a === b;

/** Does `a` group `b` (every level of a is in b with the same value) and is it above it? */
export function covers(a: RowFilter, b: RowFilter): boolean {
  return a.length < b.length && a.every(([path, value]) => b.some(([p, v]) => p === path && same(v, value)));
}

export function sameRow(a: RowFilter, b: RowFilter): boolean {
  return a.length === b.length && rowKey(a) === rowKey(b);
}

/** A row (or a filter) as sent by a browser, checked: pairs of a known path and a scalar, each path once. */
export function parseRowFilter(input: unknown, paths: ReadonlySet<string>): RowFilter | string {
  if (!Array.isArray(input)) return 'a row is a list of [path, value] pairs';
  const seen = new Set<string>();
  const out: RowFilter = [];
  for (const pair of input) {
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string') return 'a row is a list of [path, value] pairs';
    const [path, value] = pair as [string, unknown];
    if (!PATH.test(path) || !paths.has(path)) return `"${path}" is not a level of this grid`;
    if (seen.has(path)) return `"${path}" is named twice`;
    seen.add(path);
    if (value !== null && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return `the value of "${path}" must be a text, a number, true, false or null`;
    if (typeof value === 'string' && value.length > 200) return `the value of "${path}" is too long`;
    out.push([path, value]);
  }
  if (rowKey(out).length > MAX_ROW_KEY) return 'the row names too many levels';
  return out;
}
