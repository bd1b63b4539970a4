// product-classification: every product with the category, family and
// subfamily it sits under. The hierarchy (product-family, `parent` and
// `level`) can be one, two or three levels deep above a product, which no
// fixed path of refs can follow (product.family.parent.parent is three
// hops, and wrong when a product hangs from a family directly), so a
// recursive walk up the parents finds each level by its `level` value.
// Reports group products by category through this entity.
import type { Computation } from './registry';

/** The walk stops here: a cycle in the hierarchy (a family made its own ancestor) cannot loop forever. */
export const MAX_HIERARCHY_DEPTH = 8;

const level = (name: string) => `(array_agg(node_id ORDER BY depth) FILTER (WHERE level = '${name}'))[1]`;

export const productClassification: Computation = {
  entityId: 'product-classification',
  sql: (company, table) => `WITH RECURSIVE chain AS (
  SELECT p.id AS product_id, f.id AS node_id, f.parent_id, f.level, 1 AS depth
  FROM ${table('product')} p JOIN ${table('product-family')} f ON f.id = p.family_id AND f.company_id = p.company_id
  WHERE p.company_id = ${company}
  UNION ALL
  SELECT c.product_id, f.id, f.parent_id, f.level, c.depth + 1
  FROM chain c JOIN ${table('product-family')} f ON f.id = c.parent_id AND f.company_id = ${company}
  WHERE c.depth < ${MAX_HIERARCHY_DEPTH}
)
SELECT p.id, p.company_id, p.id AS product_id, p.sku, h.category_id, h.family_id, h.subfamily_id, coalesce(h.depth, 0) AS depth
FROM ${table('product')} p
LEFT JOIN (
  SELECT product_id, ${level('category')} AS category_id, ${level('family')} AS family_id, ${level('subfamily')} AS subfamily_id, max(depth) AS depth
  FROM chain GROUP BY product_id
) h ON h.product_id = p.id
WHERE p.company_id = ${company}`,
};
