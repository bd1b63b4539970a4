// Where receipts come from, each a SELECT of (p product, w warehouse,
// d date expected, q quantity) over the company $1, inside the CTEs of
// servingWarehouseCtes (main: the default warehouse):
// - open purchase orders: what each line still expects (ordered less
//   received by the order's receipts) on its date, else the order's;
// - containers not yet delivered, on their ETA (when the company uses
//   containers); a purchase order line travelling in one counts there only;
// - planned production: any declared `production-order` entity with product,
//   quantity and a due date (dueDate, endDate or plannedEnd), and a
//   warehouse and status when it has them; receipts of the production
//   review plug in here without touching the projection.
import type { CompiledConfig, CompiledEntity } from '../../../engine/config/compiled';
import { tableOf } from '../../data-engine/sql';
import type { SupplySettings } from '../settings';
import { tableFor } from './sql';

/** Purchase orders still to be received (wholly or in part). */
export const OPEN_PURCHASE_STATUSES = ['draft', 'sent', 'confirmed', 'partially-received'];
const OPEN_PO = `('${OPEN_PURCHASE_STATUSES.join("', '")}')`;

function purchaseOrders(config: CompiledConfig, containerLines: string | null, containers: string | null): string | null {
  const lines = tableFor(config, 'purchase-order-line');
  const orders = tableFor(config, 'purchase-order');
  const receipts = tableFor(config, 'purchase-receipt');
  if (!lines || !orders) return null;
  const received = receipts
    ? `LEFT JOIN (SELECT order_id, product_id, sum(quantity) AS received FROM ${receipts} WHERE company_id = $1 GROUP BY order_id, product_id) r
       ON r.order_id = l.order_id AND r.product_id = l.product_id`
    : '';
  const travelling = containerLines && containers
    ? `AND NOT EXISTS (SELECT 1 FROM ${containerLines} cl JOIN ${containers} c ON c.id = cl.container_id AND c.company_id = cl.company_id
         WHERE cl.company_id = $1 AND cl.purchase_order = o.number AND cl.product_id = l.product_id AND c.status <> 'delivered')`
    : '';
  return `SELECT l.product_id AS p, o.warehouse_id AS w, coalesce(l.expected_date, o.expected_date) AS d,
    greatest(l.quantity - ${receipts ? 'coalesce(r.received, 0)' : '0'}, 0)::float8 AS q
  FROM ${lines} l JOIN ${orders} o ON o.id = l.order_id AND o.company_id = l.company_id ${received}
  WHERE l.company_id = $1 AND o.status IN ${OPEN_PO} ${travelling}`;
}

function containersSql(lines: string, containers: string): string {
  return `SELECT cl.product_id AS p, coalesce(c.warehouse_id, main.id) AS w, c.eta AS d, cl.quantity::float8 AS q
  FROM ${lines} cl JOIN ${containers} c ON c.id = cl.container_id AND c.company_id = cl.company_id CROSS JOIN main
  WHERE cl.company_id = $1 AND c.status <> 'delivered' AND c.eta IS NOT NULL`;
}

const column = (entity: CompiledEntity, ...names: string[]) => names.map((n) => entity.fields.find((f) => f.name === n && f.column)).find(Boolean)?.column ?? null;

/** Planned production orders, when the production review declares them. */
export function productionSql(config: CompiledConfig): string | null {
  const entity = config.entities.find((e) => e.id === 'production-order' && !e.computed);
  if (!entity) return null;
  const product = column(entity, 'product');
  const quantity = column(entity, 'quantity', 'plannedQuantity');
  const due = column(entity, 'dueDate', 'endDate', 'plannedEnd');
  if (!product || !quantity || !due) return null;
  const warehouse = column(entity, 'warehouse');
  const produced = column(entity, 'producedQuantity', 'actualQuantity');
  const status = entity.fields.find((f) => f.name === 'status' && f.type === 'enum');
  const closed = (status?.values ?? []).filter((v) => ['done', 'completed', 'closed', 'cancelled'].includes(v));
  return `SELECT o.${product} AS p, ${warehouse ? `coalesce(o.${warehouse}, main.id)` : 'main.id'} AS w, o.${due}::date AS d,
    greatest(o.${quantity} - ${produced ? `coalesce(o.${produced}, 0)` : '0'}, 0)::float8 AS q
  FROM ${tableOf(entity)} o CROSS JOIN main
  WHERE o.company_id = $1${status && closed.length ? ` AND o.${status.column} NOT IN ('${closed.join("', '")}')` : ''}`;
}

export function receiptSourcesSql(config: CompiledConfig, settings: SupplySettings): string[] {
  const containerLines = settings.activePlugins.has('CONTAINERS') ? tableFor(config, 'container-line') : null;
  const containers = containerLines ? tableFor(config, 'container') : null;
  return [
    purchaseOrders(config, containerLines, containers),
    containerLines && containers ? containersSql(containerLines, containers) : null,
    productionSql(config),
  ].filter((s): s is string => s !== null);
}
