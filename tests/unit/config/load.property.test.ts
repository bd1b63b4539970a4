// Whatever a product owner types, the loader answers with positioned problems
// and never throws. Start from the valid fixture, apply random edits (delete a
// key, change a scalar's type, rename an id, duplicate an entry, insert
// garbage, truncate, swap values, delete a file) and check every problem.
// FC_NUM_RUNS=2000 for a deeper local run.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isScalar, parseDocument, visit, type Document, type Pair, type Scalar, type YAMLSeq } from 'yaml';
import { loadConfigFromFiles } from '../../../scripts/config/load';
import { FIXTURE_PAGES, FIXTURE_UI_KEYS, fixtureFiles } from './fixtures';

const NUM_RUNS = Number(process.env.FC_NUM_RUNS ?? 40);
const BASE = fixtureFiles();
const FILES = [...BASE.keys()];
const KINDS = ['deleteKey', 'retype', 'renameId', 'duplicate', 'garbage', 'truncate', 'swap', 'deleteFile'] as const;
const GARBAGE = [':', '- ', '{', '}', '[', ']', '"', "'", '\t', '&a ', '*a', '!!str ', '%', '\n  ', '\n---\n', '? ', '#', '|', '>', 'x: y', '\u00e9', '0x1F', '~'];
const SCALARS: unknown[] = [42, -1, 3.5, 'text', '', true, false, null, [], {}, ['A'], { id: 'X' }];

interface Edit {
  file: string;
  kind: (typeof KINDS)[number];
  a: number;
  b: number;
  garbage: string;
}

const editArb: fc.Arbitrary<Edit> = fc.record({
  file: fc.constantFrom(...FILES),
  kind: fc.constantFrom(...KINDS),
  a: fc.nat(),
  b: fc.nat(),
  garbage: fc.oneof(fc.constantFrom(...GARBAGE), fc.string({ maxLength: 6 })),
});

function applyEdit(files: Map<string, string>, edit: Edit): void {
  const text = files.get(edit.file);
  if (text === undefined) return;
  const setText = (t: string) => files.set(edit.file, t);
  switch (edit.kind) {
    case 'deleteFile':
      files.delete(edit.file);
      return;
    case 'garbage': {
      const at = edit.a % (text.length + 1);
      setText(text.slice(0, at) + edit.garbage + text.slice(at));
      return;
    }
    case 'truncate':
      setText(text.slice(0, edit.a % (text.length + 1)));
      return;
  }
  const doc = parseDocument(text);
  if (doc.errors.length > 0) {
    setText(text.slice(0, edit.a % (text.length + 1)));
    return;
  }
  const pairs: Pair[] = [];
  const scalars: Scalar[] = [];
  const seqs: YAMLSeq[] = [];
  visit(doc, {
    Pair: (_, pair) => void pairs.push(pair as Pair),
    Scalar: (_, scalar) => void scalars.push(scalar as Scalar),
    Seq: (_, seq) => void seqs.push(seq as YAMLSeq),
  });
  const pick = <T>(list: T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);
  switch (edit.kind) {
    case 'deleteKey': {
      const pair = pick(pairs, edit.a);
      if (pair) visit(doc, { Pair: (_, p) => (p === pair ? visit.REMOVE : undefined) });
      break;
    }
    case 'retype': {
      const scalar = pick(scalars, edit.a);
      if (scalar) replaceNode(doc, scalar, SCALARS[edit.b % SCALARS.length]);
      break;
    }
    case 'renameId': {
      const ids = pairs.filter((p) => isScalar(p.key) && ['id', 'key', 'code', 'path', 'section', 'subSection', 'group'].includes(String(p.key.value)));
      const pair = pick(ids, edit.a);
      if (pair && isScalar(pair.value)) pair.value.value = `${String(pair.value.value)}${edit.garbage}`;
      break;
    }
    case 'duplicate': {
      const seq = pick(seqs.filter((s) => s.items.length > 0), edit.a);
      if (seq) seq.items.push(doc.createNode(JSON.parse(JSON.stringify(seq.toJSON()[edit.b % seq.items.length]))));
      break;
    }
    case 'swap': {
      const x = pick(scalars, edit.a);
      const y = pick(scalars, edit.b);
      if (x && y) [x.value, y.value] = [y.value, x.value];
      break;
    }
  }
  setText(doc.toString());
}

function replaceNode(doc: Document, target: Scalar, value: unknown): void {
  visit(doc, {
    Scalar: (_, node) => (node === target ? doc.createNode(value) : undefined),
  });
}

describe('loader under random edits', () => {
  it('never throws and always positions its problems', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(editArb, { minLength: 1, maxLength: 4 }), async (edits) => {
        const files = new Map(BASE);
        for (const edit of edits) applyEdit(files, edit);
        const result = await loadConfigFromFiles(files, { pages: FIXTURE_PAGES, requiredUiKeys: FIXTURE_UI_KEYS });
        expect(result.config === null).toBe(result.problems.length > 0);
        for (const p of result.problems) {
          expect(typeof p.file === 'string' && p.file.length > 0, JSON.stringify(p)).toBe(true);
          expect(Number.isInteger(p.line) && p.line >= 1, JSON.stringify(p)).toBe(true);
          expect(Number.isInteger(p.column) && p.column >= 1, JSON.stringify(p)).toBe(true);
          expect(p.message.trim().length > 0, JSON.stringify(p)).toBe(true);
          expect(p.code.length > 0, JSON.stringify(p)).toBe(true);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  }, 5_000 + NUM_RUNS * 100);
});
