import { describe, expect, it } from 'vitest';
import { diffEntity } from '../../../engine/data/schema-differ';
import { checkStatement, planChanges } from '../../../server/data-engine/schema/planner';
import { entityFromYaml, itemYaml } from './entity-fixture';

const targets = (id: string) => ({ item: 'data_sync_items', unit: 'data_units', other: 'data_others' })[id];
const diff = (before: string | undefined, after: string) => diffEntity(before === undefined ? undefined : entityFromYaml(before), entityFromYaml(after), targets);

describe('schema differ', () => {
  it('a new entity is one table plus a foreign key per reference, and no check', () => {
    const d = diff(undefined, itemYaml('  unit: { type: ref, entity: unit }\n  lines: { type: children, entity: other, via: item }\n'));
    expect(d.changes.map((c) => c.kind)).toEqual(['create-table', 'add-fk']);
    expect(d.changes[1]).toMatchObject({ table: 'data_sync_items', column: 'unit_id', target: 'data_units' });
    expect(d.checks).toEqual([]);
    const [create] = planChanges(d.changes);
    const sql = create.statements[0].sql;
    expect(sql).toContain('CREATE TABLE "data_sync_items"');
    expect(sql).toContain('"unit_id" integer');
    expect(sql).not.toContain('lines');
    expect(sql).toContain('UNIQUE (company_id, id)');
  });

  it('an unchanged entity has no change at all', () => {
    const yaml = itemYaml('  price: { type: money, min: 0 }\n');
    expect(diff(yaml, yaml)).toEqual({ changes: [], checks: [], notes: [] });
  });

  it('additive changes: a new column, a wider text, more enum values, integer -> decimal; none needs a check', () => {
    const d = diff(
      itemYaml('  qty: { type: integer }\n  status: { type: enum, values: [a, b] }\n'),
      itemYaml('  qty: { type: decimal, scale: 3 }\n  status: { type: enum, values: [a, b, c] }\n  note: { type: text }\n').replace('maxLength: 80', 'maxLength: 120'),
    );
    expect(d.checks).toEqual([]);
    const kinds = d.changes.map((c) => c.kind);
    expect(kinds).toEqual(expect.arrayContaining(['add-column', 'alter-type', 'definition']));
    const alter = planChanges(d.changes).find((p) => p.change.kind === 'alter-type')!;
    expect(alter.statements[0].sql).toBe('ALTER TABLE "data_sync_items" ALTER COLUMN "qty" TYPE numeric(18, 3) USING "qty"::numeric(18, 3)');
    expect(d.changes.filter((c) => c.kind === 'definition').map((c) => (c as { detail: string }).detail).sort()).toEqual(['name: maxLength 80 -> 120', 'status: values added c']);
  });

  it('renamedFrom renames the column instead of adding an empty one', () => {
    const d = diff(itemYaml('  cost: { type: money }\n'), itemYaml('  unitCost: { type: money, renamedFrom: cost }\n'));
    expect(d.changes).toEqual([expect.objectContaining({ kind: 'rename-column', from: 'cost', to: 'unit_cost' })]);
    expect(d.notes).toEqual([]);
  });

  it('a removed field keeps its column and is only noted', () => {
    const d = diff(itemYaml('  cost: { type: money }\n'), itemYaml(''));
    expect(d.changes).toEqual([]);
    expect(d.notes).toEqual(['data_sync_items.cost: field "cost" is no longer declared; its column and data are kept']);
  });

  it('narrowings become checks located at the field: shorter text, removed enum value, required, decimals, integer, min/max', () => {
    const before = itemYaml(
      '  status: { type: enum, values: [a, b, c] }\n  qty: { type: decimal, scale: 4 }\n  whole: { type: decimal }\n  pct: { type: percent, max: 100 }\n  when: { type: date }\n',
    );
    const after = itemYaml(
      '  status: { type: enum, values: [a, b] }\n  qty: { type: decimal, scale: 2 }\n  whole: { type: integer }\n  pct: { type: percent, max: 50, required: true }\n  when: { type: month }\n',
    ).replace('maxLength: 20', 'maxLength: 10');
    const d = diff(before, after);
    const summary = d.checks.map((c) => `${c.origin.path}@${c.origin.line} ${c.kind} ${c.what}`);
    expect(summary).toEqual([
      'fields.code.maxLength@7 too-long 20 -> 10',
      'fields.status.values@9 not-in-values removed c',
      'fields.qty.scale@10 too-many-decimals scale 4 -> 2',
      'fields.whole.type@11 not-integer decimal -> integer',
      'fields.pct.max@12 above-max 100 -> 50',
      'fields.pct.required@12 null false -> true',
      'fields.when.type@13 not-first-day date -> month',
    ]);
    expect(d.checks[0].verb).toBe('cut');
    expect(checkStatement(d.checks[0])).toEqual({ sql: 'SELECT count(*)::int AS n FROM "data_sync_items" WHERE length("code"::text) > $1', params: [10] });
    expect(checkStatement(d.checks[1]).params).toEqual([['a', 'b']]);
  });

  it('an incompatible type change or a reference pointing elsewhere is allowed only on an empty column', () => {
    const d = diff(itemYaml('  flag: { type: boolean }\n  unit: { type: ref, entity: unit }\n'), itemYaml('  flag: { type: date }\n  unit: { type: ref, entity: other }\n'));
    expect(d.checks.map((c) => `${c.origin.path} ${c.kind} ${c.what}`)).toEqual(['fields.flag.type not-null boolean -> date', 'fields.unit.entity not-null unit -> other']);
    const planned = planChanges(d.changes);
    expect(planned.map((p) => p.change.kind)).toEqual(['drop-fk', 'alter-type', 'add-fk']);
    expect(planned[1].statements[0].sql).toContain('USING NULL::date');
    expect(planned[2].statements[0].sql).toContain('REFERENCES "data_others" (company_id, id)');
  });

  it('a number becoming text widens (cast); a new required field fills its default, or breaks every existing row without one', () => {
    const d = diff(itemYaml('  qty: { type: integer }\n'), itemYaml('  qty: { type: string, maxLength: 30 }\n  state: { type: enum, values: [x, y], required: true, default: x }\n  must: { type: integer, required: true }\n'));
    expect(d.checks.map((c) => `${c.origin.path} ${c.kind}`)).toEqual(['fields.qty.maxLength too-long', 'fields.must.required any-row']);
    const planned = planChanges(d.changes);
    const fill = planned.find((p) => p.change.kind === 'add-column' && p.change.field.name === 'state')!;
    expect(fill.statements[1]).toEqual({ sql: 'UPDATE "data_sync_items" SET "state" = $1::text', params: ['x'] });
    expect(planned.find((p) => p.change.kind === 'alter-type')!.statements[0].sql).toContain('USING "qty"::text');
  });
});
