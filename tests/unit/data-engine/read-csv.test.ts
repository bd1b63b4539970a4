import { describe, expect, it } from 'vitest';
import { csvSlices, readCsv } from '../../../server/data-engine/import/read-csv';

async function all(text: string | Buffer) {
  const source = readCsv(typeof text === 'string' ? Buffer.from(text) : text);
  const rows = [];
  for await (const row of source.rows) rows.push(row);
  return { headers: source.headers, headerLine: source.headerLine, rows, problems: source.problems };
}

describe('CSV import reading', () => {
  it('cuts slices only at line ends outside quotes and numbers their first lines', () => {
    const text = 'a,b\n1,"x\ny"\n2,z\r\n3,w\n';
    const slices = [...csvSlices(text, 1)];
    expect(slices).toEqual([
      { text: 'a,b\n', line: 1 },
      { text: '1,"x\ny"\n', line: 2 },
      { text: '2,z\r\n', line: 4 },
      { text: '3,w\n', line: 5 },
    ]);
    expect(slices.map((s) => s.text).join('')).toBe(text);
  });

  it('gives every record the line it starts on across slices, skips blank lines, detects the separator', async () => {
    const lines = ['sku;name', ...Array.from({ length: 4500 }, (_, i) => (i === 2500 ? '' : i === 3000 ? `S${i};"two\nlines"` : `S${i};N${i}`))];
    const { headers, rows } = await all(lines.join('\n'));
    expect(headers).toEqual(['sku', 'name']);
    expect(rows).toHaveLength(4499);
    expect(rows[0]).toEqual({ line: 2, cells: ['S0', 'N0'] });
    const multi = rows.find((r) => r.cells[0] === 'S3000')!;
    expect(multi).toEqual({ line: 3002, cells: ['S3000', 'two\nlines'] });
    expect(rows.find((r) => r.cells[0] === 'S3001')!.line).toBe(3004);
    expect(rows.at(-1)!.line).toBe(4502);
  });

  it('drops the BOM, reads Windows-1252 when the bytes are not UTF-8, and reports a quote that never closes', async () => {
    expect((await all('\uFEFFcódigo,nombre\nA,Café')).headers).toEqual(['código', 'nombre']);
    const latin = Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x43, 0x61, 0x66, 0xe9]);
    expect((await all(latin)).rows[0].cells).toEqual(['Café']);
    const broken = await all('a,b\n1,2\n3,"open\n4,5\n');
    expect(broken.problems).toEqual([{ line: 3, code: 'unreadableFile', params: { reason: 'quote' } }]);
    expect((await all("name\n'=SUM(A1)")).rows[0].cells).toEqual(['=SUM(A1)']);
  });
});
