// The posting lists (engine/search/postings.ts) only choose which entries to
// rank: results must be exactly those of ranking every entry. The reference
// here is such a full scan, written from the rules (rank.ts: rank, then name
// length for prefix matches, then alphabetical), over a generated catalogue
// of 10,000 entries and random queries from a fixed seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearchSession, flattenResults, normalize, Rank, rankOf, search, searchEntries, type SearchEntry } from '../../../engine/search';

/** mulberry32: a small seeded generator, so every run draws the same catalogue and queries. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'Previsión', 'previsiones', 'Ventas', 'stock', 'Stock/ABC', 'año-2024', 'Über', 'straße', 'œuvre', 'informe', 'compras',
  'producción', 'S&OP', 'x', 'Z', 'a', 'ñ', '42', 'KPI', 'línea', 'roturas', 'sobreprevisión', 'e-mail', 'pre', 'pedidos',
];
const SECTIONS = ['Previsiones', 'Comercial', 'Aprovisionamiento', 'Informes', 'Configuración', 'Ñandú'];
const QUERY_CHARS = 'abcdeilnoprstuvxzñóü0124 -/&É';

function catalogue(n: number, next: () => number): SearchEntry[] {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const words = (max: number) => Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(WORDS)).join(' ');
  return Array.from({ length: n }, (_, i) => ({
    key: `k${i}`,
    title: next() < 0.05 ? pick(WORDS) : `${words(3)}${next() < 0.3 ? ` ${i}` : ''}`,
    keywords: Array.from({ length: Math.floor(next() * 3) }, () => words(2)),
    sectionTitle: pick(SECTIONS),
  }));
}

interface Row { entry: SearchEntry; title: string; others: string; all: string; sortKey: string }

/** The entries folded once and in alphabetical order (folded name, name, key), for fullScan. */
function reference(entries: readonly SearchEntry[]): Row[] {
  const rows = entries.map((entry) => {
    const title = normalize(entry.title);
    const others = [...entry.keywords, entry.sectionTitle].map(normalize).join('\n');
    return { entry, title, others, all: `${title}\n${others}`, sortKey: `${title}\n${entry.title}\n${entry.key}` };
  });
  return rows.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
}

/** Every entry ranked by rankOf, best rank first, prefix matches by name length, else alphabetical: what the index must return. */
function fullScan(rows: readonly Row[], query: string): SearchEntry[] {
  const q = normalize(query);
  if (q === '') return [];
  const words = q.split(' ');
  const byRank: Row[][] = Array.from({ length: 6 }, () => []);
  for (const row of rows) {
    const rank = rankOf(row, q, words);
    if (rank !== 255) byRank[rank].push(row);
  }
  byRank[Rank.prefix].sort((a, b) => a.title.length - b.title.length); // stable: alphabetical among equal lengths
  return byRank.flat().map((row) => row.entry);
}

/** Entries grouped by section in the order of each section's first entry (Map.groupBy is Node 21+). */
function bySection(entries: readonly SearchEntry[]): SearchEntry[] {
  const groups = new Map<string, SearchEntry[]>();
  for (const e of entries) groups.set(e.sectionTitle, [...(groups.get(e.sectionTitle) ?? []), e]);
  return [...groups.values()].flat();
}

/** Random queries: single characters, pieces of the catalogue's texts (cased and spaced anyhow), several words, noise. */
function queries(entries: readonly SearchEntry[], count: number, next: () => number): string[] {
  const out: string[] = [];
  const piece = () => {
    const entry = entries[Math.floor(next() * entries.length)];
    const text = [entry.title, ...entry.keywords, entry.sectionTitle][Math.floor(next() * (2 + entry.keywords.length))] ?? entry.title;
    const from = Math.floor(next() * text.length);
    return text.slice(from, from + 1 + Math.floor(next() * 6));
  };
  for (let i = 0; i < count; i++) {
    const kind = i % 5;
    if (kind === 0) out.push(QUERY_CHARS[Math.floor(next() * QUERY_CHARS.length)]);
    else if (kind === 1) out.push(piece());
    else if (kind === 2) out.push(`${piece()} ${piece()}`.toUpperCase());
    else if (kind === 3) out.push(`  ${piece()}  `);
    else out.push(Array.from({ length: 1 + Math.floor(next() * 3) }, () => QUERY_CHARS[Math.floor(next() * QUERY_CHARS.length)]).join(''));
  }
  return out;
}

describe('search through posting lists', () => {
  const next = random(20261124);
  const entries = catalogue(10_000, next);
  const index = buildSearchIndex(entries);
  const rows = reference(entries);

  it('returns exactly what a full scan returns, on 10,000 entries and random queries', () => {
    for (const query of queries(entries, 200, next)) {
      const expected = fullScan(rows, query);
      expect(searchEntries(index, query).map((e) => e.key).join(), JSON.stringify(query)).toBe(expected.map((e) => e.key).join());
      const limited = search(index, query, { limit: 50 });
      expect(limited.total).toBe(expected.length);
      // The first 50, grouped by section in the order of each section's best match.
      expect(flattenResults(limited).map((e) => e.key)).toEqual(bySection(expected.slice(0, 50)).map((e) => e.key));
      const counts = new Map<string, number>();
      for (const e of expected) counts.set(e.sectionTitle, (counts.get(e.sectionTitle) ?? 0) + 1);
      for (const group of limited.groups) expect(group.count).toBe(counts.get(group.sectionTitle));
    }
  }, 30_000);

  it('keeps a session, typing letter by letter, equal to the full scan', () => {
    const session = createSearchSession(index);
    for (const query of queries(entries, 40, next)) {
      const text = query.trim() || 'a';
      for (let i = 1; i <= text.length; i++) {
        const typed = text.slice(0, i);
        expect(session.search(typed).total, JSON.stringify(typed)).toBe(fullScan(rows, typed).length);
      }
    }
  }, 30_000);

  it('finds nothing for a character no entry holds, and every exact one-letter name first', () => {
    expect(searchEntries(index, 'q')).toEqual([]);
    const found = searchEntries(index, 'Z');
    expect(found.length).toBeGreaterThan(0);
    expect(normalize(found[0].title)).toBe('z');
  });

  it('holds for any small catalogue and query (property)', () => {
    const text = fc.array(fc.constantFrom(...'aeiosrn ó-1É'), { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''));
    const entry = fc.record({ title: text, keywords: fc.array(text, { maxLength: 2 }), sectionTitle: fc.constantFrom('Ventas', 'Previsión', 'S') });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 30 }), text, (raw, query) => {
        const small: SearchEntry[] = raw.map((x, i) => ({ ...x, key: `k${i}` }));
        expect(searchEntries(buildSearchIndex(small), query)).toEqual(fullScan(reference(small), query));
      }),
      { numRuns: 300, seed: 10 },
    );
  });
});
