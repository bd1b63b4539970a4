// Numbers the series of a batch (one per product x warehouse) so the
// projection can keep every figure in flat typed arrays: row r of a matrix
// of `months` columns starts at r * months.
import type { Id } from './types';

export class SeriesIndex {
  readonly productIds: Id[] = [];
  readonly warehouseIds: Id[] = [];
  // A map of products per warehouse keyed by the ids themselves: a Map keeps
  // product 1 and product '1' apart, as the database does, without building
  // a text key per call (30,000 series, ~250,000 lookups at full size).
  private readonly rows = new Map<Id, Map<Id, number>>();

  get size(): number {
    return this.productIds.length;
  }

  /** The row of a series, added when new. */
  add(productId: Id, warehouseId: Id): number {
    let products = this.rows.get(warehouseId);
    if (!products) this.rows.set(warehouseId, (products = new Map()));
    let row = products.get(productId);
    if (row === undefined) {
      row = this.productIds.length;
      products.set(productId, row);
      this.productIds.push(productId);
      this.warehouseIds.push(warehouseId);
    }
    return row;
  }

  /** The row of a series, or -1 when it is not in the index. */
  rowOf(productId: Id, warehouseId: Id): number {
    return this.rows.get(warehouseId)?.get(productId) ?? -1;
  }
}
