// CSV files through the engine's reader (engine/data/csv.ts, papaparse): BOM
// dropped, mixed line ends, the separator the header uses (',' ';' or tab),
// each record with the line where it starts. The text is read in slices of a
// few thousand lines cut outside quoted fields, so only one slice's records
// exist at a time (a 100,000-row file held whole as records weighed ~170 MB).
// Bytes that are not UTF-8 are read as Windows-1252, what Excel writes on
// most European desktops.
import type { ImportProblem } from '../../../engine/data/api';
import { detectDelimiter, parseCsv, type CsvRecord, type Delimiter } from '../../../engine/data/csv';
import { unguardText } from '../export/formula-guard';
import type { ImportSource, SourceRow } from './source';
import { isBlank } from './source';

const SLICE_LINES = 2000;
const LF = 10;
const CR = 13;
const QUOTE = 34;

export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}


/**
 * Pieces of the text, each ending at a line feed outside quotes (so no record
 * is cut), with the number of the line each starts on. Quotes toggle the
 * state ("" inside a field toggles twice), as RFC 4180 reads them.
 */
export function* csvSlices(text: string, linesPerSlice = SLICE_LINES): Generator<{ text: string; line: number }> {
  let quoted = false;
  let start = 0;
  let line = 1;
  let lineEnds = 0;
  let cutEnds = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) quoted = !quoted;
    else if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) {
      lineEnds++;
      if (c === LF && !quoted && lineEnds - cutEnds >= linesPerSlice) {
        yield { text: text.slice(start, i + 1), line };
        line += lineEnds - cutEnds;
        cutEnds = lineEnds;
        start = i + 1;
      }
    }
  }
  if (start < text.length) yield { text: text.slice(start), line };
}

export function readCsv(bytes: Uint8Array): ImportSource {
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  const problems: ImportProblem[] = [];
  const delimiter: Delimiter = detectDelimiter(text);
  const slices = csvSlices(text);
  const pending: CsvRecord[] = [];
  const parse = (slice: { text: string; line: number }): CsvRecord[] => {
    const parsed = parseCsv(slice.text, delimiter);
    if (parsed.unterminatedQuoteLine !== null) problems.push({ line: slice.line + parsed.unterminatedQuoteLine - 1, code: 'unreadableFile', params: { reason: 'quote' } });
    return parsed.records.map((r) => ({ line: slice.line + r.line - 1, fields: r.fields }));
  };
  // The header is the first record of the first slice that has one.
  let header: CsvRecord | undefined;
  while (!header) {
    const next = slices.next();
    if (next.done) break;
    const records = parse(next.value);
    header = records.shift();
    pending.push(...records);
  }
  async function* rows(): AsyncIterable<SourceRow> {
    let records = pending;
    for (;;) {
      for (const record of records) {
        // A cell the export guarded against formulas (export/formula-guard.ts) gets its apostrophe back off.
        const cells = record.fields.map(unguardText);
        if (!isBlank(cells)) yield { line: record.line, cells };
      }
      const next = slices.next();
      if (next.done) return;
      records = parse(next.value);
    }
  }
  return { headers: header?.fields.map((h) => unguardText(h.trim())) ?? [], headerLine: header?.line ?? 1, rows: rows(), problems };
}
