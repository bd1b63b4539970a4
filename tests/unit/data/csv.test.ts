import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv, toCsvLine } from '../../../engine/data/csv';
import { parseBoolean, parseNumber, validateTable, type ColumnSpec } from '../../../product/table';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, separators and line breaks inside quotes', () => {
    const { records } = parseCsv('a,b,c\n1,"x, ""quoted""",3\n2,"multi\nline",4\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'x, "quoted"', '3'] },
      { line: 3, fields: ['2', 'multi\nline', '4'] },
    ]);
  });

  it('numbers records by the line where they start, across CRLF, CR and blank lines', () => {
    const { records } = parseCsv('\uFEFFh1;h2\r\n\r\nv1;"a\r\nb"\r\n;;\r\nv3;c');
    expect(records).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 3, fields: ['v1', 'a\r\nb'] },
      { line: 6, fields: ['v3', 'c'] },
    ]);
  });

  it('detects the separator of the header line (comma, semicolon, tab)', () => {
    expect(detectDelimiter('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectDelimiter('a\tb\n1\t2')).toBe('\t');
    expect(detectDelimiter('"a;b",c,d')).toBe(',');
    expect(detectDelimiter('single')).toBe(',');
  });

  it('reports the line of a quote that never closes', () => {
    expect(parseCsv('a,b\n1,2\n3,"open\n4,5').unterminatedQuoteLine).toBe(3);
    expect(parseCsv('a,b\n"x\ny",1\n2,"open').unterminatedQuoteLine).toBe(4);
  });

  it('reports a closing quote followed by more text as a quote that does not close', () => {
    // papaparse would read the rest of the file into that field.
    expect(parseCsv('h,i\n"a"b,c\nd,e\n').unterminatedQuoteLine).toBe(2);
  });

  it('splits files that mix CRLF, LF and CR line ends', () => {
    expect(parseCsv('a,b\r\n1,2\n3,4\r5,"x\ry"\r\n').records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
      { line: 3, fields: ['3', '4'] },
      { line: 4, fields: ['5', 'x\ry'] },
    ]);
  });

  it('reads back what toCsvLine writes, with the line each record starts on (any line ends)', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', ';', '"', '\n', '\r', 'é', '1') });
    const record = fc.array(field, { minLength: 1, maxLength: 5 });
    const lineEnd = fc.constantFrom('\n', '\r\n', '\r');
    fc.assert(
      fc.property(fc.array(fc.tuple(record, lineEnd), { minLength: 1, maxLength: 8 }), (rows) => {
        let text = '';
        const expected: Array<{ line: number; fields: string[] }> = [];
        for (const [fields, end] of rows) {
          // The record starts after every line end written so far ('\r' then '\n' is one CRLF).
          if (fields.some((f) => f.trim() !== '')) expected.push({ line: text.split(/\r\n|\r|\n/).length, fields });
          text += toCsvLine(fields) + end;
        }
        const parsed = parseCsv(text, ',');
        expect(parsed.unterminatedQuoteLine).toBeNull();
        expect(parsed.records).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseNumber and parseBoolean', () => {
  it('accepts decimal point or comma, refuses thousands separators and words', () => {
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber(' -3.5 ')).toBe(-3.5);
    expect(parseNumber('730,5')).toBe(730.5);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('1.000,5')).toBeNull();
    expect(parseNumber('12kg')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });

  it('reads yes/no in the bundled languages', () => {
    for (const yes of ['true', 'YES', 'sí', 'si', 'sì', 'oui', '1', 'x']) expect(parseBoolean(yes)).toBe(true);
    for (const no of ['false', 'No', 'non', '0', 'falso']) expect(parseBoolean(no)).toBe(false);
    expect(parseBoolean('maybe')).toBeNull();
  });
});

const columns: ColumnSpec[] = [
  { key: 'code', header: 'code', type: 'text', required: true, requiredColumn: true, unique: true, maxLength: 5 },
  { key: 'qty', header: 'Qty', type: 'integer', min: 0 },
  { key: 'size', header: 'Size', type: 'list', allowed: ['Small', 'Large'] },
  { key: 'ok', header: 'OK', type: 'boolean' },
];

describe('validateTable', () => {
  it('returns typed values, matching headers and list values ignoring case', () => {
    const result = validateTable('CODE,qty,size,ok\nA1,3,small,yes\nB2,,LARGE,no', columns);
    expect(result.problems).toEqual([]);
    expect(result.rows).toEqual([
      { line: 2, values: { code: 'A1', qty: 3, size: 'Small', ok: true } },
      { line: 3, values: { code: 'B2', qty: null, size: 'Large', ok: false } },
    ]);
  });

  it('reports every problem by line and column, and then returns no rows', () => {
    const text = ['code,Qty,Size,OK', 'A1,1,Small,yes', ',2,Small,no', 'TOOLONG,x,Huge,maybe', 'a1,-1,Small,yes', 'B3,1'].join('\n');
    const result = validateTable(text, columns);
    expect(result.rows).toEqual([]);
    expect(result.problems).toEqual([
      { line: 3, column: 'code', code: 'required' },
      { line: 4, column: 'code', code: 'tooLong', value: 'TOOLONG', params: { max: 5 } },
      { line: 4, column: 'Qty', code: 'notNumber', value: 'x' },
      { line: 4, column: 'Size', code: 'notAllowed', value: 'Huge', params: { allowed: 'Small, Large' } },
      { line: 4, column: 'OK', code: 'notBoolean', value: 'maybe' },
      { line: 5, column: 'code', code: 'duplicate', value: 'a1', params: { firstLine: 2 } },
      { line: 5, column: 'Qty', code: 'tooSmall', value: '-1', params: { min: 0 } },
      { line: 6, code: 'fieldCount', params: { expected: 4, found: 2 } },
    ]);
    expect(result.problemCount).toBe(8);
  });

  it('checks the header: unknown, repeated and missing columns', () => {
    const result = validateTable('qty,qty,colour\n1,2,red', columns);
    expect(result.problems).toEqual([
      { line: 1, column: 'Qty', code: 'duplicateColumn', value: 'qty' },
      { line: 1, column: 'colour', code: 'unknownColumn', value: 'colour', params: { expected: 'code, Qty, Size, OK' } },
      { line: 1, column: 'code', code: 'missingColumn' },
    ]);
  });

  it('integers refuse decimals; control characters are refused', () => {
    const result = validateTable('code,Qty\nA,1.5\nB\u0007,1', columns);
    expect(result.problems.map((p) => [p.line, p.code])).toEqual([[2, 'notInteger'], [3, 'controlCharacter']]);
  });

  it('an empty file, a header alone, too many rows and an open quote are reported', () => {
    expect(validateTable('', columns).problems).toEqual([{ line: 1, code: 'emptyFile' }]);
    expect(validateTable('code\n', columns).problems).toEqual([{ line: 2, code: 'emptyFile' }]);
    expect(validateTable('code\nA\nB\nC', columns, { maxRows: 2 }).problems).toEqual([{ line: 4, code: 'tooManyRows', params: { max: 2 } }]);
    expect(validateTable('code\n"A', columns).problems).toEqual([{ line: 2, code: 'unterminatedQuote' }]);
  });

  it('keeps at most maxProblems problems but counts them all', () => {
    const text = `code,Qty\n${Array.from({ length: 30 }, (_, i) => `C${i},x`).join('\n')}`;
    const result = validateTable(text, columns, { maxProblems: 10 });
    expect(result.problems).toHaveLength(10);
    expect(result.problemCount).toBe(30);
  });
});

describe('toCsvLine', () => {
  it('quotes values that need it', () => {
    expect(toCsvLine(['a', 'b,c', 'say "hi"', ' padded', 'x;y'])).toBe('a,"b,c","say ""hi"""," padded","x;y"');
    expect(parseCsv(toCsvLine(['a', 'b,c', 'say "hi"'])).records[0].fields).toEqual(['a', 'b,c', 'say "hi"']);
  });
});
