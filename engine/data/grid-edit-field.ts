// The field an edit of a grid's edited measure writes. A plain field is
// written itself. A formula `coalesce(x, y)` (the final plan: what a person
// set, else the statistical forecast) is edited through x: a new plan value is
// stored in x, and clearing x brings the value back to y.
import type { CompiledEntity, CompiledField } from '../config/compiled';

const COALESCE = /^\s*coalesce\(\s*([A-Za-z][A-Za-z0-9]*)\s*,\s*([A-Za-z][A-Za-z0-9]*)\s*\)\s*$/i;

export function storedFieldOf(entity: Pick<CompiledEntity, 'fields'>, field: CompiledField | undefined): CompiledField | undefined {
  if (!field?.formula) return field;
  const name = COALESCE.exec(field.formula)?.[1];
  const stored = entity.fields.find((f) => f.name === name);
  return stored && !stored.formula ? stored : undefined;
}

/** The field a cell falls back to when what people set is cleared (coalesce's second field), or null. */
export function fallbackFieldOf(field: CompiledField | undefined): string | null {
  return field?.formula ? COALESCE.exec(field.formula)?.[2] ?? null : null;
}
