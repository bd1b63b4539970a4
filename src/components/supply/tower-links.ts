// Where each control-tower exception is resolved, as an app path with the
// filters in the URL (engine/data/report-state.ts and record-url.ts
// encodings): a projected stock-out opens the stock projection of that
// product and warehouse, a late purchase order its record, a purchase late
// to order the purchases page on that product, a late container its
// tracking record, a biased forecast the family's sales against forecast
// and budget. Pure, so it is unit-tested.
import type { TowerItem } from './supply-api';

export function towerLink(item: TowerItem): string | null {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (item.Kind) {
    case 'stockout':
    case 'below-safety': {
      if (!item.Product || !item.Warehouse) return null;
      return `stock-projections?${q({ g: 'month', p: '', 'f.product': `in:${item.Product.Id}`, 'f.warehouse': `in:${item.Warehouse.Id}` })}`;
    }
    case 'late-suggestion':
      return item.Product ? `purchases?${q({ product: String(item.Product.Id), ...(item.Warehouse ? { warehouse: String(item.Warehouse.Id) } : {}) })}` : 'purchases';
    case 'late-purchase-order':
      return item.PurchaseOrder ? `purchases/orders?${q({ record: String(item.PurchaseOrder.Id) })}` : 'purchases/orders';
    case 'late-container':
      return item.Container ? `containers/tracking?${q({ record: String(item.Container.Id) })}` : 'containers/tracking';
    case 'forecast-bias':
      return item.Family ? `sales-vs-forecast-vs-budget-report?${q({ 'f.family': `in:${item.Family.Id}` })}` : 'sales-vs-forecast-vs-budget-report';
    default:
      return null;
  }
}
