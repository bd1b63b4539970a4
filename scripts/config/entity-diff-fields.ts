// The field part of the entity diff (entity-diff.ts): fields added, removed,
// renamed (renamedFrom, matched as the server matches them) and every rule
// changed. Each change has a risk of its own by its kind (a shorter maxLength
// narrows, a longer one widens); the server differ's checks then mark risky
// what the start-up sync would count rows for, with the reason it gives.
import type { CompiledEntity, CompiledField } from '../../engine/config/compiled.ts';
import type { NarrowingCheck } from '../../engine/data/schema-changes.ts';
import { listChange, type Draft } from './entity-diff-model.ts';

const REFUSED = 'start-up refused while';

/** What the server counts before it applies a narrowing, as the reviewer should read it. */
export function whyChecked(check: NarrowingCheck): string {
  const limit = Array.isArray(check.limit) ? check.limit.join(', ') : check.limit;
  switch (check.kind) {
    case 'too-long': return `${REFUSED} a row is longer than ${limit}`;
    case 'too-short': return `${REFUSED} a row is shorter than ${limit}`;
    case 'not-in-values': return `${REFUSED} a row holds a value other than ${limit || 'none'}`;
    case 'null': return `${REFUSED} a row has no value`;
    case 'not-null': return `${REFUSED} a row has a value (values cannot be converted)`;
    case 'not-integer': return `${REFUSED} a row has decimals or is beyond an integer`;
    case 'overflow': return `${REFUSED} a value has more than ${limit} integer digits`;
    case 'too-many-decimals': return `${REFUSED} a value has more than ${limit} decimals`;
    case 'below-min': return `${REFUSED} a value is below ${limit}`;
    case 'above-max': return `${REFUSED} a value is above ${limit}`;
    case 'not-first-day': return `${REFUSED} a date is not the first of its month`;
    case 'any-row': return `${REFUSED} the table has any row (give it a default)`;
    case 'duplicates': return `${REFUSED} two rows share a value`;
  }
}

const show = (v: unknown) => (v === undefined ? 'none' : typeof v === 'string' ? JSON.stringify(v) : String(v));

function describe(f: CompiledField): string {
  const what = f.type === 'ref' ? `ref to ${f.entity}` : f.type === 'children' ? `children of ${f.entity}` : f.formula ? `${f.type} formula` : f.type;
  return [what, f.required ? 'required' : '', f.default !== undefined ? `default ${show(f.default)}` : ''].filter(Boolean).join(', ');
}

export function diffFields(before: CompiledEntity, after: CompiledEntity, checks: readonly NarrowingCheck[]): Draft[] {
  const old = new Map(before.fields.map((f) => [f.name, f]));
  const matched = new Set<string>();
  const out: Draft[] = [];
  for (const field of after.fields) {
    let a = old.get(field.name);
    const drafts: Array<Draft & { prop: string }> = [];
    if (!a && field.renamedFrom && old.has(field.renamedFrom)) {
      a = old.get(field.renamedFrom)!;
      drafts.push({ kind: 'field-renamed', op: '~', risk: 'safe', detail: `renamed from ${a.name} (renamedFrom)`, prop: 'renamedFrom', path: [] });
    }
    if (!a) drafts.push({ kind: 'field-added', op: '+', risk: 'safe', detail: `new field (${describe(field)})`, prop: '', path: [] });
    else {
      matched.add(a.name);
      drafts.push(...fieldChanges(a, field));
    }
    attachChecks(drafts, checks.filter((c) => c.origin.name === field.name));
    out.push(...drafts.map(({ prop, ...d }) => ({ ...d, field: field.name, path: ['fields', field.name, ...(prop ? prop.split('.') : [])] })));
  }
  for (const a of before.fields) {
    if (matched.has(a.name)) continue;
    const stored = a.column !== null && !before.computed;
    out.push({
      kind: 'field-removed', op: '-', risk: stored ? 'risky' : 'safe', detail: `field removed (${describe(a)})`, field: a.name, path: ['fields', a.name], before: true,
      ...(stored ? { why: 'its column and data are kept but no longer shown (a rename needs renamedFrom)' } : {}),
    });
  }
  return out;
}

/** A check marks the change of its property risky; else the type change, else the field's first change. */
function attachChecks(drafts: Array<Draft & { prop: string }>, checks: readonly NarrowingCheck[]): void {
  const reasons = new Map<Draft, string[]>();
  for (const check of checks) {
    const prop = check.origin.path.split('.').slice(2).join('.');
    let target = drafts.find((d) => d.prop === prop) ?? drafts.find((d) => d.prop === 'type') ?? drafts[0];
    if (!target) {
      target = { kind: 'type', op: '~', risk: 'safe', detail: check.what, prop, path: [] };
      drafts.push(target);
    }
    target.risk = 'risky';
    const why = whyChecked(check);
    reasons.set(target, [...new Set([...(reasons.get(target) ?? []), why])]);
  }
  // The server's reasons are precise: they replace the generic one of the kind.
  for (const [target, whys] of reasons) target.why = whys.join('; ');
}

