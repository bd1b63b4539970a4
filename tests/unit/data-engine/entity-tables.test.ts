// A stored entity's table comes from its declaration (data_<table>, quoted);
// an id that is not a stored entity fails naming it.
import { describe, expect, it } from 'vitest';
import type { CompiledEntity } from '../../../engine/config/compiled';
import { entityTables } from '../../../server/data-engine/entity-tables';

const entity = (id: string, table: string, computed = false) => ({ id, table, computed }) as CompiledEntity;

describe('entityTables', () => {
  const table = entityTables({ entities: [entity('forecast-value', 'forecast_values'), entity('product', 'items'), entity('stock-projection', '', true)] });

  it('gives the declared table of a stored entity, quoted', () => {
    expect(table('forecast-value')).toBe('"data_forecast_values"');
    expect(table('product')).toBe('"data_items"');
  });

  it('refuses a computed entity and an unknown id, naming it', () => {
    expect(() => table('stock-projection')).toThrow('no stored entity "stock-projection" is declared in config/entities');
    expect(() => table('forecast-values')).toThrow(/"forecast-values"/);
  });
});
