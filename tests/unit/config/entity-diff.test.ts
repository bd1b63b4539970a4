// config:diff for entities (scripts/config/entity-diff.ts): each kind of
// change on small hand-made compiled entities, with its flag (risky,
// security, safe) and the reason the server's own differ gives; then once
// through the diff entry point on two compiled fixture configs.
import { describe, expect, it } from 'vitest';
import type { CompiledEntity, CompiledField, FieldType } from '../../../engine/config/compiled';
import { diffReport, diffSummary, formatDiff, loadDiffSide } from '../../../scripts/config/diff';
import { countRisks, diffEntities, formatEntityChange, type EntityChange } from '../../../scripts/config/entity-diff';
import { FIXTURE_UI_KEYS, fixtureFiles, replace } from './fixtures';

const DEFAULTS: Partial<Record<FieldType, Partial<CompiledField>>> = { string: { maxLength: 200 }, text: { maxLength: 4000 }, decimal: { scale: 4 }, money: { scale: 2 } };

/** A compiled field as compile-entities.ts makes it (defaults applied). */
function f(name: string, type: FieldType, extra: Partial<CompiledField> = {}): CompiledField {
  const column = type === 'children' || extra.formula !== undefined ? null : type === 'ref' ? `${name}_id` : name;
  return {
    name, column, type, required: false, expected: false, unique: false, access: { read: [], write: [] },
    readOnly: extra.formula !== undefined, line: 10, ...DEFAULTS[type], ...extra,
  };
}

/** Entity "item" (table items) with a code key and the given fields. */
function item(fields: CompiledField[], extra: Partial<CompiledEntity> = {}): CompiledEntity {
  return {
    id: 'item', table: 'items', computed: false, key: ['code'], title: 'code', order: ['code'], access: { read: ['SALES'], write: ['SALES'] },
    singleton: false, readOnly: false, fields: [f('code', 'string', { required: true, maxLength: 20, line: 8 }), ...fields],
    unique: [], indexes: [], checks: [], source: 'config/entities/item.yaml', ...extra,
  };
}

/** "risky maxLength sku: maxLength 40 -> 10" per change: flag, kind, subject, detail. */
const brief = (c: EntityChange) => `${c.risk} ${c.kind} ${c.field ?? c.entity}: ${c.detail}`;
const diff = (a: CompiledEntity[], b: CompiledEntity[]) => diffEntities(a, b).map(brief);
const fields = (a: CompiledField[], b: CompiledField[]) => diff([item(a)], [item(b)]);

describe('entity diff: entities', () => {
  it('a fill factor set, changed or removed is safe (pages written from then on)', () => {
    expect(diff([item([])], [item([], { fillFactor: 70 })])).toEqual(['safe fill-factor item: fill factor 100 -> 70']);
    expect(diff([item([], { fillFactor: 70 })], [item([], { fillFactor: 80 })])).toEqual(['safe fill-factor item: fill factor 70 -> 80']);
    expect(diff([item([], { fillFactor: 70 })], [item([])])).toEqual(['safe fill-factor item: fill factor 70 -> 100']);
    expect(diff([item([], { fillFactor: 100 })], [item([])])).toEqual([]);
  });

  it('an added entity is safe, a removed one risky (its table is kept), a computed one safe either way', () => {
    const report = diffEntities([item([], { id: 'old', table: 'olds' }), item([], { id: 'calc', table: '', computed: true })], [item([]), item([], { id: 'sum', table: '', computed: true })]);
    expect(report.map(brief)).toEqual([
      'safe entity-removed calc: entity removed',
      'safe entity-added item: entity added (table data_items, 1 fields)',
      'risky entity-removed old: entity removed',
      'safe entity-added sum: computed entity added',
    ]);
    expect(report[2]).toMatchObject({ why: 'its table data_olds and rows are kept but no longer reachable', removed: true, line: 1 });
  });

  it('a new table, becoming computed, key and unique sets and entity checks are risky; their relaxations safe', () => {
    const before = item([f('name', 'string'), f('since', 'date'), f('until', 'date')], { unique: [['name']], checks: [{ field: 'until', op: '>=', other: 'since' }] });
    const after = { ...before, table: 'things', key: ['code', 'name'], unique: [['code', 'name']], checks: [{ field: 'until', op: '>', other: 'since' as const }] };
    expect(diff([before], [after as CompiledEntity])).toEqual([
      'risky table item: table items -> things',
      'risky key item: key [code] -> [code, name]',
      'risky unique item: unique [code, name] added',
      'safe unique item: unique [name] removed',
      'risky checks item: check until > since added',
      'safe checks item: check until >= since removed',
    ]);
    expect(diffEntities([before], [after as CompiledEntity])[0].why).toBe('a new empty table data_things is created; data_items and its rows are kept but no longer read');
    expect(diff([item([])], [item([], { computed: true })])).toEqual(['risky computed item: now computed']);
    expect(diff([item([], { table: '', computed: true })], [item([])])).toEqual(['safe computed item: no longer computed (table data_items created)']);
  });

  it('access and read-only are security, wider or narrower; title, order, singleton, indexes safe', () => {
    const after = item([], { access: { read: ['SALES', 'FORECASTS'], write: [] }, readOnly: true, title: 'code2', order: ['-code'], singleton: true, indexes: [['code']] });
    expect(diff([item([])], [after])).toEqual([
      'safe indexes item: indexes +[code]',
      'security access item: read features +FORECASTS',
      'security access item: write features -SALES',
      'security read-only item: read-only false -> true',
      'safe title item: title code -> code2',
      'safe order item: order [code] -> [-code]',
      'safe singleton item: singleton false -> true',
    ]);
  });
});

