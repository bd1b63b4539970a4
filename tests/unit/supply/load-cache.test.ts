import { describe, expect, it } from 'vitest';
import { tablesRead } from '../../../server/supply/load/load-cache';

describe('tablesRead', () => {
  it('names every table after FROM or JOIN, in subqueries and EXISTS too, once and sorted', () => {
    const sql = `WITH cw AS MATERIALIZED (SELECT customer_id FROM data_sales_orders WHERE company_id = $1)
      SELECT l.product_id FROM data_purchase_order_lines l JOIN data_purchase_orders o ON o.id = l.order_id
      LEFT JOIN (SELECT order_id FROM "data_purchase_receipts" GROUP BY 1) r ON true CROSS JOIN main
      WHERE NOT EXISTS (SELECT 1 FROM data_container_lines cl join data_containers c ON c.id = cl.container_id)
      UNION ALL SELECT 1 FROM data_sales_orders`;
    expect(tablesRead(sql)).toEqual(['data_container_lines', 'data_containers', 'data_purchase_order_lines', 'data_purchase_orders',
      'data_purchase_receipts', 'data_sales_orders', 'main']);
  });
  it('reads nothing from a query without tables', () => {
    expect(tablesRead('SELECT 1')).toEqual([]);
  });
});
