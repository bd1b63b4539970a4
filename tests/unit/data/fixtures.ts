// Compiled entities for the data tests, built like compile-entities.ts does
// (defaults applied), without loading config/.
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled';

export function field(name: string, type: CompiledField['type'], extra: Partial<CompiledField> = {}): CompiledField {
  const base: CompiledField = {
    name, type, column: type === 'children' ? null : name, required: false, expected: false, unique: false,
    access: { read: [], write: [] }, readOnly: false, line: 1,
  };
  if (type === 'string') base.maxLength = 200;
  if (type === 'text') base.maxLength = 4000;
  if (type === 'decimal') base.scale = 4;
  if (type === 'money' || type === 'percent') base.scale = 2;
  return { ...base, ...extra };
}

export function entity(id: string, fields: CompiledField[], extra: Partial<CompiledEntity> = {}): CompiledEntity {
  return {
    id, table: id.replace(/-/g, '_'), computed: false, key: [fields[0].name], title: fields[1]?.name ?? fields[0].name, order: [fields[0].name],
    access: { read: [], write: [] }, singleton: false, readOnly: false, fields, unique: [], indexes: [], checks: [], source: `config/entities/${id}.yaml`,
    ...extra,
  };
}

export const unit = entity('unit', [
  field('code', 'string', { required: true, maxLength: 12 }),
  field('name', 'string', { required: true, maxLength: 60 }),
  field('kind', 'enum', { values: ['count', 'weight'], required: true, default: 'count' }),
  field('decimals', 'integer', { min: 0, max: 6, default: 0 }),
]);

export const product = entity('product', [
  field('sku', 'string', { required: true, maxLength: 40 }),
  field('name', 'string', { required: true, maxLength: 120 }),
  field('family', 'ref', { entity: 'family' }),
  field('unit', 'ref', { entity: 'unit' }),
  field('status', 'enum', { values: ['active', 'phase-out'], required: true, default: 'active' }),
  field('launchDate', 'date'),
  field('firstMonth', 'month'),
  field('price', 'money', { min: 0 }),
  field('discount', 'percent', { min: 0, max: 100 }),
  field('moq', 'decimal', { min: 0, scale: 3 }),
  field('active', 'boolean'),
  field('description', 'text', { maxLength: 2000 }),
]);

export const promotion = entity('promotion', [
  field('code', 'string', { required: true }),
  field('name', 'string', { required: true }),
  field('startDate', 'date', { required: true }),
  field('endDate', 'date', { required: true }),
  field('kind', 'enum', { values: ['discount', 'display'] }),
], { checks: [{ field: 'endDate', op: '>=', other: 'startDate' }] });

export const family = entity('family', [
  field('code', 'string', { required: true }),
  field('name', 'string', { required: true }),
  field('parent', 'ref', { entity: 'family' }),
  field('products', 'children', { entity: 'product', via: 'family' }),
]);

export const entities = new Map([unit, product, promotion, family].map((e) => [e.id, e]));
