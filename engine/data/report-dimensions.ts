// What the browser knows of a report's dimensions before any data arrives,
// from the compiled config alone: the field each groups by (in the first
// entity the report aggregates), so filters get the right control and URL
// values their type. The server decides what the caller may use.
import type { CompiledEntity, CompiledField, CompiledReport } from '../config/compiled';
import type { DimensionKind, LabelKind } from './report-api';

export interface DimensionInfo {
  id: string;
  kind: DimensionKind;
  field: CompiledField;
  /** The entity the field belongs to. */
  owner: string;
  /** A reference titled by a date or month (a cycle): its values' labels read as one. */
  labelKind?: LabelKind;
}

/** The label kind of a reference whose target's title is a date or month. */
function labelKindOf(field: CompiledField, entities: ReadonlyMap<string, CompiledEntity>): LabelKind | undefined {
  const target = field.type === 'ref' && field.entity ? entities.get(field.entity) : undefined;
  const type = target?.fields.find((f) => f.name === target.title)?.type;
  return type === 'date' || type === 'month' ? type : undefined;
}

export function fieldAt(entity: CompiledEntity, path: string, entities: ReadonlyMap<string, CompiledEntity>): { field: CompiledField; owner: CompiledEntity } | undefined {
  let current: CompiledEntity | undefined = entity;
  const parts = path.split('.');
  for (let i = 0; i < parts.length; i++) {
    const field: CompiledField | undefined = current?.fields.find((f) => f.name === parts[i]);
    if (!field || !current) return undefined;
    if (i === parts.length - 1) return { field, owner: current };
    current = field.entity ? entities.get(field.entity) : undefined;
  }
  return undefined;
}

export function kindOfField(field: CompiledField, grain?: 'month' | 'quarter' | 'year'): DimensionKind {
  if (field.formula) return 'number';
  if ((field.type === 'date' || field.type === 'month') && grain) return grain;
  switch (field.type) {
    case 'enum': return 'enum';
    case 'ref': return 'ref';
    case 'boolean': return 'boolean';
    case 'date': return 'date';
    case 'month': return 'month';
    case 'integer': case 'decimal': case 'money': case 'percent': return 'number';
    default: return 'text';
  }
}

export function reportDimensions(report: CompiledReport, entities: ReadonlyMap<string, CompiledEntity>): Map<string, DimensionInfo> {
  const first = report.measures.map((m) => (m.entity ? entities.get(m.entity) : undefined)).find(Boolean);
  const out = new Map<string, DimensionInfo>();
  if (!first) return out;
  for (const d of report.dimensions) {
    const found = d.paths[first.id] ? fieldAt(first, d.paths[first.id], entities) : undefined;
    if (!found) continue;
    const labelKind = labelKindOf(found.field, entities);
    out.set(d.id, { id: d.id, kind: kindOfField(found.field, d.grain), field: found.field, owner: found.owner.id, ...(labelKind ? { labelKind } : {}) });
  }
  return out;
}

/** Is the kind a period (filtered by a range, drawn in time order)? */
export const isPeriod = (kind: DimensionKind): boolean => kind === 'date' || kind === 'month' || kind === 'quarter' || kind === 'year';

/**
 * A range picked on a period dimension as filter bounds of its field: days
 * for a date field (a month or year picked covers all its days), months for
 * a month field.
 */
export function periodBounds(field: Pick<CompiledField, 'type'>, from: string | null, to: string | null, picked: 'day' | 'month' | 'year'): [string | null, string | null] {
  const lastDay = (ym: string) => {
    const [y, m] = ym.split('-').map(Number);
    return `${ym}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
  };
  const start = (v: string | null) => (v === null ? null : picked === 'year' ? `${v.slice(0, 4)}-01-01` : picked === 'month' ? `${v.slice(0, 7)}-01` : v.slice(0, 10));
  const end = (v: string | null) => (v === null ? null : picked === 'year' ? `${v.slice(0, 4)}-12-31` : picked === 'month' ? lastDay(v.slice(0, 7)) : v.slice(0, 10));
  if (field.type === 'month') return [start(from)?.slice(0, 7) ?? null, end(to)?.slice(0, 7) ?? null];
  return [start(from), end(to)];
}
