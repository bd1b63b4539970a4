// Turns a path inside a file (['routes', 2, 'permissions']) into a line and
// column, using the yaml AST. When the path does not exist in the file (a
// missing key, a default), it points at the nearest ancestor that does.
import { isAlias, isMap, isScalar, isSeq, type Document, type LineCounter, type Node, type Pair, type YAMLMap } from 'yaml';
import type { PathSegment } from './paths.ts';

export interface Position {
  line: number;
  column: number;
}

export interface LocateOptions {
  /** Point at the key of the last segment (an unknown key, a map key that is itself the name). */
  key?: boolean;
}

export type Locate = (file: string, path: readonly PathSegment[], options?: LocateOptions) => Position;

export interface SourceDoc {
  doc: Document.Parsed;
  lineCounter: LineCounter;
}

/**
 * A `Locate` over parsed documents. Map keys are indexed on first use (one Map
 * per YAML map) so reporting thousands of problems in one big file stays
 * linear instead of scanning the map's pairs for every problem.
 */
export function createLocator(sources: (file: string) => SourceDoc | undefined): Locate {
  const pairIndex = new WeakMap<YAMLMap, Map<string, Pair>>();
  const pairsOf = (map: YAMLMap): Map<string, Pair> => {
    let index = pairIndex.get(map);
    if (!index) {
      index = new Map();
      for (const pair of map.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        if (!index.has(key)) index.set(key, pair as Pair);
      }
      pairIndex.set(map, index);
    }
    return index;
  };

  return (file, path, options = {}) => {
    const source = sources(file);
    if (!source) return { line: 1, column: 1 };
    const { doc, lineCounter } = source;
    let node: unknown = doc.contents;
    let target: Node | null = rangeOf(node) ? (node as Node) : null;
    let parentKey: Node | null = null;
    let complete = true;
    for (let i = 0; i < path.length; i++) {
      if (isAlias(node)) node = node.resolve(doc);
      const segment = path[i];
      const last = i === path.length - 1;
      if (isMap(node)) {
        const pair = pairsOf(node).get(String(segment));
        if (!pair) {
          complete = false;
          break;
        }
        const key = pair.key as Node | null;
        if (rangeOf(key)) parentKey = key;
        const value = pair.value as Node | null;
        // An empty value (`menu:`) has no useful range of its own: use the key.
        const valueIsEmpty = !value || (isScalar(value) && value.value === null && !value.source);
        if ((last && options.key) || valueIsEmpty) {
          if (rangeOf(key)) target = key;
          if (valueIsEmpty || last) break;
        }
        node = value;
      } else if (isSeq(node) && /^\d+$/.test(String(segment))) {
        node = node.items[Number(segment)];
        if (node === undefined) {
          complete = false;
          break;
        }
        parentKey = null;
      } else {
        complete = false;
        break;
      }
      if (rangeOf(node)) target = node as Node;
    }
    // Asked for a key that is not there: the key of its nearest parent
    // (`messages:`) says more than the first line inside it.
    if (!complete && options.key && parentKey) target = parentKey;
    const offset = target?.range?.[0] ?? 0;
    const { line, col } = lineCounter.linePos(offset);
    return { line: Math.max(1, line), column: Math.max(1, col) };
  };
}

function rangeOf(node: unknown): boolean {
  return node !== null && typeof node === 'object' && Array.isArray((node as Node).range);
}