/** A field declared on both sides (maybe renamed): one draft per rule that changed. */
function fieldChanges(a: CompiledField, b: CompiledField): Array<Draft & { prop: string }> {
  const out: Array<Draft & { prop: string }> = [];
  const add = (kind: Draft['kind'], prop: string, risk: Draft['risk'], detail: string, why?: string) =>
    out.push({ kind, op: '~', risk, detail, prop, path: [], ...(why ? { why } : {}) });
  const before = (x: number | undefined, y: number | undefined) => `${show(x)} -> ${show(y)}`;

  if (a.type !== b.type) add('type', 'type', 'safe', `type ${a.type} -> ${b.type}`);
  if (a.type === 'ref' && b.type === 'ref' && a.entity !== b.entity) {
    add('ref', 'entity', 'risky', `ref ${a.entity} -> ${b.entity}`, `stored references point at rows of ${a.entity}`);
  }
  if (a.type === 'children' && b.type === 'children' && (a.entity !== b.entity || a.via !== b.via)) {
    add('children', 'via', 'safe', `children ${a.entity}.${a.via} -> ${b.entity}.${b.via}`);
  }
  if (a.required !== b.required) {
    if (b.required) add('required', 'required', 'risky', 'required added', 'rows without a value fail on their next edit');
    else add('required', 'required', 'safe', 'required removed');
  }
  if (a.maxLength !== b.maxLength) {
    const narrower = b.maxLength !== undefined && (a.maxLength === undefined || b.maxLength < a.maxLength);
    add('maxLength', 'maxLength', narrower ? 'risky' : 'safe', `maxLength ${before(a.maxLength, b.maxLength)}`, narrower ? 'longer values fail on their next edit' : undefined);
  }
  if (a.minLength !== b.minLength) {
    const narrower = (b.minLength ?? 0) > (a.minLength ?? 0);
    add('minLength', 'minLength', narrower ? 'risky' : 'safe', `minLength ${before(a.minLength, b.minLength)}`, narrower ? 'shorter values fail on their next edit' : undefined);
  }
  if (a.scale !== b.scale && a.scale !== undefined && b.scale !== undefined) {
    const narrower = b.scale < a.scale;
    add('scale', 'scale', narrower ? 'risky' : 'safe', `decimals (scale) ${a.scale} -> ${b.scale}`, narrower ? 'extra decimals are refused' : undefined);
  }
  if (a.min !== b.min) {
    const narrower = b.min !== undefined && (a.min === undefined || b.min > a.min);
    add('min', 'min', narrower ? 'risky' : 'safe', `min ${before(a.min, b.min)}`, narrower ? 'smaller values fail on their next edit' : undefined);
  }
  if (a.max !== b.max) {
    const narrower = b.max !== undefined && (a.max === undefined || b.max < a.max);
    add('max', 'max', narrower ? 'risky' : 'safe', `max ${before(a.max, b.max)}`, narrower ? 'larger values fail on their next edit' : undefined);
  }
  if (a.pattern !== b.pattern) {
    const narrower = b.pattern !== undefined;
    add('pattern', 'pattern', narrower ? 'risky' : 'safe', `pattern ${show(a.pattern)} -> ${show(b.pattern)}`,
      narrower ? 'rows stored are not checked; one that does not match fails on its next edit' : undefined);
  }
  if (a.type === 'enum' && b.type === 'enum') {
    const change = listChange(a.values ?? [], b.values ?? []);
    const removed = (a.values ?? []).some((v) => !(b.values ?? []).includes(v));
    if (change) add('values', 'values', removed ? 'risky' : 'safe', `values ${change}`, removed ? 'rows holding a removed value fail on their next edit' : undefined);
  }
  if (a.unique !== b.unique) {
    if (b.unique) add('field-unique', 'unique', 'risky', 'unique added', `${REFUSED} two rows share a value`);
    else add('field-unique', 'unique', 'safe', 'unique removed');
  }
  for (const level of ['read', 'write'] as const) {
    const change = listChange(a.access[level], b.access[level]);
    if (change) add('field-access', `access.${level}`, 'security', `${level} features ${change}`);
  }
  const formulaChanged = (a.formula === undefined) !== (b.formula === undefined);
  if (a.readOnly !== b.readOnly && !formulaChanged) add('field-read-only', 'readOnly', 'security', `read-only ${a.readOnly} -> ${b.readOnly}`);
  if (a.formula !== b.formula) {
    if (a.formula !== undefined && b.formula !== undefined) add('formula', 'formula', 'safe', `formula ${a.formula} -> ${b.formula}`);
    else if (b.formula !== undefined) {
      add('formula', 'formula', a.column !== null ? 'risky' : 'safe', `now computed: ${b.formula}`, a.column !== null ? 'its column and data are kept but no longer shown' : undefined);
    } else add('formula', 'formula', 'safe', `no longer computed (was ${a.formula}): stored in a column`);
  }
  if (a.default !== b.default) add('default', 'default', 'safe', `default ${show(a.default)} -> ${show(b.default)}`);
  if (a.expected !== b.expected) add('expected', 'expected', 'safe', `expected ${a.expected} -> ${b.expected}`);
  return out;
}
