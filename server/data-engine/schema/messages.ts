// Messages of the schema sync in the config's own form,
// `config/entities/product.yaml:14:3 fields.sku.maxLength: 40 -> 10 would cut 37 rows of data_products`,
// so a refused start-up names the line to look at. The column is found on
// the line itself (the compiled field only knows its line).
import type { NarrowingCheck, Origin } from '../../../engine/data/schema-changes';

/** Reads a config file's text (relative to the project root); undefined when it cannot. */
export type ReadSource = (source: string) => string | undefined;

export function locate(origin: Origin, read: ReadSource): { line: number; column: number } {
  const lines = read(origin.source)?.split(/\r?\n/);
  if (!lines) return { line: Math.max(origin.line, 1), column: 1 };
  let line = origin.line;
  if (line < 1) {
    // A top-level key (key:, unique:): its own line.
    const top = origin.path.split(/[.[]/)[0];
    const index = lines.findIndex((text) => text.startsWith(`${top}:`));
    line = index >= 0 ? index + 1 : 1;
    return { line, column: 1 };
  }
  const text = lines[line - 1] ?? '';
  const at = origin.name ? text.search(new RegExp(`\\b${origin.name}\\s*:`)) : -1;
  return { line, column: at >= 0 ? at + 1 : text.search(/\S|$/) + 1 };
}

export function refusal(check: NarrowingCheck, rows: number, read: ReadSource): string {
  const { line, column } = locate(check.origin, read);
  const noun = rows === 1 ? 'row' : 'rows';
  return `${check.origin.source}:${line}:${column} ${check.origin.path}: ${check.what} would ${check.verb} ${rows} ${noun} of ${check.table}`;
}

/** Thrown when a declared change would break stored rows; nothing has been changed. */
export class SchemaSyncError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The entities of config/entities do not fit the stored data; nothing was changed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.join('\n') +
        '\nFix the rows, or undo the change in the YAML.',
    );
    this.name = 'SchemaSyncError';
  }
}
