// Values of exported rows as file cells, in the caller's language: enum
// labels, yes/no words (CSV), references as the referenced row's business
// key (so the file imports back), numbers and dates as themselves in XLSX.
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import type { TranslationFile } from '../../../engine/config/types.generated';
import type { FieldValue } from '../../../engine/data/field-values';
import type { RefTitles } from '../../../engine/data/api';
import { fieldLabel, valueLabel, YES_NO } from '../import/lexicon';
import type { ResolvedPath } from '../query/paths';
import { guardCell } from './formula-guard';

export type ExportCell = string | number | boolean | Date | null;

export interface ExportColumn {
  path: string;
  field: CompiledField;
  owner: CompiledEntity;
  header: string;
}

export function exportColumns(entity: CompiledEntity, columns: readonly ResolvedPath[], translations: Readonly<Record<string, TranslationFile>>, language: string): ExportColumn[] {
  return columns.map((c) => {
    const [head] = c.path.split('.');
    const header = c.owner === entity
      ? fieldLabel(entity, c.path, translations, language)
      : `${fieldLabel(entity, head, translations, language)} (${fieldLabel(c.owner, c.field.name, translations, language)})`;
    return { path: c.path, field: c.field, owner: c.owner, header: guardCell(header) };
  });
}

/** A field's value as the cell of an export, guarded against formula injection (formula-guard.ts). */
export function exportCell(
  column: ExportColumn, value: FieldValue | undefined, refs: RefTitles, translations: Readonly<Record<string, TranslationFile>>, language: string, typed: boolean,
): ExportCell {
  return guardCell(cellValue(column, value, refs, translations, language, typed));
}

function cellValue(
  column: ExportColumn, value: FieldValue | undefined, refs: RefTitles, translations: Readonly<Record<string, TranslationFile>>, language: string, typed: boolean,
): ExportCell {
  if (value === null || value === undefined) return null;
  const { field } = column;
  switch (field.type) {
    case 'enum':
      return valueLabel(column.owner, field.name, String(value), translations, language);
    case 'boolean':
      return typed ? Boolean(value) : (YES_NO[language] ?? YES_NO.en)[value ? 0 : 1];
    case 'ref':
      return refs[column.path]?.[String(value)]?.key ?? String(value);
    case 'date':
      return typed ? new Date(`${value}T00:00:00Z`) : String(value);
    case 'string':
    case 'text':
      return String(value);
    default:
      return value;
  }
}
