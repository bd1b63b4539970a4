// Rows the onboarding wizard wrote before its steps used the declared
// entities: product attributes (product_attributes) and products with their
// attribute values (products, attributes as jsonb). At start-up, after the
// schema sync has created the entity tables, the rows not yet moved are
// copied into them and marked moved (migration 051), in one transaction:
// a database created before the change keeps its attributes and products,
// and a second start finds nothing left to do. A row whose key the entity
// table already has (created meanwhile on the products page) is kept as
// it is there. Best effort where the shapes differ: a product's family and
// unit (free text then, references now) point at the family or unit whose
// code or name they match, else stay empty; attribute values are written
// as text (booleans as yes / no), matched to attributes by name.
import type { CompiledConfig, CompiledEntity } from '../../engine/config/compiled';
import { sqlType } from '../data-engine/sql';
import type { Db, Queryable } from '../db/adapter';
import { attributeCode, ATTRIBUTE_TABLE, joinValues } from './onboarding-attributes';
import { PRODUCT_TABLE } from './onboarding-products';

export interface MovedRows { attributes: number; products: number; values: number }

const NOTHING: MovedRows = { attributes: 0, products: 0, values: 0 };
const VALUE_TABLE = 'data_product_attribute_values';

async function tablesExist(db: Queryable, tables: readonly string[]): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM unnest($1::text[]) AS t(name) WHERE to_regclass(t.name) IS NOT NULL', [[...tables]]);
  return rows[0].n === tables.length;
}

/** The product's required fields with a plain default (status, source...), which the old products had no column for. */
function productDefaults(product: CompiledEntity | undefined): Array<{ column: string; type: string; value: string | number | boolean }> {
  return (product?.fields ?? [])
    .filter((f) => f.column && f.required && f.default !== undefined && ['enum', 'string', 'boolean', 'integer', 'decimal'].includes(f.type))
    .filter((f) => !['sku', 'name'].includes(f.name))
    .map((f) => ({ column: f.column!, type: sqlType(f)!, value: f.default! }));
}

async function moveAttributes(tx: Queryable, movedAt: string): Promise<number> {
  const rows = await tx.query<{ id: number; companyId: number; name: string; type: string; allowedValues: string[]; required: boolean }>(
    `SELECT id, company_id AS "companyId", name, type, allowed_values AS "allowedValues", required FROM product_attributes WHERE moved_at IS NULL ORDER BY id FOR UPDATE`,
  );
  const codes = new Map<number, string[]>();
  let moved = 0;
  for (const row of rows) {
    if (!codes.has(row.companyId)) codes.set(row.companyId, (await tx.query<{ code: string }>(`SELECT code FROM ${ATTRIBUTE_TABLE} WHERE company_id = $1`, [row.companyId])).map((r) => r.code));
    const taken = codes.get(row.companyId)!;
    const code = attributeCode(row.name, taken);
    const inserted = await tx.query(
      `INSERT INTO ${ATTRIBUTE_TABLE} (company_id, code, name, type, allowed_values, mandatory)
       SELECT $1, $2, $3, $4, $5, $6 WHERE NOT EXISTS (SELECT 1 FROM ${ATTRIBUTE_TABLE} WHERE company_id = $1 AND lower(name) = lower($3))
       ON CONFLICT DO NOTHING RETURNING id`,
      [row.companyId, code, row.name, row.type, joinValues(row.allowedValues), row.required],
    );
    if (inserted.length) {
      taken.push(code);
      moved++;
    }
    await tx.query('UPDATE product_attributes SET moved_at = $2 WHERE id = $1', [row.id, movedAt]);
  }
  return moved;
}

/** A family or unit the old free text names, by code first, then by name. */
const lookup = (table: string, text: string) =>
  `(SELECT x.id FROM ${table} x WHERE x.company_id = p.company_id AND (lower(x.code) = lower(${text}) OR lower(x.name) = lower(${text}))
    ORDER BY (lower(x.code) = lower(${text})) DESC, x.id LIMIT 1)`;

async function moveProducts(tx: Queryable, movedAt: string, defaults: ReturnType<typeof productDefaults>): Promise<{ products: number; values: number }> {
  const claimed = await tx.query<{ id: number }>('UPDATE products SET moved_at = $1 WHERE moved_at IS NULL RETURNING id', [movedAt]);
  if (claimed.length === 0) return { products: 0, values: 0 };
  const extra = defaults.map((d) => `, "${d.column}"`).join('');
  const extraValues = defaults.map((d, i) => `, $${i + 2}::${d.type}`).join('');
  const products = await tx.query(
    `INSERT INTO ${PRODUCT_TABLE} (company_id, sku, name, family_id, unit_id${extra})
     SELECT p.company_id, p.code, p.name, ${lookup('data_product_families', 'p.family')}, ${lookup('data_units', 'p.unit')}${extraValues}
     FROM products p WHERE p.moved_at = $1 ORDER BY p.id
     ON CONFLICT DO NOTHING RETURNING id`,
    [movedAt, ...defaults.map((d) => d.value)],
  );
  const values = await tx.query(
    `INSERT INTO ${VALUE_TABLE} (company_id, product_id, attribute_id, value)
     SELECT p.company_id, dp.id, d.id,
       CASE jsonb_typeof(kv.value) WHEN 'boolean' THEN CASE WHEN (kv.value)::text = 'true' THEN 'yes' ELSE 'no' END ELSE kv.value #>> '{}' END
     FROM products p
     CROSS JOIN LATERAL jsonb_each(p.attributes) AS kv
     JOIN ${PRODUCT_TABLE} dp ON dp.company_id = p.company_id AND dp.sku = p.code
     JOIN ${ATTRIBUTE_TABLE} d ON d.company_id = p.company_id AND lower(d.name) = lower(kv.key)
     WHERE p.moved_at = $1 AND jsonb_typeof(kv.value) <> 'null'
     ON CONFLICT DO NOTHING RETURNING id`,
    [movedAt],
  );
  return { products: products.length, values: values.length };
}

/** Copies what is left of the old onboarding tables into the entity tables; counts what was copied. */
export async function moveLegacyOnboardingData(db: Db, config: Pick<CompiledConfig, 'entities'>): Promise<MovedRows> {
  const product = config.entities.find((e) => e.id === 'product');
  if (!(await tablesExist(db, [PRODUCT_TABLE, ATTRIBUTE_TABLE, VALUE_TABLE, 'data_product_families', 'data_units']))) return NOTHING;
  const [{ pending }] = await db.query<{ pending: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM products WHERE moved_at IS NULL) OR EXISTS (SELECT 1 FROM product_attributes WHERE moved_at IS NULL) AS pending',
  );
  if (!pending) return NOTHING;
  return db.transaction(async (tx) => {
    const [{ now }] = await tx.query<{ now: string }>('SELECT now()::text AS now');
    // Attributes first: the products' values point at them.
    const attributes = await moveAttributes(tx, now);
    const { products, values } = await moveProducts(tx, now, productDefaults(product));
    return { attributes, products, values };
  });
}