describe('entity diff: fields', () => {
  it('a new field is safe unless required without a default (every stored row breaks)', () => {
    const changes = diffEntities([item([])], [item([f('note', 'text'), f('status', 'enum', { values: ['a'], required: true, default: 'a' }), f('qty', 'integer', { required: true })])]);
    expect(changes.map(brief)).toEqual([
      'safe field-added note: new field (text)',
      'safe field-added status: new field (enum, required, default "a")',
      'risky field-added qty: new field (integer, required)',
    ]);
    expect(changes[2].why).toBe('start-up refused while the table has any row (give it a default)');
  });

  it('a removed stored field is risky (data kept, hidden), a removed formula or children field safe; located in the old side', () => {
    const changes = diffEntities([item([f('qty', 'integer', { line: 12 }), f('total', 'decimal', { formula: 'qty * 2' }), f('lines', 'children', { entity: 'line', via: 'item' })])], [item([])]);
    expect(changes.map(brief)).toEqual([
      'risky field-removed qty: field removed (integer)',
      'safe field-removed total: field removed (decimal formula)',
      'safe field-removed lines: field removed (children of line)',
    ]);
    expect(formatEntityChange(changes[0])).toBe('! risky    - item.qty: field removed (integer); its column and data are kept but no longer shown (a rename needs renamedFrom) (was config/entities/item.yaml:12)');
  });

  it('renamedFrom is a safe rename, compared with the old field as the server matches it', () => {
    expect(fields([f('qty', 'integer', { min: 0 })], [f('quantity', 'integer', { renamedFrom: 'qty', min: 1 })])).toEqual([
      'safe field-renamed quantity: renamed from qty (renamedFrom)',
      'risky min quantity: min 0 -> 1',
    ]);
  });

  it('a type change is risky unless the server widens it without looking at the rows', () => {
    expect(fields([f('a', 'integer'), f('b', 'string'), f('c', 'decimal'), f('d', 'date'), f('e', 'enum', { values: ['x'] })], [f('a', 'decimal'), f('b', 'text'), f('c', 'integer'), f('d', 'month'), f('e', 'string')])).toEqual([
      'safe type a: type integer -> decimal',
      'safe type b: type string -> text',
      'safe maxLength b: maxLength 200 -> 4000',
      'risky type c: type decimal -> integer',
      'risky type d: type date -> month',
      'safe type e: type enum -> string',
      // Enums have no length: the server counts values longer than the string's default 200.
      'risky maxLength e: maxLength none -> 200',
    ]);
    const [change] = diffEntities([item([f('n', 'string')])], [item([f('n', 'boolean')])]);
    expect(change).toMatchObject({ kind: 'type', risk: 'risky', why: 'start-up refused while a row has a value (values cannot be converted)' });
  });

  it('narrowing rules are risky with the server\'s reason, widening ones safe', () => {
    const before = [f('s', 'string', { maxLength: 40, minLength: 2, pattern: '^[A-Z]+$' }), f('m', 'money', { min: 0, max: 100 }), f('e', 'enum', { values: ['a', 'b'] }), f('r', 'string'), f('u', 'string', { unique: true })];
    const after = [f('s', 'string', { maxLength: 10, minLength: 1 }), f('m', 'money', { scale: 1, min: 1 }), f('e', 'enum', { values: ['a', 'c'] }), f('r', 'string', { required: true, pattern: '^x' }), f('u', 'string')];
    const changes = diffEntities([item(before)], [item(after)]);
    expect(changes.map((c) => `${brief(c)}${c.why ? ` | ${c.why}` : ''}`)).toEqual([
      'risky maxLength s: maxLength 40 -> 10 | start-up refused while a row is longer than 10',
      'safe minLength s: minLength 2 -> 1',
      'safe pattern s: pattern "^[A-Z]+$" -> none',
      'risky scale m: decimals (scale) 2 -> 1 | start-up refused while a value has more than 1 decimals',
      'risky min m: min 0 -> 1 | start-up refused while a value is below 1',
      'safe max m: max 100 -> none',
      'risky values e: values +c -b | start-up refused while a row holds a value other than a, c',
      'risky required r: required added | start-up refused while a row has no value',
      'risky pattern r: pattern none -> "^x" | rows stored are not checked; one that does not match fails on its next edit',
      'safe field-unique u: unique removed',
    ]);
    expect(fields([f('e', 'enum', { values: ['a'], required: true }), f('u', 'string')], [f('e', 'enum', { values: ['a', 'b'] }), f('u', 'string', { unique: true, maxLength: 300 })])).toEqual([
      'safe required e: required removed',
      'safe values e: values +b',
      'safe maxLength u: maxLength 200 -> 300',
      'risky field-unique u: unique added',
    ]);
  });

  it('a ref pointing elsewhere is risky; children pointing elsewhere safe', () => {
    const changes = diffEntities([item([f('unit', 'ref', { entity: 'unit' }), f('lines', 'children', { entity: 'line', via: 'item' })])], [item([f('unit', 'ref', { entity: 'measure' }), f('lines', 'children', { entity: 'row', via: 'item' })])]);
    expect(changes.map(brief)).toEqual(['risky ref unit: ref unit -> measure', 'safe children lines: children line.item -> row.item']);
    expect(changes[0].why).toBe('start-up refused while a row has a value (values cannot be converted)');
  });

  it('field access and read-only are security; formula, default and expected changes safe unless stored data gets hidden', () => {
    expect(fields(
      [f('cost', 'money', { access: { read: ['COSTS'], write: [] } }), f('t', 'decimal', { formula: 'a' }), f('price', 'money'), f('note', 'string', { default: 'x' }), f('old', 'decimal', { formula: 'b' })],
      [f('cost', 'money', { access: { read: [], write: ['COSTS'] }, readOnly: true }), f('t', 'decimal', { formula: 'a * 2' }), f('price', 'money', { formula: 'cost * 2' }), f('note', 'string', { expected: true }), f('old', 'decimal')],
    )).toEqual([
      'security field-access cost: read features -COSTS',
      'security field-access cost: write features +COSTS',
      'security field-read-only cost: read-only false -> true',
      'safe formula t: formula a -> a * 2',
      'risky formula price: now computed: cost * 2',
      'safe default note: default "x" -> none',
      'safe expected note: expected false -> true',
      'safe formula old: no longer computed (was b): stored in a column',
    ]);
  });

  it('without a server check (the table changes, or the entity is computed) narrowings keep their generic reason', () => {
    const changes = diffEntities([item([f('s', 'string', { maxLength: 40 })])], [item([f('s', 'string', { maxLength: 10 })], { table: 'things' })]);
    expect(changes[1]).toMatchObject({ kind: 'maxLength', risk: 'risky', why: 'longer values fail on their next edit' });
  });

  it('locates changes through the side\'s locator, fields on their own line without one, and counts flags', () => {
    const changes = diffEntities([item([])], [item([f('qty', 'integer', { line: 14 })], { access: { read: [], write: ['SALES'] } })]);
    expect(changes.map((c) => `${c.file}:${c.line}`)).toEqual(['config/entities/item.yaml:1', 'config/entities/item.yaml:14']);
    const located = diffEntities([item([])], [item([f('qty', 'integer')])], { lineAfter: (file, path) => (file.endsWith('item.yaml') ? path.length * 100 : 0) });
    expect(located[0].line).toBe(200);
    expect(countRisks(changes)).toEqual({ risky: 0, security: 1, safe: 1 });
  });
});

