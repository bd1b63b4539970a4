// Everything an entity names must exist and fit: key, title, order, unique
// sets, indexes and checks name its fields; a ref names an entity; a children
// field names the child's ref back; each property suits the field's type.
// A mistake here would otherwise surface as a SQL error at start-up or a
// form that silently ignores a setting.
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled.ts';
import { didYouMean } from '../did-you-mean.ts';
import { reporter, type Reporter, type Rule } from './rule.ts';

const NUMERIC = new Set(['integer', 'decimal', 'money', 'percent']);
const TEXTUAL = new Set(['string', 'text']);
const COMPARABLE = new Set([...NUMERIC, 'date', 'month']);
const KEYABLE = new Set(['string', 'integer', 'date', 'month', 'enum', 'ref']);
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const entityFields: Rule = (model, at) => {
  const r = reporter(at);
  const entities = new Map(model.config.entities.map((e) => [e.id, e]));
  for (const entity of model.config.entities) {
    const fields = new Map(entity.fields.map((f) => [f.name, f]));
    const names = [...fields.keys()];
    const field = (name: string, path: Array<string | number>): CompiledField | undefined => {
      const found = fields.get(name);
      if (!found) r.report(entity.source, path, 'unknown-field', `unknown field "${name}" of entity "${entity.id}"${didYouMean(name, names)}`);
      return found;
    };
    entity.key.forEach((name, i) => {
      const f = field(name, ['key', i]);
      if (f && !KEYABLE.has(f.type)) r.report(entity.source, ['key', i], 'bad-key-field', `field "${name}" (${f.type}) cannot be part of the key; use ${[...KEYABLE].join(', ')}`);
    });
    const title = field(entity.title, ['title']);
    if (title?.type === 'children') r.report(entity.source, ['title'], 'bad-title-field', `the title cannot be a children field`);
    // A default order is the key, already checked: only a declared order is checked again.
    const declaredOrder = model.raw.entityFiles.find((f) => f.file === entity.source)?.value.order;
    declaredOrder?.forEach((spec, i) => field(spec.replace(/^-/, ''), ['order', i]));
    entity.unique.forEach((set, i) => set.forEach((name, k) => field(name, ['unique', i, k])));
    entity.indexes.forEach((set, i) => set.forEach((name, k) => field(name, ['indexes', i, k])));
    entity.checks.forEach((check, i) => {
      const a = field(check.field, ['checks', i, 'field']);
      const b = field(check.other, ['checks', i, 'other']);
      const sameKind = a && b && (a.type === b.type || (NUMERIC.has(a.type) && NUMERIC.has(b.type)));
      if (a && b && check.op === '!=' && !(sameKind && a.type !== 'children' && (a.type !== 'ref' || a.entity === b.entity))) {
        r.report(entity.source, ['checks', i], 'bad-check', `"${a.name}" (${a.type}) and "${b.name}" (${b.type}) never hold the same kind of value; != compares two fields of one type`);
      } else if (a && b && check.op !== '!=' && !(COMPARABLE.has(a.type) && sameKind)) {
        r.report(entity.source, ['checks', i], 'bad-check', `cannot compare "${a.name}" (${a.type}) with "${b.name}" (${b.type}); compare two numbers, two dates or two months`);
      }
    });
    for (const f of entity.fields) checkField(r, entity, f, names, entities);
  }
  return r.problems;
};

