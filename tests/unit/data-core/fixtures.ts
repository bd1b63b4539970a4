// A small compiled entity for the pure data rules' tests.
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled';

export function field(name: string, type: CompiledField['type'], extra: Partial<CompiledField> = {}): CompiledField {
  return { name, column: name, type, required: false, expected: false, unique: false, access: { read: [], write: [] }, readOnly: false, line: 1, ...extra };
}

export const product: CompiledEntity = {
  id: 'product', table: 'products', computed: false, key: ['sku'], title: 'name', order: ['sku'],
  access: { read: ['PRODUCTS'], write: ['PRODUCTS'] }, singleton: false, readOnly: false,
  fields: [
    field('sku', 'string', { required: true, maxLength: 10 }),
    field('name', 'string', { required: true, maxLength: 200 }),
    field('status', 'enum', { values: ['active', 'discontinued'], default: 'active', required: true }),
    field('family', 'ref', { entity: 'family' }),
    field('price', 'money', { min: 0, scale: 2 }),
    field('unitCost', 'money', { scale: 2, access: { read: ['COSTS'], write: ['COSTS'] } }),
    field('moq', 'integer', { min: 1 }),
    field('launch', 'date', { default: 'today' }),
    field('until', 'date'),
    field('season', 'month'),
    field('organic', 'boolean'),
    field('total', 'decimal', { readOnly: true, formula: 'price * moq' }),
  ],
  unique: [], indexes: [], checks: [{ field: 'until', op: '>=', other: 'launch' }], source: 'config/entities/product.yaml',
};

export const family: CompiledEntity = {
  ...product, id: 'family', table: 'families', key: ['code'], title: 'name', access: { read: ['HIERARCHY'], write: ['HIERARCHY'] },
  fields: [field('code', 'string'), field('name', 'string'), field('manager', 'string', { access: { read: ['SECRET'], write: [] } })],
  checks: [], source: 'config/entities/family.yaml',
};
