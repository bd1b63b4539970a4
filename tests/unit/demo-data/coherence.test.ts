// Every generated row is a row the data API would accept: stored fields of
// its entity only, values valid for their field (type, required, length,
// range, enum), unique business keys, refs pointing at a generated row, and
// the entity's checks (end >= start) holding.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledConfig, CompiledEntity } from '../../../engine/config/compiled';
import { checkValue } from '../../../engine/data/field-values';
import { checkProblem } from '../../../engine/data/validate-record';
import { compiledConfig, demo, keyOf } from './helpers';

/** The pages this generator fills (later issues bring their own modules for theirs). */
const ISSUE_9_ROUTES = [
  'products', 'attributes', 'hierarchy', 'new-releases', 'units', 'conversions', 'locations', 'non-working-days-calendar', 'customers',
  'warehouses', 'ports', 'suppliers', 'suppliers-attributes', 'supplier-attributes', 'suppliers-contracts', 'contracts', 'contracts-ftn',
  'materials', 'material-supplier', 'factory', 'recipes', 'parts-list', 'process-configuration', 'production-line', 'change-matrix',
  'promotions', 'promotions-calendar', 'price-rates', 'price-rates-configuration', 'price-rates-hierarchy', 'offers', 'containers',
  'containers-planning', 'containers-loading', 'containers-tracking', 'containers-costs', 'meeting-task', 'associated-dimensions', 'plugins',
];

let config: CompiledConfig;
let entities: Map<string, CompiledEntity>;
beforeAll(async () => {
  config = await compiledConfig();
  entities = new Map(config.entities.map((e) => [e.id, e]));
});

describe('demo data against the entities', () => {
  it('generates rows for every entity the master-data pages of issue 9 show, each table after the tables it refers to', () => {
    const order = demo().map((t) => t.entity);
    for (const id of order) expect(entities.has(id), id).toBe(true);
    const shown = config.routes.filter((r) => ISSUE_9_ROUTES.includes(r.id)).flatMap((r) => r.views.flatMap((v) => [v.entity, v.leaves?.entity ?? '']).filter(Boolean));
    expect(shown.length).toBeGreaterThan(40);
    expect([...new Set(shown)].filter((id) => !order.includes(id))).toEqual([]);
    for (const [i, id] of order.entries()) {
      for (const field of entities.get(id)!.fields) {
        if (field.type === 'ref' && field.entity !== id) expect(order.indexOf(field.entity!), `${id}.${field.name} -> ${field.entity}`).toBeLessThan(i);
      }
    }
  });

  it('has only valid values of stored fields, every required one present', () => {
    const problems: string[] = [];
    for (const table of demo()) {
      const entity = entities.get(table.entity)!;
      table.rows.forEach((row, n) => {
        for (const name of Object.keys(row)) {
          const field = entity.fields.find((f) => f.name === name);
          if (!field || field.column === null) problems.push(`${entity.id}[${n}].${name}: not a stored field`);
        }
        for (const field of entity.fields.filter((f) => f.column !== null)) {
          const value = row[field.name] ?? null;
          // Refs hold the target's business key here (the inserter turns it into an id).
          const checked = field.type === 'ref' ? (value === null && field.required ? { ok: false, problem: { code: 'required' } } : { ok: true }) : checkValue(field, value);
          if (!checked.ok) problems.push(`${entity.id}[${n}].${field.name} = ${JSON.stringify(value)}: ${JSON.stringify((checked as { problem: unknown }).problem)}`);
        }
        for (const check of entity.checks) {
          const problem = checkProblem(check, row);
          if (problem) problems.push(`${entity.id}[${n}]: ${check.field} ${check.op} ${check.other} fails`);
        }
      });
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('has unique business keys and unique sets', () => {
    for (const table of demo()) {
      const entity = entities.get(table.entity)!;
      for (const set of [entity.key, ...entity.unique, ...entity.fields.filter((f) => f.unique).map((f) => [f.name])]) {
        const seen = new Set(table.rows.map((row) => set.map((k) => String(row[k])).join('\u0001')));
        expect(seen.size, `${entity.id} ${set.join('+')}`).toBe(table.rows.length);
      }
    }
  });

  it('points every ref at a generated row of the target entity', () => {
    const keys = new Map(demo().map((t) => [t.entity, new Set(t.rows.map((row) => keyOf(entities.get(t.entity)!, row)))]));
    const dangling: string[] = [];
    for (const table of demo()) {
      for (const field of entities.get(table.entity)!.fields.filter((f) => f.type === 'ref')) {
        for (const row of table.rows) {
          const value = row[field.name];
          if (value !== null && value !== undefined && !keys.get(field.entity!)?.has(String(value))) dangling.push(`${table.entity}.${field.name} = ${value}`);
        }
      }
    }
    expect(dangling.slice(0, 20)).toEqual([]);
  });
});
