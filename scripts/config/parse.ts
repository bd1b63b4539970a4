// Parses one YAML file into plain values. Syntax errors become problems (all
// of them, not just the first) and the file's values are then left out of
// validation. The yaml AST is not kept: for a big file it weighs many times
// the text, and holding every file's AST made garbage collection the largest
// cost of a 10,000-route load. Positions come from parseForPositions, run
// again only for files that have a problem to point into.
import { load as fastLoad } from 'js-yaml';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { ConfigProblem } from './problems.ts';

export interface ParsedFile {
  file: string;
  /** The document's values; undefined when the file has syntax errors. */
  value: unknown;
  /** Syntax errors and duplicate keys. */
  problems: ConfigProblem[];
}

/** The AST and line index of a text, for turning paths into line:column. */
export function parseForPositions(text: string): { doc: Document.Parsed; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  // uniqueKeys: false because yaml's own duplicate-key check compares every key
  // with every earlier one (quadratic: seconds for a 10,000-key translation
  // map); inspectNodes below does the same job with one Set per map.
  // logLevel error: problems are reported as ConfigProblems below, not as
  // process warnings printed by the yaml package.
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false, logLevel: 'error' });
  return { doc, lineCounter };
}

/**
 * Syntax where js-yaml and yaml may disagree (found by differential fuzzing,
 * tests/unit/config/parse.property.test.ts): empty, null or explicit keys
 * (`: x`, `~: x`, `? x`), anchors, aliases, tags, directives and numbers too
 * large for a double (1e400: a string for js-yaml, Infinity for yaml). Such
 * files take the full parse.
 */
const NEEDS_FULL_PARSE =
  /^[ \t-]*[:?](?:[ \t]|$)|[{,[][ \t]*[:?](?:[ \t,\]}]|$)|(?:^[ \t-]*|[{,[][ \t]*)(?:~|null|Null|NULL)[ \t]*:(?:[ \t,\]}]|$)|(?:^|[\s[{,])[&*!][^\s]|^%|[0-9.][eE][-+]?[0-9]{3}/m;

/** True when the file may take js-yaml's fast path. */
export const fastPathEligible = (text: string): boolean => !NEEDS_FULL_PARSE.test(text);

/**
 * Values of a file, or its problems. The yaml package is the reference (it is
 * what editors use through yaml-language-server, and it reports every error
 * with a position) but it reads about 2 MB/s: a 10,000-route config in five
 * languages is 10 MB, 5 s. js-yaml reads the same text ~8x faster, so a file
 * js-yaml reads without error, written without the syntax above, takes its
 * values from js-yaml; anything else (every error included) goes through yaml.
 */
export function parseYaml(file: string, text: string): ParsedFile {
  if (fastPathEligible(text)) {
    try {
      const value = fastLoad(text);
      if (value !== undefined) return { file, value, problems: [] };
    } catch {
      // A syntax error: the full parse below reports it, with every other one.
    }
  }
  return fullParse(file, text);
}

function fullParse(file: string, text: string): ParsedFile {
  const { doc, lineCounter } = parseForPositions(text);
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(Math.max(0, Math.min(offset, text.length)));
    return { line: Math.max(1, line), column: Math.max(1, col) };
  };
  const problems: ConfigProblem[] = doc.errors.map((error) => ({
    file,
    ...at(error.pos[0]),
    path: '',
    code: `yaml/${error.code}`,
    message: `YAML syntax error: ${error.message.replace(/\s+/g, ' ').trim()}`,
  }));
  if (problems.length === 0) {
    const { duplicates, unresolvedAliases, complexKeys } = inspectNodes(doc);
    for (const offset of complexKeys) {
      problems.push({
        file,
        ...at(offset),
        path: '',
        code: 'yaml/COMPLEX_KEY',
        message: 'a key must be plain text, not a list or a map',
      });
    }
    for (const key of duplicates) {
      const first = at(key.first);
      problems.push({
        file,
        ...at(key.offset),
        path: '',
        code: 'yaml/DUPLICATE_KEY',
        message: `duplicate key "${key.name}" (first defined at line ${first.line}); keys must be unique`,
      });
    }
    for (const alias of unresolvedAliases) {
      problems.push({
        file,
        ...at(alias.offset),
        path: '',
        code: 'yaml/UNRESOLVED_ALIAS',
        message: `YAML syntax error: alias *${alias.name} refers to no anchor &${alias.name} above it`,
      });
    }
  }
  let value: unknown;
  if (problems.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: 1000 });
    } catch (error) {
      // e.g. an alias bomb; report it like a syntax error rather than crash.
      problems.push({ file, line: 1, column: 1, path: '', code: 'yaml/UNREADABLE', message: `YAML could not be read: ${(error as Error).message}` });
    }
  }
  return { file, value, problems };
}

interface DuplicateKey {
  name: string;
  offset: number;
  first: number;
}

/** One pass over the tree: repeated keys (one Set per map), list or map keys, aliases without an anchor. */
function inspectNodes(doc: Document.Parsed): {
  duplicates: DuplicateKey[];
  unresolvedAliases: Array<{ name: string; offset: number }>;
  complexKeys: number[];
} {
  const duplicates: DuplicateKey[] = [];
  const complexKeys: number[] = [];
  const unresolvedAliases: Array<{ name: string; offset: number }> = [];
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      const seen = new Map<string, number>();
      for (const pair of node.items) {
        const key = pair.key as Node | null;
        if (isScalar(key) && key.range) {
          const name = String(key.value);
          const first = seen.get(name);
          if (first === undefined) seen.set(name, key.range[0]);
          else duplicates.push({ name, offset: key.range[0], first });
        } else if (isMap(key) || isSeq(key)) {
          complexKeys.push(key.range?.[0] ?? 0);
        }
        stack.push(pair.key, pair.value);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) stack.push(item);
    } else if (isAlias(node) && node.resolve(doc) === undefined) {
      unresolvedAliases.push({ name: node.source, offset: node.range?.[0] ?? 0 });
    }
  }
  return { duplicates, unresolvedAliases, complexKeys };
}
