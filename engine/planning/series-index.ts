// Numbers the series of a batch (one per product x warehouse) so the
// projection can keep every figure in flat typed arrays: row r of a matrix
// of `months` columns starts at r * months.
import type { Id } from './types';

export class SeriesIndex {
  readonly productIds: Id[] = [];
  readonly warehouseIds: Id[] = [];
  private readonly rows = new Map<string, number>();

  private static key(productId: Id, warehouseId: Id): string {
    // The type prefix keeps product 1 and product '1' apart, as the database does.
    return `${typeof productId === 'number' ? 'n' : 's'}${productId}\u0000${typeof warehouseId === 'number' ? 'n' : 's'}${warehouseId}`;
  }

  get size(): number {
    return this.productIds.length;
  }

  /** The row of a series, added when new. */
  add(productId: Id, warehouseId: Id): number {
    const key = SeriesIndex.key(productId, warehouseId);
    let row = this.rows.get(key);
    if (row === undefined) {
      row = this.productIds.length;
      this.rows.set(key, row);
      this.productIds.push(productId);
      this.warehouseIds.push(warehouseId);
    }
    return row;
  }

  /** The row of a series, or -1 when it is not in the index. */
  rowOf(productId: Id, warehouseId: Id): number {
    return this.rows.get(SeriesIndex.key(productId, warehouseId)) ?? -1;
  }
}