describe('config:diff with entities', () => {
  it('prints an Entities section with flags and file:line, and the summary counts risky changes', async () => {
    const before = fixtureFiles();
    for (const [file, text] of fixtureFiles('with-entities')) before.set(file, text);
    const after = new Map(before);
    const customer = 'config/entities/customer.yaml';
    after.set(customer, [
      replace('code: { type: string, required: true, maxLength: 20 }', 'code: { type: string, required: true, maxLength: 12 }'),
      replace('channel: { type: enum, values: [retail, online], default: retail }', 'channel: { type: enum, values: [retail, online, b2b], default: retail }'),
      replace('creditLimit: { type: money, min: 0, access: { read: [FORECASTS] } }', 'creditLimit: { type: money, min: 0 }'),
      replace('  until: { type: date }\n', ''),
    ].reduce((text, edit) => edit(text), before.get(customer)!));
    const [a, b] = await Promise.all([loadDiffSide(before, 'before', { requiredUiKeys: FIXTURE_UI_KEYS }), loadDiffSide(after, 'after', { requiredUiKeys: FIXTURE_UI_KEYS })]);
    expect(a.notes).toEqual([]);
    const report = diffReport(a.side!, b.side!);
    expect(formatDiff(report)).toBe([
      'Entities (4: 2 risky, 1 security)',
      '  ! risky    ~ customer.code: maxLength 20 -> 12; start-up refused while a row is longer than 12 (config/entities/customer.yaml:8)',
      '    safe     ~ customer.channel: values +b2b (config/entities/customer.yaml:11)',
      '  ! security ~ customer.creditLimit: read features -FORECASTS (config/entities/customer.yaml:13)',
      '  ! risky    - customer.until: field removed (date); its column and data are kept but no longer shown (a rename needs renamedFrom) (was config/entities/customer.yaml:13)',
      '',
    ].join('\n'));
    expect(diffSummary(report)).toBe('4 changes in 1 section; entities: 2 risky, 1 security, 1 safe');
  });
});
