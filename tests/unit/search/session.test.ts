// A search session looks only at the previous matches when the query extends
// the previous one: its results must be exactly those of a fresh search.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearchSession, search, syntheticEntries, type SearchEntry } from '../../../engine/search';

const LETTERS = ['a', 'e', 'i', 'o', 's', 'r', 'n', 'p', 'v', ' ', 'ó', 'E'];

describe('createSearchSession', () => {
  it('gives the same result as a fresh search, keystroke after keystroke (typed, deleted, retyped)', () => {
    const index = buildSearchIndex(syntheticEntries(400));
    const session = createSearchSession(index);
    const typed = ['p', 'pr', 'pre', 'prev', 'previ', 'previs', 'prevision', 'prevision ', 'prevision v', 'prevision', 'pre', 'pro', 'x', '', 'v'];
    for (const query of typed) expect(session.search(query, { limit: 50 })).toEqual(search(index, query, { limit: 50 }));
  });

  it('holds for any entries and any sequence of queries (property)', () => {
    const word = fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''));
    const entry = fc.record({ title: word, keywords: fc.array(word, { maxLength: 2 }), sectionTitle: fc.constantFrom('Ventas', 'Previsión', 'Stock') });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 30 }), fc.array(word, { minLength: 1, maxLength: 3 }), (raw, words) => {
        const entries: SearchEntry[] = raw.map((x, i) => ({ ...x, key: `k${i}` }));
        const index = buildSearchIndex(entries);
        const session = createSearchSession(index);
        // Type each word letter by letter, then shrink back: extensions and non-extensions alike.
        const text = words.join(' ');
        const queries = [...Array.from(text, (_, i) => text.slice(0, i + 1)), ...Array.from(text, (_, i) => text.slice(0, text.length - i))];
        for (const query of queries) expect(session.search(query, { limit: 5 })).toEqual(search(index, query, { limit: 5 }));
      }),
      { numRuns: 200 },
    );
  });
});
