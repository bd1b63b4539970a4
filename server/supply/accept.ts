// Accepting purchase suggestions: each becomes a draft purchase order to its
// supplier with one line, in one transaction with its audit rows. The order
// keeps the suggestion's reference (unique per company), so accepting the
// same suggestion twice, or two clicks racing each other (they queue on one
// lock per company), returns the order already made instead of a second one.
// What cannot become an order is refused with what is missing.
import type { CompiledEntity } from '../../engine/config/compiled';
import type { FieldValue } from '../../engine/data/field-values';
import type { Caller } from '../access/caller';
import type { Db, Queryable } from '../db/adapter';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import { writeAudit, filled } from '../data-engine/audit/write';
import type { DataEngine } from '../data-engine/engine';
import { insertRow } from '../data-engine/records/store';
import { tableOf } from '../data-engine/sql';

const ACCEPT_LOCK = 7_240_711;

export interface AcceptedOrder {
  reference: string;
  orderId: number;
  number: string;
  created: boolean;
}

interface SuggestionRow {
  reference: string;
  productName: string;
  productId: number;
  warehouseId: number;
  supplierId: number | null;
  expectedDate: string;
  quantity: number;
  unitPrice: number | null;
  problem: string | null;
}

function entityOf(engine: DataEngine, id: string): CompiledEntity {
  const entity = engine.entities.get(id);
  if (!entity) throw new Error(`accepting suggestions needs entity "${id}"`);
  return entity;
}

/** The next PO-<year>-<n> number of the company (n above every number of that form). */
async function nextNumber(tx: Queryable, table: string, companyId: number, today: string): Promise<string> {
  const year = today.slice(0, 4);
  const [row] = await tx.query<{ n: number | null }>(
    `SELECT max(substring(number FROM '^PO-[0-9]{4}-([0-9]{1,9})$')::int) AS n FROM ${table} WHERE company_id = $1 AND number ~ '^PO-[0-9]{4}-[0-9]{1,9}$'`,
    [companyId],
  );
  return `PO-${year}-${String((row?.n ?? 0) + 1).padStart(5, '0')}`;
}

/** Accepts the suggestions (references from the purchase-suggestion entity, already brought up to date). */
export async function acceptSuggestions(db: Db, engine: DataEngine, caller: Caller, references: readonly string[], today: string): Promise<AcceptedOrder[]> {
  const orders = entityOf(engine, 'purchase-order');
  const lines = entityOf(engine, 'purchase-order-line');
  const lineAccess = engine.access(caller).of(lines);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [ACCEPT_LOCK, caller.companyId]);
    const existing = await tx.query<{ id: number; number: string; suggestion: string }>(
      `SELECT id, number, suggestion FROM ${tableOf(orders)} WHERE company_id = $1 AND suggestion = ANY($2::text[])`,
      [caller.companyId, references],
    );
    const done = new Map(existing.map((o) => [o.suggestion, o]));
    const suggestions = await tx.query<SuggestionRow>(
      `SELECT s.reference, p.name AS "productName", s.product_id AS "productId", s.warehouse_id AS "warehouseId", s.supplier_id AS "supplierId",
              to_char(greatest(s.expected_date, $3::date), 'YYYY-MM-DD') AS "expectedDate", s.quantity, s.unit_price AS "unitPrice", s.problem
       FROM supply_suggestions s JOIN ${tableOf(entityOf(engine, 'product'))} p ON p.id = s.product_id AND p.company_id = s.company_id
       WHERE s.company_id = $1 AND s.reference = ANY($2::text[])`,
      [caller.companyId, references, today],
    );
    const byReference = new Map(suggestions.map((s) => [s.reference, s]));
    const result: AcceptedOrder[] = [];
    const audit = [];
    for (const reference of references) {
      const made = done.get(reference);
      if (made) {
        result.push({ reference, orderId: made.id, number: made.number, created: false });
        continue;
      }
      const s = byReference.get(reference);
      if (!s) throw new ApiError('NOT_FOUND', serverText('supply.suggestionGone', { reference }), 'References');
      if (s.supplierId === null) {
        throw new ApiError('CONFLICT', serverText(s.problem === 'no-active-supplier' ? 'supply.suppliersInactive' : 'supply.noSupplier', { reference }), 'References');
      }
      const number = await nextNumber(tx, tableOf(orders), caller.companyId, today);
      const order: Record<string, FieldValue> = {
        number, supplier: s.supplierId, warehouse: s.warehouseId, orderDate: today, expectedDate: s.expectedDate,
        status: 'draft', origin: 'suggestion', suggestion: reference,
      };
      const orderId = await insertRow(tx, orders, caller.companyId, caller.userId, order);
      // The price is a cost: written only for callers who may write costs.
      const line: Record<string, FieldValue> = { order: orderId, product: s.productId, quantity: s.quantity };
      if (s.unitPrice !== null && lineAccess.writable.has('unitPrice')) line.unitPrice = s.unitPrice;
      const lineId = await insertRow(tx, lines, caller.companyId, caller.userId, line);
      audit.push(
        { entity: orders.id, rowId: orderId, rowTitle: number, action: 'create' as const, before: null, after: filled(order) },
        { entity: lines.id, rowId: lineId, rowTitle: s.productName, action: 'create' as const, before: null, after: filled(line) },
      );
      result.push({ reference, orderId, number, created: true });
    }
    await writeAudit(tx, { companyId: caller.companyId, userId: caller.userId, userName: caller.name }, audit);
    return result;
  });
}
