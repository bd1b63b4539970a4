// The header row of an imported file matched to the entity's fields: by
// field name or by label in any language. A header naming nothing (or a
// field the caller may not see) is unknownColumn; the same field twice is
// duplicateColumn; a missing key column is missingColumn; a field the caller
// sees but may not change is forbiddenField. Computed and read-only fields,
// the system columns and empty headers are ignored, so an exported file
// imports back as it is.
import type { EntityPermissions } from '../../../engine/access/entity-access';
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { ImportProblem, ImportReport } from '../../../engine/data/api';
import { fold, type EntityLexicon } from './lexicon';

const SYSTEM = new Set(['id', 'version', 'createdat', 'updatedat']);

export interface HeaderMap {
  columns: ImportReport['columns'];
  /** Column index -> field name, for the columns imported. */
  fields: Array<string | null>;
  problems: ImportProblem[];
}

export function mapHeaders(entity: CompiledEntity, headers: readonly string[], lexicon: EntityLexicon, perms: EntityPermissions, line: number): HeaderMap {
  const problems: ImportProblem[] = [];
  const fields: Array<string | null> = [];
  const seen = new Map<string, string>();
  headers.forEach((header) => {
    const name = header.trim() ? lexicon.fields.get(fold(header)) : undefined;
    const field = name ? entity.fields.find((f) => f.name === name) : undefined;
    if (!header.trim() || SYSTEM.has(fold(header).replace(/\s/g, ''))) {
      fields.push(null);
    } else if (!field || !perms.readable.has(field.name)) {
      problems.push({ line, column: header, code: 'unknownColumn' });
      fields.push(null);
    } else if (field.readOnly || field.type === 'children') {
      fields.push(null);
    } else if (!perms.writable.has(field.name)) {
      problems.push({ line, column: header, field: field.name, code: 'forbiddenField' });
      fields.push(null);
    } else if (seen.has(field.name)) {
      problems.push({ line, column: header, field: field.name, code: 'duplicateColumn', params: { other: seen.get(field.name)! } });
      fields.push(null);
    } else {
      seen.set(field.name, header);
      fields.push(field.name);
    }
  });
  for (const key of entity.key) {
    if (!seen.has(key)) problems.push({ line, field: key, code: 'missingColumn', params: { field: key } });
  }
  return { columns: headers.map((header, i) => ({ header, field: fields[i] })), fields, problems };
}
