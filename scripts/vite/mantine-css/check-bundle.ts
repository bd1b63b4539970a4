// Does every chunk have, once loaded, the Mantine sheets its components need?
// A chunk's CSS is loaded with it and with its static imports (Vite preloads
// them with a dynamic import), the entry's is there from the first paint, and
// a lazy chunk can count on what every chunk that lazy-loads it had. A lazy
// page that renders a component whose sheet only another lazy page imports
// looks right only after that other page was opened.

export interface ChunkFacts {
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Static imports (chunk names). */
  imports: readonly string[];
  /** Chunks it loads lazily (chunk names). */
  dynamicImports: readonly string[];
  /** Mantine sheets the chunk's CSS brings ("*" = all of core). */
  sheets: ReadonlySet<string>;
  /** What its source modules render: file, component and the sheets that component needs. */
  needs: ReadonlyArray<{ file: string; component: string; sheets: readonly string[] }>;
}

export interface MissingStyle {
  file: string;
  component: string;
  missing: string[];
  /** The entry or lazy chunk through which the file's chunk is loaded without them. */
  loadedBy: string;
}

export function missingStyles(chunks: readonly ChunkFacts[]): MissingStyle[] {
  const byName = new Map(chunks.map((c) => [c.name, c]));
  const closure = (root: ChunkFacts): ChunkFacts[] => {
    const out = new Map<string, ChunkFacts>();
    const stack = [root];
    while (stack.length > 0) {
      const chunk = stack.pop()!;
      if (out.has(chunk.name)) continue;
      out.set(chunk.name, chunk);
      for (const name of chunk.imports) {
        const next = byName.get(name);
        if (next) stack.push(next);
      }
    }
    return [...out.values()];
  };
  const sheetsOf = (list: ChunkFacts[], base: ReadonlySet<string> = new Set()) => {
    const all = new Set(base);
    for (const c of list) for (const s of c.sheets) all.add(s);
    return all;
  };
  const entries = chunks.filter((c) => c.isEntry);
  const always = sheetsOf(entries.flatMap(closure));
  const lazies = chunks.filter((c) => c.isDynamicEntry && !c.isEntry);
  const roots = [...entries, ...lazies];
  // Which roots load each lazy chunk: those whose closure holds a dynamic import of it.
  const loaders = new Map<string, ChunkFacts[]>(lazies.map((c) => [c.name, []]));
  for (const root of roots) {
    for (const chunk of closure(root)) for (const name of chunk.dynamicImports) loaders.get(name)?.push(root);
  }
  // Least fixpoint from below: a cycle of lazy chunks never vouches for itself.
  const available = new Map<string, Set<string>>(roots.map((r) => [r.name, sheetsOf(closure(r), always)]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const lazy of lazies) {
      const from = loaders.get(lazy.name)!;
      if (from.length === 0) continue;
      const mine = available.get(lazy.name)!;
      const shared = [...available.get(from[0].name)!].filter((s) => from.every((r) => available.get(r.name)!.has(s)));
      for (const sheet of shared) {
        if (mine.has(sheet)) continue;
        mine.add(sheet);
        changed = true;
      }
    }
  }
  const problems = new Map<string, MissingStyle>();
  for (const root of roots) {
    const have = available.get(root.name)!;
    if (have.has('*')) continue;
    for (const chunk of closure(root)) {
      for (const need of chunk.needs) {
        const missing = need.sheets.filter((s) => !have.has(s));
        const key = `${need.file}\0${need.component}`;
        if (missing.length > 0 && !problems.has(key)) problems.set(key, { file: need.file, component: need.component, missing, loadedBy: root.name });
      }
    }
  }
  return [...problems.values()].sort((a, b) => a.file.localeCompare(b.file) || a.component.localeCompare(b.component));
}
