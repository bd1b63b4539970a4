// The `under` filter: a ref into a tree (an entity with one ref to itself,
// its parent) is the given row or any row below it, so a category lists the
// products of all its subfamilies. The subtree's ids come from a recursive
// CTE walked down from the given row inside the filter's own subquery, so
// the page, its count and an export share it without a WITH of their own.
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import { treeParentField } from '../../../engine/data/tree';
import { ApiError } from '../../errors/api-error';
import { ident, isComputed, tableOf } from '../sql';
import type { PathContext, ResolvedPath } from './paths';

/**
 * The tree a ref filters through, and its parent field; a 400 naming the
 * filter when the ref's target is not a tree.
 */
export function underTree(resolved: ResolvedPath, context: Pick<PathContext, 'entities'>): { tree: CompiledEntity; parent: CompiledField } {
  const { field, path } = resolved;
  const tree = field.type === 'ref' && field.entity ? context.entities.get(field.entity) : undefined;
  const parent = tree && !isComputed(tree) ? treeParentField(tree) : undefined;
  if (!tree || !parent) {
    throw new ApiError('VALIDATION_ERROR', `filter ${path} under: ${path} does not refer to a tree (an entity with exactly one reference to itself)`, 'filter');
  }
  return { tree, parent };
}

/**
 * `expr IN (the ids of the row at idParam and every row below it)`. Every
 * step is scoped to the caller's company ($1), so a row of another company
 * never seeds or joins the walk; UNION (not UNION ALL) drops rows already
 * reached, so a cycle in bad data ends the walk instead of looping.
 */
export function underCondition(expr: string, tree: CompiledEntity, parent: CompiledField, idParam: string): string {
  const table = ident(tableOf(tree));
  const parentColumn = ident(parent.column!);
  return `${expr} IN (WITH RECURSIVE subtree(id) AS (`
    + `SELECT u_root.id FROM ${table} u_root WHERE u_root.id = ${idParam} AND u_root.company_id = $1`
    + ` UNION SELECT u_child.id FROM ${table} u_child JOIN subtree ON u_child.${parentColumn} = subtree.id WHERE u_child.company_id = $1`
    + `) SELECT id FROM subtree)`;
}
