import { describe, expect, it } from 'vitest';
import type { EntityPermissions } from '../../../engine/access/entity-access';
import { mapHeaders } from '../../../server/data-engine/import/headers';
import { entityLexicon } from '../../../server/data-engine/import/lexicon';
import { entityFromYaml } from './entity-fixture';

const entity = entityFromYaml(`id: item
table: items
key: [code]
title: name
access: { read: [PRODUCTS], write: [PRODUCTS] }
fields:
  code: { type: string, required: true }
  name: { type: string }
  cost: { type: money }
  margin: { type: money, formula: cost * 2 }
  status: { type: enum, values: [on, off] }
`);
const translations = {
  es: { entities: { item: { fields: { code: { label: 'Código' }, name: { label: 'Nombre' }, cost: { label: 'Coste' }, status: { label: 'Estado', values: { on: 'Activo' } } } } } },
  en: { entities: { item: { fields: { code: { label: 'Code' }, name: { label: 'Name' }, cost: { label: 'Cost' }, status: { label: 'Status', values: { on: 'On' } } } } } },
} as never;
const perms = (readable: string[], writable: string[]): EntityPermissions => ({ read: true, write: true, readable: new Set(readable), writable: new Set(writable) });
const all = perms(['code', 'name', 'cost', 'margin', 'status'], ['code', 'name', 'cost', 'status']);

describe('import headers', () => {
  it('match field names and labels in any language, ignoring case, accents and a trailing *', () => {
    const lexicon = entityLexicon(entity, translations, 'en');
    const map = mapHeaders(entity, ['CODIGO *', 'Name', 'coste', 'Estado', 'id', 'margin', ''], lexicon, all, 1);
    expect(map.fields).toEqual(['code', 'name', 'cost', 'status', null, null, null]);
    expect(map.problems).toEqual([]);
    expect(lexicon.values.get('status')?.get('activo')).toBe('on');
  });

  it('report unknown, repeated, missing key and forbidden columns; a hidden field reads as unknown', () => {
    const lexicon = entityLexicon(entity, translations, 'es');
    const map = mapHeaders(entity, ['Nombre', 'Name', 'Colour', 'Cost'], lexicon, perms(['code', 'name'], ['code', 'name']), 3);
    expect(map.problems).toEqual([
      { line: 3, column: 'Name', field: 'name', code: 'duplicateColumn', params: { other: 'Nombre' } },
      { line: 3, column: 'Colour', code: 'unknownColumn' },
      { line: 3, column: 'Cost', code: 'unknownColumn' },
      { line: 3, field: 'code', code: 'missingColumn', params: { field: 'code' } },
    ]);
    const readOnly = mapHeaders(entity, ['code', 'cost'], lexicon, perms(['code', 'cost'], ['code']), 1);
    expect(readOnly.problems).toEqual([{ line: 1, column: 'cost', field: 'cost', code: 'forbiddenField' }]);
  });
});
