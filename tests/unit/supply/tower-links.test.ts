// Each control-tower exception links to the page that resolves it, with
// the filters that page reads from the URL.
import { describe, expect, it } from 'vitest';
import type { TowerItem } from '../../../src/components/supply/supply-api';
import { towerLink } from '../../../src/components/supply/tower-links';

const item = (kind: string, extra: Partial<TowerItem> = {}): TowerItem => ({
  Reference: 'x', Kind: kind, Severity: 'high', Product: null, Warehouse: null, Supplier: null, Family: null, PurchaseOrder: null, Container: null,
  Date: null, Days: null, Quantity: null, Bias: null, ...extra,
});

describe('towerLink', () => {
  it('opens the projection of the product and warehouse for stock-outs, with the months as rows', () => {
    const link = towerLink(item('stockout', { Product: { Id: 4, Name: 'A' }, Warehouse: { Id: 2, Name: 'W' } }))!;
    const [path, query] = link.split('?');
    expect(path).toBe('stock-projections');
    const params = new URLSearchParams(query);
    expect(params.get('f.product')).toBe('in:4');
    expect(params.get('f.warehouse')).toBe('in:2');
    expect(params.get('g')).toBe('month');
    expect(params.get('p')).toBe('');
  });
  it('opens the record of a late order or container, the purchases of a product, the sales against forecast of a family', () => {
    expect(towerLink(item('late-purchase-order', { PurchaseOrder: { Id: 9, Name: 'PO-1' } }))).toBe('purchases/orders?record=9');
    expect(towerLink(item('late-container', { Container: { Id: 3, Name: 'C' } }))).toBe('containers/tracking?record=3');
    expect(towerLink(item('late-suggestion', { Product: { Id: 4, Name: 'A' }, Warehouse: { Id: 2, Name: 'W' } }))).toBe('purchases?product=4&warehouse=2');
    expect(towerLink(item('forecast-bias', { Family: { Id: 5, Name: 'F' } }))).toBe('sales-vs-forecast-vs-budget-report?f.family=in%3A5');
    expect(towerLink(item('stockout'))).toBeNull();
    expect(towerLink(item('unknown'))).toBeNull();
  });
});
