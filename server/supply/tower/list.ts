// The control tower page's exceptions: the supply-exception rows with the
// names of what they concern, counted by kind and severity, filtered and
// paged in one statement. A name is only given when the caller may read
// its entity (a planner without containers access sees no container code).
import type { Caller } from '../../access/caller';
import type { Queryable } from '../../db/adapter';
import type { DataEngine } from '../../data-engine/engine';
import { exceptionsSql } from './exceptions-sql';

export interface TowerFilters {
  kind?: string;
  severity?: string;
  page: number;
  pageSize: number;
}

type Named = { Id: number; Name: string } | null;

export interface TowerItem {
  Reference: string;
  Kind: string;
  Severity: string;
  Product: (Named & { Sku?: string }) | null;
  Warehouse: Named;
  Supplier: Named;
  Family: Named;
  PurchaseOrder: Named;
  Container: Named;
  Date: string | null;
  Days: number | null;
  Quantity: number | null;
  Bias: number | null;
}

export async function listExceptions(db: Queryable, engine: DataEngine, caller: Caller, f: TowerFilters) {
  const access = engine.access(caller);
  const readable = (id: string) => {
    const entity = engine.entities.get(id);
    return !!entity && access.of(entity).read;
  };
  const named = (id: unknown, name: unknown, entity: string): Named => (id === null || id === undefined ? null : { Id: Number(id), Name: readable(entity) ? String(name) : '' });
  const params: Array<string | number> = [caller.companyId];
  const where: string[] = [];
  if (f.kind) { params.push(f.kind); where.push(`x.kind = $${params.length}`); }
  if (f.severity) { params.push(f.severity); where.push(`x.severity = $${params.length}`); }
  const filtered = where.length ? `WHERE ${where.join(' AND ')}` : '';
  params.push(f.pageSize, (f.page - 1) * f.pageSize);
  const rows = await db.query<Record<string, unknown>>(
    `WITH x AS MATERIALIZED (${exceptionsSql('$1')}),
     counts AS (SELECT coalesce(jsonb_object_agg(k, n), '{}'::jsonb) AS byKind FROM (SELECT kind || ':' || severity AS k, count(*)::int AS n FROM x GROUP BY 1) c)
     SELECT x.*, to_char(x.date, 'YYYY-MM-DD') AS day, p.sku, p.name AS product_name, w.name AS warehouse_name, s.name AS supplier_name,
       f.name AS family_name, o.number AS order_number, c.code AS container_code, count(*) OVER ()::int AS total, (SELECT byKind FROM counts) AS counts
     FROM x
     LEFT JOIN data_products p ON p.id = x.product_id AND p.company_id = x.company_id
     LEFT JOIN data_warehouses w ON w.id = x.warehouse_id AND w.company_id = x.company_id
     LEFT JOIN data_suppliers s ON s.id = x.supplier_id AND s.company_id = x.company_id
     LEFT JOIN data_product_families f ON f.id = x.family_id AND f.company_id = x.company_id
     LEFT JOIN data_purchase_orders o ON o.id = x.purchase_order_id AND o.company_id = x.company_id
     LEFT JOIN data_containers c ON c.id = x.container_id AND c.company_id = x.company_id
     ${filtered}
     ORDER BY x.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  let counts = rows[0]?.counts as Record<string, number> | string | undefined;
  if (!rows.length) {
    const [c] = await db.query<{ counts: Record<string, number> | string }>(
      `SELECT coalesce(jsonb_object_agg(k, n), '{}'::jsonb) AS counts FROM (SELECT kind || ':' || severity AS k, count(*)::int AS n FROM (${exceptionsSql('$1')}) x GROUP BY 1) c`,
      [caller.companyId],
    );
    counts = c.counts;
  }
  const items: TowerItem[] = rows.map((r) => ({
    Reference: String(r.reference), Kind: String(r.kind), Severity: String(r.severity),
    Product: r.product_id === null ? null : { Id: Number(r.product_id), Name: readable('product') ? String(r.product_name) : '', Sku: readable('product') ? String(r.sku) : undefined },
    Warehouse: named(r.warehouse_id, r.warehouse_name, 'warehouse'),
    Supplier: named(r.supplier_id, r.supplier_name, 'supplier'),
    Family: named(r.family_id, r.family_name, 'product-family'),
    PurchaseOrder: named(r.purchase_order_id, r.order_number, 'purchase-order'),
    Container: named(r.container_id, r.container_code, 'container'),
    Date: (r.day as string | null) ?? null,
    Days: r.days === null ? null : Number(r.days),
    Quantity: r.quantity === null ? null : Math.round(Number(r.quantity) * 1000) / 1000,
    Bias: r.bias === null ? null : Math.round(Number(r.bias) * 10) / 10,
  }));
  return { Total: Number(rows[0]?.total ?? 0), Counts: typeof counts === 'string' ? JSON.parse(counts) : (counts ?? {}), Items: items };
}
