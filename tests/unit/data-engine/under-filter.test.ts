// The `under` filter (a ref into a tree: that row or any row below it):
// accepted by the API's filter parser, compiled to a recursive CTE scoped to
// the company, refused with a 400 naming the filter on refs that are not
// trees, on other types, with a list or a non-id, and refused like an
// unknown path when the caller may not read the tree's parent field.
import { describe, expect, it } from 'vitest';
import { createAccessPolicy } from '../../../engine/access/policy';
import type { CompiledConfig } from '../../../engine/config/compiled';
import type { Filter } from '../../../engine/data/list-query';
import { leavesFilter, treeParentField } from '../../../engine/data/tree';
import { callerAccess } from '../../../server/data-engine/access';
import { parseFilters } from '../../../server/data-engine/http/list-params';
import { compileList } from '../../../server/data-engine/query/list';
import { ApiError } from '../../../server/errors/api-error';
import { entityFromYaml } from './entity-fixture';

const yaml = (id: string, table: string, fields: string, read = 'PRODUCTS') => entityFromYaml(`id: ${id}
table: ${table}
key: [code]
title: name
access: { read: [${read}], write: [${read}] }
fields:
  code: { type: string, required: true }
  name: { type: string }
${fields}`, `config/entities/${id}.yaml`);

const family = yaml('family', 'families', '  parent: { type: ref, entity: family, access: { read: [TREE], write: [TREE] } }\n');
const shelf = yaml('shelf', 'shelves', '');
const twoParents = yaml('pair', 'pairs', '  left: { type: ref, entity: pair }\n  right: { type: ref, entity: pair }\n');
const item = yaml('item', 'items', `  family: { type: ref, entity: family }
  shelf: { type: ref, entity: shelf }
  pair: { type: ref, entity: pair }
`);
const entities = new Map([family, shelf, twoParents, item].map((e) => [e.id, e]));
const policy = createAccessPolicy({
  roles: [
    { id: 1, key: 'all', icon: 'x', grants: { PRODUCTS: 'write', TREE: 'read' }, seesNetworkErrors: false },
    { id: 2, key: 'flat', icon: 'x', grants: { PRODUCTS: 'read' }, seesNetworkErrors: false },
  ],
  plugins: [],
} as unknown as Pick<CompiledConfig, 'roles' | 'plugins'>);
const context = (roles: number[]) => ({ entities, access: callerAccess(policy, entities, { roles, activePlugins: [] }) });
const today = '2025-06-15';
const compile = (filters: Filter[], roles = [1], fixed: Filter[] = []) => compileList(item, { today, sort: [], filters, fixed }, context(roles), 7);

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('VALIDATION_ERROR');
    return (error as ApiError).message;
  }
  throw new Error('not refused');
}

describe('the under filter', () => {
  it('is an operator of the API filter parser', () => {
    expect(parseFilters('[{"field":"family","op":"under","value":3}]')).toEqual([{ field: 'family', op: 'under', value: 3 }]);
    expect(refusal(() => parseFilters('[{"field":"family","op":"below","value":3}]'))).toContain('between null under');
  });

  it('compiles to a recursive CTE walking down from the row, every step in the caller\'s company', () => {
    const list = compile([{ field: 'family', op: 'under', value: 3 }]);
    expect(list.params.values).toEqual([7, 3]);
    expect(list.where).toBe(
      'WHERE t.company_id = $1 AND t."family_id" IN (WITH RECURSIVE subtree(id) AS ('
      + 'SELECT u_root.id FROM "data_families" u_root WHERE u_root.id = $2::integer AND u_root.company_id = $1'
      + ' UNION SELECT u_child.id FROM "data_families" u_child JOIN subtree ON u_child."parent_id" = subtree.id WHERE u_child.company_id = $1'
      + ') SELECT id FROM subtree)',
    );
    // Through a ref one hop away too: the family's parent is under a row.
    expect(compile([{ field: 'family.parent', op: 'under', value: 5 }]).where).toContain('j_family_id."parent_id" IN (WITH RECURSIVE subtree(id)');
  });

  it('only on a ref into a tree: other refs, other types, lists and non-ids are a 400 naming the filter', () => {
    expect(refusal(() => compile([{ field: 'shelf', op: 'under', value: 1 }]))).toBe('filter shelf under: shelf does not refer to a tree (an entity with exactly one reference to itself)');
    expect(refusal(() => compile([{ field: 'pair', op: 'under', value: 1 }]))).toContain('filter pair under: pair does not refer to a tree');
    expect(refusal(() => compile([{ field: 'name', op: 'under', value: 'x' }]))).toMatch(/^filter name under: string fields filter with eq, /);
    expect(refusal(() => compile([{ field: 'family', op: 'under', value: [1, 2] }]))).toBe('filter family under: give one value, not a list');
    expect(refusal(() => compile([{ field: 'family', op: 'under', value: 'abc' }]))).toMatch(/^filter family under: "abc" is not a value of the field/);
    expect(refusal(() => compile([{ field: 'family', op: 'under', value: null }]))).toMatch(/^filter family under: null is not a value of the field/);
  });

  it('walking the tree needs its parent field readable, else refused like a path that does not exist; server-set conditions may', () => {
    const unknown = refusal(() => compile([{ field: 'family.nosuch', op: 'eq', value: 1 }], [2]));
    expect(refusal(() => compile([{ field: 'family', op: 'under', value: 3 }], [2]))).toBe(unknown.replace('family.nosuch', 'family.parent'));
    expect(compile([], [2], [{ field: 'family', op: 'under', value: 3 }]).where).toContain('WITH RECURSIVE');
  });
});

describe('a tree view\'s leaves', () => {
  it('the parent field is the one ref of an entity to itself; none or two is no tree', () => {
    expect(treeParentField(family)?.name).toBe('parent');
    expect(treeParentField(shelf)).toBeUndefined();
    expect(treeParentField(twoParents)).toBeUndefined();
  });

  it('list the node\'s subtree when the caller may walk it, else the node\'s own rows', () => {
    const readable = () => true;
    expect(leavesFilter(item, 'family', 4, entities, readable)).toEqual({ field: 'family', op: 'under', value: 4 });
    expect(leavesFilter(item, 'shelf', 4, entities, readable)).toEqual({ field: 'shelf', op: 'eq', value: 4 });
    expect(leavesFilter(item, 'family', 4, entities, (path) => path !== 'family.parent')).toEqual({ field: 'family', op: 'eq', value: 4 });
  });
});
