// The differ: the entity as last applied (from entity_schema) against the
// entity as declared now. Pure. Additive changes become DDL; a change that
// could lose or break data becomes a check on the rows, and is applied only
// when no row breaks. Nothing is ever dropped: a removed field keeps its
// column. Indexes are diffed apart (server/data-engine/schema/indexes.ts),
// against the catalogue. Here in the engine so config:diff (scripts/) flags
// as risky exactly what the server would check at start-up.
import type { CompiledEntity, CompiledField } from '../config/compiled';
import { NUMERIC_TYPES, numericPrecision, sqlType, storedFields, tableOf, TEXT_TYPES } from './column-types';
import type { Change, EntityDiff, NarrowingCheck, Origin } from './schema-changes';

type TargetTable = (entityId: string) => string | undefined;

const INT4_DIGITS = 10;

const family = (type: CompiledField['type']): string =>
  TEXT_TYPES.has(type) ? 'text' : NUMERIC_TYPES.has(type) ? 'number' : type === 'date' || type === 'month' ? 'date' : type;

function origin(entity: CompiledEntity, field: CompiledField, prop?: string): Origin {
  return { source: entity.source, line: field.line, path: `fields.${field.name}${prop ? `.${prop}` : ''}`, name: field.name };
}

function scaleOf(field: CompiledField): number {
  return field.type === 'integer' ? 0 : (field.scale ?? (field.type === 'decimal' ? 4 : 2));
}

/** Integer digits a numeric column keeps (integer: ~10). */
function integerDigits(field: CompiledField): number {
  return field.type === 'integer' ? INT4_DIGITS : numericPrecision(scaleOf(field)) - scaleOf(field);
}

export function diffEntity(previous: CompiledEntity | undefined, current: CompiledEntity, targetTable: TargetTable): EntityDiff {
  const table = tableOf(current);
  const changes: Change[] = [];
  const checks: NarrowingCheck[] = [];
  const notes: string[] = [];
  const addFk = (field: CompiledField) => {
    const target = field.entity ? targetTable(field.entity) : undefined;
    if (target && field.column) changes.push({ kind: 'add-fk', table, column: field.column, target });
  };

  if (!previous) {
    changes.push({ kind: 'create-table', table, entity: current });
    for (const field of storedFields(current)) if (field.type === 'ref') addFk(field);
    return { changes, checks, notes };
  }

  const before = new Map(storedFields(previous).map((f) => [f.name, f]));
  const matched = new Set<string>();
  for (const field of storedFields(current)) {
    let old = before.get(field.name);
    if (!old && field.renamedFrom && before.has(field.renamedFrom)) {
      old = before.get(field.renamedFrom)!;
      changes.push({ kind: 'rename-column', table, from: old.column!, to: field.column!, field });
    }
    if (!old) {
      changes.push({ kind: 'add-column', table, field, fillDefault: field.required && field.default !== undefined });
      if (field.required && field.default === undefined) {
        checks.push({ kind: 'any-row', table, columns: [], origin: origin(current, field, 'required'), what: 'a new required field without a default', verb: 'break' });
      }
      if (field.type === 'ref') addFk(field);
      continue;
    }
    matched.add(old.name);
    diffField(old, field, { table, entity: current, changes, checks, addFk });
  }
  for (const old of before.values()) {
    if (!matched.has(old.name)) notes.push(`${table}.${old.column}: field "${old.name}" is no longer declared; its column and data are kept`);
  }
  return { changes, checks, notes };
}

interface Context {
  table: string;
  entity: CompiledEntity;
  changes: Change[];
  checks: NarrowingCheck[];
  addFk: (field: CompiledField) => void;
}

