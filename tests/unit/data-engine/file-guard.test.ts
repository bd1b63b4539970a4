// The guard around an imported file's reading: bytes of another kind, a
// reader that fails half-way and files too large in rows or columns are
// refused as the file's fault (400 with a translated text), never a 500.
import { describe, expect, it } from 'vitest';
import { asFileError, checkFileKind, guardSource } from '../../../server/data-engine/import/file-guard';
import type { ImportSource, SourceRow } from '../../../server/data-engine/import/source';
import { ApiError } from '../../../server/errors/api-error';

const source = (rows: SourceRow[] | (() => AsyncIterable<SourceRow>), headers = ['a', 'b']): ImportSource => ({
  headers, headerLine: 1, problems: [],
  rows: typeof rows === 'function' ? rows() : (async function* () { yield* rows; })(),
});

async function drain(s: ImportSource): Promise<number> {
  let n = 0;
  for await (const _ of s.rows) n++;
  return n;
}

const refusal = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return { code: (error as ApiError).code, key: (error as ApiError).text?.key, params: (error as ApiError).text?.params };
  }
  throw new Error('not refused');
};

describe('checkFileKind', () => {
  const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
  const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(100)]);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 2000 }, (_, i) => i % 32))]);

  it('takes text as CSV and a ZIP as XLSX', () => {
    expect(() => checkFileKind(Buffer.from('sku;name\r\nA;Caf\u00e9\tx\r\n'), 'csv')).not.toThrow();
    expect(() => checkFileKind(Buffer.from('sku,name\nA,B\u0000C\n'), 'csv')).not.toThrow();
    expect(() => checkFileKind(zip, 'xlsx')).not.toThrow();
  });

  it('refuses a workbook with a password (or an .xls), a binary file as CSV and anything but a ZIP as XLSX', async () => {
    expect(await refusal(() => checkFileKind(ole2, 'csv'))).toMatchObject({ code: 'VALIDATION_ERROR', key: 'files.encryptedOrOld' });
    expect(await refusal(() => checkFileKind(ole2, 'xlsx'))).toMatchObject({ key: 'files.encryptedOrOld' });
    expect(await refusal(() => checkFileKind(pdf, 'csv'))).toMatchObject({ key: 'files.notASpreadsheet' });
    expect(await refusal(() => checkFileKind(zip, 'csv'))).toMatchObject({ key: 'files.notASpreadsheet' });
    expect(await refusal(() => checkFileKind(Buffer.from('sku\nA'), 'xlsx'))).toMatchObject({ key: 'files.notASpreadsheet' });
  });
});

describe('guardSource', () => {
  const row = (line: number, cells = ['x', 'y']): SourceRow => ({ line, cells });

  it('passes the rows through while within the limits', async () => {
    expect(await drain(guardSource(source([row(2), row(3)]), { rows: 2, columns: 2 }))).toBe(2);
  });

  it('refuses one row or one column too many, naming the limit', async () => {
    expect(await refusal(() => drain(guardSource(source([row(2), row(3), row(4)]), { rows: 2, columns: 2 })))).toEqual({ code: 'VALIDATION_ERROR', key: 'files.tooManyRows', params: { max: 2 } });
    expect(await refusal(() => guardSource(source([], ['a', 'b', 'c']), { rows: 2, columns: 2 }))).toMatchObject({ key: 'files.tooManyColumns', params: { max: 2 } });
    expect(await refusal(() => drain(guardSource(source([row(2, ['a', 'b', 'c'])]), { rows: 2, columns: 2 })))).toMatchObject({ key: 'files.tooManyColumns' });
  });

  it('a reader failing half-way (a ZIP cut short) is a damaged file', async () => {
    const failing = async function* () {
      yield row(2);
      throw Object.assign(new Error('FILE_ENDED'), { code: 'FILE_ENDED' });
    };
    expect(await refusal(() => drain(guardSource(source(failing))))).toMatchObject({ code: 'VALIDATION_ERROR', key: 'files.damaged' });
    const own = new ApiError('FORBIDDEN', 'no');
    expect(asFileError(own)).toBe(own);
  });
});