function checkField(r: Reporter, entity: CompiledEntity, f: CompiledField, names: string[], entities: ReadonlyMap<string, CompiledEntity>) {
  const at = (prop?: string) => (prop ? ['fields', f.name, prop] : ['fields', f.name]);
  const only = (prop: string, present: boolean, allowed: boolean, types: string) => {
    if (present && !allowed) r.report(entity.source, at(prop), 'misplaced-property', `"${prop}" applies only to ${types} fields, not ${f.type}`, { key: true });
  };
  only('values', f.values !== undefined, f.type === 'enum', 'enum');
  only('entity', f.entity !== undefined, f.type === 'ref' || f.type === 'children', 'ref and children');
  only('via', f.via !== undefined, f.type === 'children', 'children');
  only('min', f.min !== undefined, NUMERIC.has(f.type), 'number');
  only('max', f.max !== undefined, NUMERIC.has(f.type), 'number');
  only('minLength', f.minLength !== undefined, TEXTUAL.has(f.type), 'string and text');
  only('maxLength', f.maxLength !== undefined, TEXTUAL.has(f.type), 'string and text');
  only('pattern', f.pattern !== undefined, f.type === 'string', 'string');
  if (f.pattern !== undefined && f.type === 'string') {
    try {
      new RegExp(f.pattern, 'u');
    } catch (error) {
      r.report(entity.source, at('pattern'), 'bad-pattern', `not a valid regular expression: ${(error as Error).message}`);
    }
  }
  only('scale', f.scale !== undefined, f.type === 'decimal' || f.type === 'money' || f.type === 'percent', 'decimal, money and percent');
  if (f.type === 'enum' && !f.values) r.report(entity.source, at(), 'missing-values', `enum field "${f.name}" needs values: [...]`);
  if ((f.type === 'ref' || f.type === 'children') && !f.entity) r.report(entity.source, at(), 'missing-entity', `${f.type} field "${f.name}" needs entity: <id>`);
  if (f.entity && !entities.has(f.entity)) {
    r.report(entity.source, at('entity'), 'unknown-entity', `unknown entity "${f.entity}"${didYouMean(f.entity, entities.keys())}`);
  }
  if (f.type === 'children') checkChildren(r, entity, f, entities, at);
  const target = f.entity ? entities.get(f.entity) : undefined;
  if (target?.computed && !entity.computed) {
    r.report(entity.source, at('entity'), 'ref-to-computed', `"${target.id}" is computed (its rows have no table): a stored row cannot refer to it`);
  }
  if (f.min !== undefined && f.max !== undefined && f.min > f.max) r.report(entity.source, at('min'), 'bad-range', `min ${f.min} is above max ${f.max}`);
  if (f.minLength !== undefined && f.maxLength !== undefined && f.minLength > f.maxLength) {
    r.report(entity.source, at('minLength'), 'bad-range', `minLength ${f.minLength} is above maxLength ${f.maxLength}`);
  }
  if (f.renamedFrom !== undefined && names.includes(f.renamedFrom)) {
    r.report(entity.source, at('renamedFrom'), 'bad-rename', `"${f.renamedFrom}" is still a field of "${entity.id}": a renamed field's old name must be gone`);
  }
  if (f.default !== undefined) {
    const problem = defaultProblem(f);
    if (problem) r.report(entity.source, at('default'), 'bad-default', problem);
  }
}

function checkChildren(r: Reporter, entity: CompiledEntity, f: CompiledField, entities: ReadonlyMap<string, CompiledEntity>, at: (p?: string) => Array<string | number>) {
  if (!f.via) {
    r.report(entity.source, at(), 'missing-via', `children field "${f.name}" needs via: <the child's ref field pointing at ${entity.id}>`);
    return;
  }
  const child = f.entity ? entities.get(f.entity) : undefined;
  if (!child) return;
  const back = child.fields.find((c) => c.name === f.via);
  if (!back) {
    r.report(entity.source, at('via'), 'unknown-field', `unknown field "${f.via}" of entity "${child.id}"${didYouMean(f.via, child.fields.map((c) => c.name))}`);
  } else if (back.type !== 'ref' || back.entity !== entity.id) {
    r.report(entity.source, at('via'), 'bad-via', `"${child.id}.${back.name}" must be a ref to "${entity.id}" (it is ${back.type}${back.entity ? ` to "${back.entity}"` : ''})`);
  }
}

/** Why a default does not fit its field, or undefined when it does. */
export function defaultProblem(f: CompiledField): string | undefined {
  const value = f.default;
  switch (f.type) {
    case 'enum':
      return f.values?.includes(String(value)) ? undefined : `default "${value}" is not one of the values: ${f.values?.join(', ')}`;
    case 'integer':
    case 'decimal':
    case 'money':
    case 'percent':
      if (typeof value !== 'number' || (f.type === 'integer' && !Number.isInteger(value))) return `default must be ${f.type === 'integer' ? 'an integer' : 'a number'}`;
      if ((f.min !== undefined && value < f.min) || (f.max !== undefined && value > f.max)) return `default ${value} is outside min/max`;
      return undefined;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'default must be true or false';
    case 'date':
      return value === 'today' || (typeof value === 'string' && DATE.test(value)) ? undefined : 'default must be today or a date YYYY-MM-DD';
    case 'month':
      return value === 'current' || (typeof value === 'string' && MONTH.test(value)) ? undefined : 'default must be current or a month YYYY-MM';
    case 'string':
    case 'text':
      return typeof value === 'string' ? undefined : 'default must be a text';
    default:
      return `a ${f.type} field cannot have a default`;
  }
}
