import { describe, expect, it } from 'vitest';
import { createAccessPolicy } from '../../../engine/access/policy';
import type { CompiledConfig } from '../../../engine/config/compiled';
import { callerAccess } from '../../../server/data-engine/access';
import { compileList } from '../../../server/data-engine/query/list';
import { searchPattern } from '../../../server/data-engine/query/search';
import { ApiError } from '../../../server/errors/api-error';
import { entityFromYaml } from './entity-fixture';

const family = entityFromYaml(`id: family
table: families
key: [code]
title: name
access: { read: [PRODUCTS], write: [PRODUCTS] }
fields:
  code: { type: string, required: true }
  name: { type: string }
  budget: { type: money, access: { read: [COSTS], write: [COSTS] } }
`, 'config/entities/family.yaml');
const item = entityFromYaml(`id: item
table: items
key: [sku]
title: name
access: { read: [PRODUCTS], write: [PRODUCTS] }
fields:
  sku: { type: string, required: true }
  name: { type: string }
  family: { type: ref, entity: family }
  price: { type: money }
  cost: { type: money, access: { read: [COSTS], write: [COSTS] } }
  margin: { type: money, formula: price - cost }
  launch: { type: month }
`, 'config/entities/item.yaml');
const entities = new Map([['family', family], ['item', item]]);
const policy = createAccessPolicy({
  roles: [{ id: 1, key: 'all', icon: 'x', grants: { PRODUCTS: 'write', COSTS: 'write' }, seesNetworkErrors: false }, { id: 2, key: 'some', icon: 'x', grants: { PRODUCTS: 'read' }, seesNetworkErrors: false }],
  plugins: [],
} as unknown as Pick<CompiledConfig, 'roles' | 'plugins'>);
const context = (roles: number[]) => ({ entities, access: callerAccess(policy, entities, { roles, activePlugins: [] }) });
const today = '2025-06-15';

describe('text search', () => {
  it('folds the term and matches every accented form, whatever the case; regex characters are literal', () => {
    expect(searchPattern(' Café ')).toBe('[cçCÇ][aáàâäãåāAÁÀÂÄÃÅĀ]f[eéèêëēęEÉÈÊËĒĘ]');
    expect(searchPattern('1.5 (kg)*')).toBe('1\\.5 \\(kg\\)\\*');
    const matches = (term: string, text: string) => new RegExp(searchPattern(term), 'i').test(text);
    expect(matches('LIMON', 'Yogur de limón')).toBe(true);
    expect(matches('crème', 'CREME brulée')).toBe(true);
    expect(matches('lodz', 'Łódź')).toBe(false); // ź has no class: only the listed letters fold
    expect(matches('a.b', 'axb')).toBe(false);
  });
});

describe('list SQL', () => {
  it('scopes every statement and every join to the company ($1), with typed parameters', () => {
    const list = compileList(item, {
      today, sort: [{ field: 'family.name', desc: true }], filters: [{ field: 'launch', op: 'between', value: ['2025-01', '2025-06'] }, { field: 'name', op: 'contains', value: '50%' }],
    }, context([1]), 7);
    expect(list.params.values).toEqual([7, '2025-01-01', '2025-06-01', '50%']);
    expect(list.where).toBe(`WHERE t.company_id = $1 AND t."launch" BETWEEN $2::date AND $3::date AND t."name" ~* $4::text`);
    expect(list.from).toBe('FROM "data_items" t LEFT JOIN "data_families" j_family_id ON j_family_id.id = t."family_id" AND j_family_id.company_id = t.company_id');
    expect(list.orderBy).toBe('ORDER BY j_family_id."name" DESC, t.id DESC');
    expect(list.select).toContain(`to_char(t."launch", 'YYYY-MM') AS "launch"`);
    expect(list.select).toContain(`round(((t."price"::numeric - t."cost"::numeric))::numeric, 2)::float8 AS "margin"`);
  });

  it('a restricted field, a formula built on one, or a ref path into one is refused exactly like a field that does not exist', () => {
    const message = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        return (error as ApiError).message;
      }
      throw new Error('not refused');
    };
    const limited = context([2]);
    const unknown = message(() => compileList(item, { today, sort: [], filters: [{ field: 'nosuch', op: 'eq', value: 1 }] }, limited, 1));
    for (const path of ['cost', 'margin', 'family.budget']) {
      expect(message(() => compileList(item, { today, sort: [], filters: [{ field: path, op: 'null', value: true }] }, limited, 1))).toBe(unknown.replace('nosuch', path));
      expect(() => compileList(item, { today, sort: [{ field: path, desc: false }], filters: [] }, limited, 1)).toThrow(ApiError);
    }
    const list = compileList(item, { today, sort: [], filters: [] }, limited, 1);
    expect(list.columns.map((c) => c.path)).toEqual(['sku', 'name', 'family', 'price', 'launch']);
  });
});
