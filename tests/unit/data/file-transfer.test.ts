import { describe, expect, it } from 'vitest';
import { defaultFileName, fileNameOf, importFormat, readEnvelope } from '../../../engine/data/file-transfer';

describe('file transfer', () => {
  it('format by extension, then by type', () => {
    expect(importFormat('Products.CSV')).toBe('csv');
    expect(importFormat('a.xlsx')).toBe('xlsx');
    expect(importFormat('a.bin', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('xlsx');
    expect(importFormat('a.xls')).toBeNull();
    expect(importFormat('a.pdf', 'application/pdf')).toBeNull();
  });
  it('download names: filename* wins, paths and odd characters are removed', () => {
    expect(fileNameOf(`attachment; filename="products.csv"; filename*=UTF-8''productos%20%C3%B1.csv`, 'x')).toBe('productos ñ.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
    expect(fileNameOf('attachment; filename=a:b.csv', 'x')).toBe('a_b.csv');
    expect(fileNameOf(null, 'fallback.csv')).toBe('fallback.csv');
    expect(defaultFileName('Jerarquía de producto', 'xlsx', '2024-05-01')).toBe('jerarquía-de-producto-2024-05-01.xlsx');
  });
  it('envelopes: data out, failures as ApiError with their code', () => {
    expect(readEnvelope(200, '{"ok":true,"data":{"rows":3}}', '/x')).toEqual({ rows: 3 });
    expect(() => readEnvelope(413, '', '/x')).toThrow(expect.objectContaining({ ErrorCode: 'PAYLOAD_TOO_LARGE', Status: 413 }));
    expect(() => readEnvelope(400, '{"ok":false,"ErrorCode":"VALIDATION_ERROR","Message":"bad"}', '/x')).toThrow(expect.objectContaining({ ErrorCode: 'VALIDATION_ERROR', Message: 'bad' }));
    expect(() => readEnvelope(0, '', '/x')).toThrow(expect.objectContaining({ ErrorCode: 'NETWORK_ERROR' }));
  });
});
