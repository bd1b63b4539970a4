// One problem found in the config, wherever it was found (YAML syntax, JSON
// Schema, cross-reference rule). Every problem carries a position so an editor
// or terminal can jump to it; `code` is stable so tests and tools can match on
// it without parsing the human message.
export interface ConfigProblem {
  /** Path relative to the project root, e.g. config/routes/forecasts.yaml. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** Path inside the file, e.g. routes[2].permissions.features[1]; '' for the whole file. */
  path: string;
  /** Stable identifier, e.g. schema/type, yaml/BAD_INDENT, unknown-feature. */
  code: string;
  message: string;
}

/** `config/routes/forecasts.yaml:14:7 routes[2].permissions.features[1]: unknown feature ...` */
export function formatProblem(p: ConfigProblem): string {
  return `${p.file}:${p.line}:${p.column} ${p.path ? `${p.path}: ` : ''}${p.message}`;
}

/**
 * Sorts by file, position, then message, and drops exact repeats, so output is
 * stable from run to run (the order ajv or the rules found them in is not).
 */
export function sortProblems(problems: ConfigProblem[]): ConfigProblem[] {
  const seen = new Set<string>();
  const unique: ConfigProblem[] = [];
  for (const p of problems) {
    const key = `${p.file}\0${p.line}\0${p.column}\0${p.path}\0${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(p);
  }
  return unique.sort(
    (a, b) =>
      compareStrings(a.file, b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      compareStrings(a.path, b.path) ||
      compareStrings(a.message, b.message),
  );
}

/** Code-point order, independent of the machine's locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
