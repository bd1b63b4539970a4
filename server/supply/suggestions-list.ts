// The purchases page's list of suggestions: the cached rows with the names
// of their product, warehouse and suppliers, filtered, paged and counted in
// one statement; price and value only for callers who may read them. The
// answer's shape is the contract the page shares (product/purchase-suggestions.ts).
import type { Caller } from '../access/caller';
import type { Queryable } from '../db/adapter';
import type { DataEngine } from '../data-engine/engine';
import { supplierChoiceOf, type PurchaseSuggestionPage } from '../../product/purchase-suggestions';

export interface SuggestionFilters {
  warehouse?: number;
  supplier?: number;
  product?: number;
  lateOnly?: boolean;
  /** Text in the product's SKU or name. */
  q?: string;
  page: number;
  pageSize: number;
}

export async function listSuggestions(db: Queryable, engine: DataEngine, caller: Caller, f: SuggestionFilters): Promise<PurchaseSuggestionPage> {
  const suggestion = engine.all.find((e) => e.id === 'purchase-suggestion');
  const perms = suggestion ? engine.access(caller).of(suggestion) : undefined;
  const costs = !!perms && perms.readable.has('value') && perms.readable.has('unitPrice');
  const params: Array<string | number | boolean> = [caller.companyId];
  const where = ['s.company_id = $1'];
  const add = (sql: string, value: string | number | boolean) => { params.push(value); where.push(sql.replace('?', `$${params.length}`)); };
  if (f.warehouse) add('s.warehouse_id = ?', f.warehouse);
  if (f.supplier) add('s.supplier_id = ?', f.supplier);
  if (f.product) add('s.product_id = ?', f.product);
  if (f.lateOnly) where.push('s.late');
  if (f.q?.trim()) add("(p.sku ILIKE ? OR p.name ILIKE $" + (params.length + 1) + ')', `%${f.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  params.push(f.pageSize, (f.page - 1) * f.pageSize);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT s.reference, s.product_id, p.sku, p.name AS product_name, s.warehouse_id, w.name AS warehouse_name,
       s.supplier_id, sp.name AS supplier_name, s.preferred_supplier_id, pf.name AS preferred_name, s.supplier_choice, s.policy,
       to_char(s.month, 'YYYY-MM') AS month, to_char(s.need_date, 'YYYY-MM-DD') AS need_date, to_char(s.order_date, 'YYYY-MM-DD') AS order_date,
       to_char(s.expected_date, 'YYYY-MM-DD') AS expected_date, s.late, s.requirement, s.quantity, s.moq, s.lead_time_days,
       s.projected_before, s.projected_after, s.unit_price, s.value, s.problem,
       count(*) OVER ()::int AS total, (count(*) FILTER (WHERE s.late) OVER ())::int AS late_total
     FROM supply_suggestions s
     JOIN data_products p ON p.id = s.product_id AND p.company_id = s.company_id
     JOIN data_warehouses w ON w.id = s.warehouse_id AND w.company_id = s.company_id
     LEFT JOIN data_suppliers sp ON sp.id = s.supplier_id AND sp.company_id = s.company_id
     LEFT JOIN data_suppliers pf ON pf.id = s.preferred_supplier_id AND pf.company_id = s.company_id
     WHERE ${where.join(' AND ')}
     ORDER BY coalesce(s.order_date, s.need_date), p.sku, s.warehouse_id, s.month
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const ref = (id: unknown, name: unknown) => (id === null ? null : { Id: Number(id), Name: String(name) });
  return {
    Total: Number(rows[0]?.total ?? 0),
    Late: Number(rows[0]?.late_total ?? 0),
    CostsVisible: costs,
    Rows: rows.map((r) => ({
      Reference: String(r.reference),
      Product: { Id: Number(r.product_id), Sku: String(r.sku), Name: String(r.product_name) },
      Warehouse: { Id: Number(r.warehouse_id), Name: String(r.warehouse_name) },
      Supplier: ref(r.supplier_id, r.supplier_name),
      PreferredSupplier: ref(r.preferred_supplier_id, r.preferred_name),
      SupplierChoice: supplierChoiceOf(r.supplier_choice), Policy: String(r.policy), Month: String(r.month), NeedDate: String(r.need_date),
      OrderDate: (r.order_date as string | null) ?? null, ExpectedDate: String(r.expected_date), Late: r.late === true,
      Requirement: Number(r.requirement), Quantity: Number(r.quantity), Moq: r.moq === null ? null : Number(r.moq),
      LeadTimeDays: r.lead_time_days === null ? null : Number(r.lead_time_days),
      ProjectedBefore: Number(r.projected_before), ProjectedAfter: Number(r.projected_after),
      ...(costs ? { UnitPrice: r.unit_price === null ? null : Number(r.unit_price), Value: r.value === null ? null : Number(r.value) } : {}),
      Problem: (r.problem as string | null) ?? null,
    })),
  };
}
