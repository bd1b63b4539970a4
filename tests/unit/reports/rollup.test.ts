// Rollups (server/reports/rollup.ts): which paths a rollup answers (those
// starting with a key, renamed), which requests it covers (every path a key,
// every measure a sum, count or avg over a summed field, conditions on keys),
// and how rolled rows aggregate again (a count sums the row counts, an avg
// divides the summed sums by the summed counts).
import { describe, expect, it } from 'vitest';
import type { CompiledEntity, CompiledField, CompiledMeasure } from '../../../engine/config/compiled';
import { createComputedRegistry } from '../../../server/reports/computation';
import { aggregateSql } from '../../../server/reports/aggregate-sql';
import { rolledPath, rollupCovers } from '../../../server/reports/rollup';

const ROLLUP = {
  keys: [
    { path: 'product.family', name: 'family', column: 'family_id' },
    { path: 'warehouse', name: 'warehouse', column: 'warehouse_id' },
    { path: 'month', name: 'month', column: 'month' },
    { path: 'stockout', name: 'stockout', column: 'stockout' },
  ],
  sums: ['projected', 'coverDays'],
};
const measure = (agg: CompiledMeasure['agg'], field?: string, where: CompiledMeasure['where'] = []): CompiledMeasure => ({ id: `${agg}-${field}`, entity: 'sp', agg, where, format: 'number', ...(field ? { field } : {}) });

describe('rolledPath', () => {
  it('renames the key a path starts with, and what follows stays', () => {
    expect(rolledPath(ROLLUP, 'product.family')).toBe('family');
    expect(rolledPath(ROLLUP, 'product.family.parent')).toBe('family.parent');
    expect(rolledPath(ROLLUP, 'warehouse')).toBe('warehouse');
    expect(rolledPath(ROLLUP, 'month')).toBe('month');
  });

  it('answers nothing for a path no key starts (a product, a prefix that only looks alike, a summed field)', () => {
    expect(rolledPath(ROLLUP, 'product')).toBeNull();
    expect(rolledPath(ROLLUP, 'product.familyCode')).toBeNull();
    expect(rolledPath(ROLLUP, 'projected')).toBeNull();
  });
});

describe('rollupCovers', () => {
  it('covers sums, counts and averages grouped, filtered and conditioned by keys', () => {
    const measures = [measure('sum', 'projected'), measure('avg', 'coverDays'), measure('count', undefined, [{ field: 'stockout', op: 'eq', value: true }])];
    expect(rollupCovers(ROLLUP, 'sp', ['product.family.parent', 'month', 'warehouse'], measures)).toBe(true);
  });

  it('does not cover a path outside the keys, a min or max, a countDistinct, a field it does not sum or a condition outside the keys', () => {
    expect(rollupCovers(ROLLUP, 'sp', ['product'], [measure('sum', 'projected')])).toBe(false);
    expect(rollupCovers(ROLLUP, 'sp', ['month'], [measure('max', 'projected')])).toBe(false);
    expect(rollupCovers(ROLLUP, 'sp', ['month'], [measure('countDistinct', 'projected')])).toBe(false);
    expect(rollupCovers(ROLLUP, 'sp', ['month'], [measure('sum', 'opening')])).toBe(false);
    expect(rollupCovers(ROLLUP, 'sp', ['month'], [measure('count', undefined, [{ field: 'status', op: 'eq', value: 'ok' }])])).toBe(false);
  });

  it('ignores the measures of the other entities of the report', () => {
    expect(rollupCovers(ROLLUP, 'sp', ['month'], [{ ...measure('max', 'quantity'), entity: 'sales-line' }])).toBe(true);
  });
});

describe('aggregate SQL over rolled rows', () => {
  const input = (agg: CompiledMeasure['agg'], value: string, count: string | null = null, filter: string | null = null) => ({ measure: measure(agg, 'x'), value, filter, rolled: true, count });

  it('sums the row counts for a count and divides summed sums by summed counts for an avg, in two steps', () => {
    expect(aggregateSql('INNER', 1, [false], [[0], []], [input('count', 'v0', null, 'w0'), input('avg', 'v1', 'c1'), input('sum', 'v2')])).toBe(
      'SELECT GROUPING(p.d0) AS g, p.d0, sum(p.a0)::float8 AS m0, (sum(p.a1) / NULLIF(sum(p.b1), 0))::float8 AS m1, sum(p.a2)::float8 AS m2 '
      + 'FROM (SELECT r.d0, sum(r.v0) FILTER (WHERE r.w0) AS a0, sum(r.v1) AS a1, sum(r.c1) AS b1, sum(r.v2) AS a2 FROM (INNER) r GROUP BY r.d0) p '
      + 'GROUP BY GROUPING SETS ((p.d0), ())',
    );
  });

  it('and the same in one step without dimensions', () => {
    expect(aggregateSql('INNER', 0, [], [[]], [input('count', 'v0'), input('avg', 'v1', 'c1')])).toBe(
      'SELECT 0 AS g, sum(r.v0)::float8 AS m0, (sum(r.v1) / NULLIF(sum(r.c1), 0))::float8 AS m1 FROM (INNER) r',
    );
  });
});

describe('rollups in the computed registry', () => {
  const field = (name: string, type: CompiledField['type'], extra: Partial<CompiledField> = {}): CompiledField => ({
    name, column: name, type, required: false, expected: false, unique: false, access: { read: [], write: [] }, readOnly: false, line: 1, ...extra,
  });
  const entity = (id: string, computed: boolean, fields: CompiledField[]): CompiledEntity => ({
    id, table: computed ? '' : id, computed, key: ['id'], title: 'name', order: [], access: { read: [], write: [] }, singleton: false, readOnly: computed,
    fields, unique: [], indexes: [], checks: [], source: `config/entities/${id}.yaml`,
  });
  const rollup = { ...ROLLUP, entityId: 'sp', rowCount: 'row_count', sql: () => 'SELECT 1', prepare: async () => {} };
  const computation = { entityId: 'sp', sql: () => 'SELECT 1', rollup };
  const family = entity('family', false, [field('name', 'string')]);
  const product = entity('product', false, [field('name', 'string'), field('family', 'ref', { column: 'family_id', entity: 'family' })]);
  const warehouse = entity('warehouse', false, [field('name', 'string')]);
  const spFields = [
    field('product', 'ref', { column: 'product_id', entity: 'product' }), field('warehouse', 'ref', { column: 'warehouse_id', entity: 'warehouse' }),
    field('month', 'month'), field('stockout', 'boolean'), field('projected', 'decimal'), field('coverDays', 'decimal', { column: 'cover_days' }),
  ];

  it('offers the rollup when the config has every key and summed field', () => {
    const registry = createComputedRegistry({ entities: [family, product, warehouse, entity('sp', true, spFields)] }, [computation]);
    expect(registry.rollup?.('sp')).toBe(rollup);
  });

  it('leaves it out when a key is missing from this config, so reports read the rows instead of failing', () => {
    const registry = createComputedRegistry({ entities: [family, product, warehouse, entity('sp', true, spFields.filter((f) => f.name !== 'stockout'))] }, [computation]);
    expect(registry.rollup?.('sp')).toBeUndefined();
  });
});
