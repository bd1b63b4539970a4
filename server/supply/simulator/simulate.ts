// The commercial order simulator: for a customer and lines (product,
// quantity, requested date), each line's price from the customer's price
// lists (prices.ts) and its promise from the stock projection of the
// warehouse that serves the customer, its purchase suggestions received
// (plan/planned.ts; promise.ts) in the product's unit (quantity.ts), plus
// what is missing when a line cannot be priced or promised. Nothing is written.
import type { CompiledConfig } from '../../../engine/config/compiled';
import { monthKey, monthIndex } from '../../../domain/planning';
import type { Db } from '../../db/adapter';
import { ApiError } from '../../errors/api-error';
import { serverText } from '../../errors/texts';
import { ensureFresh } from '../cache';
import { servingWarehouseCtes } from '../load/sql';
import { projectionCache } from '../plan/projection-cache';
import { resolvePrice, type PriceLine, type PriceList } from './prices';
import { commit, periodsOf, promiseLine, type SeriesProjection } from './promise';
import { fitsDecimals, promiseDecimals, roundTo } from './quantity';

export interface SimulationLine {
  product: number;
  quantity: number;
  requestedDate: string;
}

export async function simulate(db: Db, config: CompiledConfig, companyId: number, customerId: number, lines: readonly SimulationLine[], today: string) {
  await ensureFresh(db, projectionCache, { config, companyId, today });
  const [customer] = await db.query<{ id: number; name: string; channel: string | null; warehouse: number | null; warehouseName: string | null }>(
    `WITH ${servingWarehouseCtes(config)}
     SELECT c.id, c.name, c.channel, coalesce(cw.warehouse_id, main.id) AS warehouse, w.name AS "warehouseName"
     FROM data_customers c LEFT JOIN cw ON cw.customer_id = c.id CROSS JOIN main
     LEFT JOIN data_warehouses w ON w.id = coalesce(cw.warehouse_id, main.id) AND w.company_id = c.company_id
     WHERE c.company_id = $1 AND c.id = $2`,
    [companyId, customerId],
  );
  if (!customer) throw new ApiError('VALIDATION_ERROR', serverText('supply.chooseCustomer'), 'Customer');
  const productIds = [...new Set(lines.map((l) => l.product))];
  const products = new Map((await db.query<{ id: number; sku: string; name: string; status: string; price: number | null; unit: string | null; unitKind: string | null; unitDecimals: number | null }>(
    `SELECT p.id, p.sku, p.name, p.status, p.price::float8 AS price, u.code AS unit, u.kind AS "unitKind", u.decimals AS "unitDecimals"
     FROM data_products p LEFT JOIN data_units u ON u.id = p.unit_id AND u.company_id = p.company_id
     WHERE p.company_id = $1 AND p.id = ANY($2::int[])`, [companyId, productIds],
  )).map((p) => [p.id, { ...p, decimals: promiseDecimals(p.unitKind === null ? null : { kind: p.unitKind, decimals: p.unitDecimals === null ? null : Number(p.unitDecimals) }) }]));
  lines.forEach((l, i) => {
    const product = products.get(l.product);
    if (!product) throw new ApiError('VALIDATION_ERROR', serverText('supply.chooseProduct', { line: i + 1 }), 'Lines');
    // A fraction of a counted unit cannot be delivered: the request says so rather than promising a rounded quantity.
    if (product.unit !== null && !fitsDecimals(l.quantity, product.decimals)) {
      const counted = { line: i + 1, sku: product.sku, unit: product.unit };
      throw new ApiError('VALIDATION_ERROR', product.decimals === 0 ? serverText('supply.wholeUnits', counted) : serverText('supply.fewerDecimals', { ...counted, decimals: product.decimals }), 'Lines');
    }
  });
  const lists = await db.query<PriceList>(
    `SELECT id, code, name, kind, parent_id AS parent, channel, customer_id AS customer, coalesce(adjustment, 0)::float8 AS adjustment,
            to_char(valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(valid_to, 'YYYY-MM-DD') AS "validTo", coalesce(active, true) AS active
     FROM data_price_lists WHERE company_id = $1`, [companyId]);
  const priceLines = await db.query<PriceLine>(
    `SELECT price_list_id AS list, product_id AS product, price::float8 AS price, coalesce(discount, 0)::float8 AS discount, min_quantity::float8 AS "minQuantity"
     FROM data_price_list_lines WHERE company_id = $1 AND product_id = ANY($2::int[])`, [companyId, productIds]);
  const series = new Map((await db.query<{ product: number; start: string; projected: number[] }>(
    `SELECT product_id AS product, to_char(start_month, 'YYYY-MM') AS start, coalesce(planned, projected) AS projected FROM supply_series
     WHERE company_id = $1 AND warehouse_id = $2 AND product_id = ANY($3::int[])`, [companyId, customer.warehouse, productIds],
  )).map((s) => [s.product, { start: s.start, projected: s.projected.map(Number) } as SeriesProjection]));

  const periods = new Map(productIds.map((p) => [p, periodsOf(series.get(p), today)]));
  const horizonEnd = (p: number) => { const s = series.get(p); return s ? monthKey(monthIndex(s.start) + s.projected.length - 1) : null; };
  let total = 0;
  const results = lines.map((line) => {
    const product = products.get(line.product)!;
    const requested = line.requestedDate < today ? today : line.requestedDate;
    const price = resolvePrice({ id: customer.id, channel: customer.channel }, line.product, line.quantity, requested, lists, priceLines);
    const unitPrice = price?.netPrice ?? null;
    const value = unitPrice === null ? null : Math.round(unitPrice * line.quantity * 100) / 100;
    if (value !== null) total += value;
    const promise = promiseLine(periods.get(line.product)!, line.quantity, requested, product.decimals);
    const shown = (q: number) => roundTo(q, product.decimals);
    periods.set(line.product, commit(periods.get(line.product)!, promise));
    const problems: string[] = [];
    if (!price) problems.push('no-price');
    if (!series.has(line.product)) problems.push('no-projection');
    if (product.status === 'discontinued') problems.push('discontinued');
    return {
      Product: { Id: product.id, Sku: product.sku, Name: product.name },
      Quantity: line.quantity, RequestedDate: requested,
      PriceList: price ? { Id: price.listId, Code: price.listCode, Name: price.listName } : null,
      Price: price?.price ?? null, Discount: price?.discount ?? null, NetPrice: unitPrice, Value: value,
      AvailableAtRequest: shown(promise.availableAtRequest),
      Deliveries: promise.lines.map((d) => ({ Date: d.date, Quantity: shown(d.quantity) })),
      FullDate: promise.fullDate, Shortfall: shown(promise.shortfall), Status: promise.status,
      HorizonEnd: horizonEnd(line.product), Problems: problems,
    };
  });
  return {
    Customer: { Id: customer.id, Name: customer.name, Channel: customer.channel },
    Warehouse: customer.warehouse === null ? null : { Id: customer.warehouse, Name: customer.warehouseName ?? '' },
    Lines: results, Total: Math.round(total * 100) / 100,
  };
}
