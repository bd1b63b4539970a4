// parse.ts reads most files with js-yaml (fast) and falls back to the yaml
// package (the reference, with positions) for errors and for the syntax where
// the two were seen to disagree. This differential test checks the fast path
// never accepts what yaml rejects and always yields yaml's values.
// FC_NUM_RUNS=100000 for a deep local run (found the NEEDS_FULL_PARSE cases).
import fc from 'fast-check';
import { load } from 'js-yaml';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fastPathEligible, parseForPositions, parseYaml } from '../../../scripts/config/parse';
import { fixtureFiles } from './fixtures';

const NUM_RUNS = Number(process.env.FC_NUM_RUNS ?? 200);
const TEXTS = [...fixtureFiles().values()];
const GARBAGE = [
  ':', '- ', '{', '}', '[', ']', '"', "'", '\t', '&a ', '*a', '!!str ', '%YAML 1.1\n', '\n  ', '\n---\n', '? ', '#', '|', '>',
  'x: y', '0x1F', '~', '0o17', '0b11', '1_000', '.inf', 'yes', '<<: *a', ' #', '\r\n', '\\', '`', '!', '&', '*', 'null',
  '1e3', '+1', '...', '--- ', '%', ' - ', ': ', ',', '"\\u00e9"', "'it''s'", '\u00a0', '\ufeff', '~:', 'null: x', '[a]: x',
  '{a: 1}: x', '{a: 1, a: 2}', '- - x', '|-\n  x', '>+\n', 'k: |\n  a\n  b\n', "k: 'a\n  b'",
];
const edit = fc.record({
  at: fc.nat(),
  text: fc.oneof(fc.constantFrom(...GARBAGE), fc.string({ maxLength: 5 })),
  cut: fc.boolean(),
  length: fc.nat(12),
});

function referenceParse(text: string): { ok: true; value: unknown } | { ok: false } {
  const { doc } = parseForPositions(text);
  if (doc.errors.length > 0) return { ok: false };
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: 1000 }) };
  } catch {
    return { ok: false };
  }
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value ?? null));

describe('parseYaml fast path', () => {
  it('agrees with the yaml package whenever it is taken', () => {
    fc.assert(
      fc.property(fc.nat(TEXTS.length - 1), fc.array(edit, { minLength: 1, maxLength: 3 }), (which, edits) => {
        let text = TEXTS[which];
        for (const e of edits) {
          const at = e.at % (text.length + 1);
          text = e.cut ? text.slice(0, at) + text.slice(at + e.length) : text.slice(0, at) + e.text + text.slice(at);
        }
        if (!fastPathEligible(text)) return;
        let fast: unknown;
        try {
          fast = load(text);
        } catch {
          return; // the fast path falls back to the reference parse
        }
        if (fast === undefined) return;
        const reference = referenceParse(text);
        expect(reference.ok, text).toBe(true);
        if (reference.ok) expect(isDeepStrictEqual(plain(fast), plain(reference.value)), text).toBe(true);
      }),
      { numRuns: NUM_RUNS },
    );
  }, 5_000 + NUM_RUNS * 10);

  it('leaves anchors, aliases, tags, directives and empty keys to the full parse', () => {
    for (const text of ['a: &x 1\nb: *x\n', 'a: !!str 1\n', '%YAML 1.2\n---\na: 1\n', ': x\n', 'a: { : x }\n', '? a\n: b\n', '~: x\n', '- null: x\n']) {
      expect(fastPathEligible(text), text).toBe(false);
    }
    for (const text of ['productName: Plania S&OP\n', 'title: "*important* & urgent!"\n', 'k: [a, b]\n']) {
      expect(fastPathEligible(text), text).toBe(true);
    }
  });

  it('reports errors through the full parse, with positions', () => {
    expect(parseYaml('config/x.yaml', 'a: 1\na: 2\n').problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toEqual(['2:1 yaml/DUPLICATE_KEY']);
    expect(parseYaml('config/x.yaml', 'a: [1, 2\n').problems[0]).toMatchObject({ line: 2, column: 1, code: 'yaml/BAD_INDENT' });
  });
});