/** One field declared before and now (possibly renamed): what changed, and which rows would break. */
function diffField(old: CompiledField, field: CompiledField, ctx: Context): void {
  const { table, entity, changes, checks } = ctx;
  // Checks read the data before anything changes: the column under its old name.
  const column = old.column!;
  const check = (kind: NarrowingCheck['kind'], prop: string, what: string, limit?: NarrowingCheck['limit'], verb: NarrowingCheck['verb'] = 'break') =>
    checks.push({ kind, table, columns: [column], origin: origin(entity, field, prop), what, verb, ...(limit !== undefined ? { limit } : {}) });
  const note = (detail: string) => changes.push({ kind: 'definition', table, detail: `${field.name}: ${detail}` });
  const fromType = sqlType(old)!;
  const toType = sqlType(field)!;
  const sameFamily = family(old.type) === family(field.type);

  if (!sameFamily) {
    const widensToText = (field.type === 'string' || field.type === 'text') && old.type !== 'ref' && old.type !== 'boolean';
    if (widensToText) {
      changes.push({ kind: 'alter-type', table, field, from: fromType, to: toType, using: 'cast' });
      if (field.maxLength !== undefined) check('too-long', 'maxLength', `${old.type} -> ${field.type} of at most ${field.maxLength}`, field.maxLength, 'cut');
    } else {
      // Nothing converts the values meaningfully: allowed only on an empty column.
      check('not-null', 'type', `${old.type} -> ${field.type}`);
      if (old.type === 'ref') changes.push({ kind: 'drop-fk', table, column: field.column! });
      changes.push({ kind: 'alter-type', table, field, from: fromType, to: toType, using: 'null' });
      if (field.type === 'ref') ctx.addFk(field);
    }
  } else if (family(field.type) === 'number') {
    if (fromType !== toType) changes.push({ kind: 'alter-type', table, field, from: fromType, to: toType, using: 'cast' });
    if (field.type === 'integer' && old.type !== 'integer') check('not-integer', 'type', `${old.type} -> integer`);
    else if (scaleOf(field) < scaleOf(old)) check('too-many-decimals', field.scale !== undefined ? 'scale' : 'type', `scale ${scaleOf(old)} -> ${scaleOf(field)}`, scaleOf(field));
    else if (integerDigits(field) < integerDigits(old)) check('overflow', field.type !== old.type ? 'type' : 'scale', `${fromType} -> ${toType}`, integerDigits(field));
  } else if (field.type === 'ref' && old.entity !== field.entity) {
    check('not-null', 'entity', `${old.entity} -> ${field.entity}`);
    changes.push({ kind: 'drop-fk', table, column: field.column! });
    ctx.addFk(field);
  } else if (old.type === 'date' && field.type === 'month') {
    check('not-first-day', 'type', 'date -> month');
  } else if (old.type !== field.type) {
    note(`${old.type} -> ${field.type}`);
  }

  // Declared rules the validation enforces: tightening one is a narrowing.
  if (TEXT_TYPES.has(field.type) && TEXT_TYPES.has(old.type)) {
    const oldMax = old.maxLength ?? Infinity;
    const newMax = field.maxLength ?? Infinity;
    if (newMax < oldMax) check('too-long', 'maxLength', `${old.maxLength ?? 'none'} -> ${field.maxLength}`, newMax, 'cut');
    else if (newMax > oldMax) note(`maxLength ${old.maxLength} -> ${field.maxLength ?? 'none'}`);
    if ((field.minLength ?? 0) > (old.minLength ?? 0)) check('too-short', 'minLength', `${old.minLength ?? 0} -> ${field.minLength}`, field.minLength);
  }
  if (field.type === 'enum') {
    const removed = old.type === 'enum' ? (old.values ?? []).filter((v) => !field.values?.includes(v)) : null;
    if (removed === null) check('not-in-values', 'values', `${old.type} -> enum`, field.values ?? []);
    else if (removed.length > 0) check('not-in-values', 'values', `removed ${removed.join(', ')}`, field.values ?? []);
    const added = old.type === 'enum' ? (field.values ?? []).filter((v) => !old.values?.includes(v)) : [];
    if (added.length > 0) note(`values added ${added.join(', ')}`);
  }
  if (NUMERIC_TYPES.has(field.type) && NUMERIC_TYPES.has(old.type)) {
    if (field.min !== undefined && (old.min === undefined || field.min > old.min)) check('below-min', 'min', `${old.min ?? 'none'} -> ${field.min}`, field.min);
    if (field.max !== undefined && (old.max === undefined || field.max < old.max)) check('above-max', 'max', `${old.max ?? 'none'} -> ${field.max}`, field.max);
  }
  if (field.required && !old.required) check('null', 'required', 'false -> true');
}
