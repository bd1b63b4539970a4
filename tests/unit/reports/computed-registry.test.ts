// Computed entities and their computations must match: a computed entity
// without one, a computation for a stored entity, or two for one entity stop
// the server; a computation of an entity the config does not declare is
// only unused.
import { describe, expect, it } from 'vitest';
import type { CompiledEntity } from '../../../engine/config/compiled';
import { computedProblems, createComputedRegistry, type Computation } from '../../../server/reports/computation';
import { productClassification } from '../../../server/reports/computed/product-classification';

const entity = (id: string, computed: boolean): CompiledEntity => ({
  id, table: computed ? '' : id, computed, key: ['id'], title: 'id', order: [], access: { read: [], write: [] }, singleton: false, readOnly: computed,
  fields: [], unique: [], indexes: [], checks: [], source: `config/entities/${id}.yaml`,
});
const computation = (entityId: string): Computation => ({ entityId, sql: (c) => `SELECT ${c}` });

describe('computed entity registry', () => {
  it('matches computed entities with computations', () => {
    expect(computedProblems([entity('a', true), entity('b', false)], [computation('a'), computation('unused')])).toEqual([]);
    const registry = createComputedRegistry({ entities: [entity('a', true)] }, [computation('a')]);
    expect(registry.has('a')).toBe(true);
    expect(registry.sql('a', '$1')).toBe('SELECT $1');
  });

  it('reports each mismatch', () => {
    expect(computedProblems([entity('a', true), entity('b', false)], [computation('b'), computation('b')])).toEqual([
      'a computation is registered for entity "b" (config/entities/b.yaml), which is stored, not computed: add computed: true or remove the computation',
      'two computations are registered for entity "b"',
      'config/entities/a.yaml: entity "a" is computed but the server registers no computation for it (server/reports/computed/registry.ts)',
    ]);
    expect(() => createComputedRegistry({ entities: [entity('a', true)] }, [])).toThrow(/do not match/);
  });

  it('product-classification reads only the given company, at every step of the walk', () => {
    const sql = productClassification.sql('$7', (id) => `"t_${id}"`);
    expect(sql.match(/company_id = \$7/g)).toHaveLength(3);
    expect(sql).not.toMatch(/\$1/);
  });

  it('names the tables of stored entities through their declarations', () => {
    const registry = createComputedRegistry({ entities: [entity('a', true), { ...entity('product', false), table: 'items' }] }, [{ entityId: 'a', sql: (c, table) => `SELECT * FROM ${table('product')} WHERE company_id = ${c}` }]);
    expect(registry.sql('a', '$1')).toBe('SELECT * FROM "data_items" WHERE company_id = $1');
  });
});
