// The guard around reading an imported file: whatever the bytes are, the
// import answers a report or a 400 naming what is wrong with the file, never
// a 500. Before reading, the bytes must look like the format (a workbook
// protected by a password is an OLE2 container, not a ZIP; a PDF or an image
// is not text); while reading, any failure of the reader (a truncated or
// damaged ZIP, exceljs's FILE_ENDED) is the file's fault; and a file with
// more rows or columns than an import takes is refused before it costs
// minutes. Problems of single cells (formulas, merged cells, a NUL) stay
// problems of their line in the report.
import { ApiError } from '../../errors/api-error';
import { serverText } from '../../errors/texts';
import type { ImportSource, SourceRow } from './source';

/** Most rows an import takes (a 100,000-row file imports in seconds; larger loads are split). */
export const MAX_IMPORT_ROWS = 500_000;
/** Most columns (an entity has a few dozen fields; a sheet with thousands is not an export of one). */
export const MAX_IMPORT_COLUMNS = 1_000;

const ZIP = 0x04034b50;
const OLE2 = Buffer.from('d0cf11e0a1b11ae1', 'hex');

export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP;
const isOle2 = (bytes: Buffer) => bytes.length >= 8 && bytes.subarray(0, 8).equals(OLE2);

/** Control bytes other than tab, line feed, form feed and carriage return: text files have almost none. */
function looksBinary(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 8192);
  let control = 0;
  for (const b of head) if (b < 9 || (b > 13 && b < 32)) control++;
  return control > Math.max(8, head.length / 100);
}

const refuse = (key: Parameters<typeof serverText>[0], params: Record<string, string | number> = {}) =>
  new ApiError('VALIDATION_ERROR', serverText(key, params), 'file');

/** A ZIP that holds no worksheet. */
export const notASpreadsheet = () => refuse('files.notASpreadsheet');

/** Refuses bytes that cannot be a file of this format. */
export function checkFileKind(bytes: Buffer, format: 'csv' | 'xlsx'): void {
  // Excel saves a workbook with a password (and an old .xls) as an OLE2 container.
  if (isOle2(bytes)) throw refuse('files.encryptedOrOld');
  if (format === 'xlsx' ? !isZip(bytes) : isZip(bytes) || looksBinary(bytes)) throw refuse('files.notASpreadsheet');
}

/** A reader's own failure as the file's: damaged or cut short. */
export function asFileError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  return refuse('files.damaged');
}

/** The source with its reading guarded: reader failures and too many rows or columns become 400s. */
export function guardSource(source: ImportSource, limits = { rows: MAX_IMPORT_ROWS, columns: MAX_IMPORT_COLUMNS }): ImportSource {
  if (source.headers.length > limits.columns) throw refuse('files.tooManyColumns', { max: limits.columns });
  async function* rows(): AsyncIterable<SourceRow> {
    const iterator = source.rows[Symbol.asyncIterator]();
    let count = 0;
    for (;;) {
      let next: IteratorResult<SourceRow>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw asFileError(error);
      }
      if (next.done) return;
      if (++count > limits.rows) throw refuse('files.tooManyRows', { max: limits.rows });
      if (next.value.cells.length > limits.columns) throw refuse('files.tooManyColumns', { max: limits.columns });
      yield next.value;
    }
  }
  return { ...source, rows: rows() };
}
