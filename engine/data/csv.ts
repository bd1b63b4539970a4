// Reading and writing CSV text, shared by the browser (instant feedback
// before uploading) and the server (the check that counts). Parsing is
// papaparse's (RFC 4180: quoted fields, "" inside quotes, line breaks inside
// quotes); this module adds what spreadsheets and users need on top:
// - a UTF-8 BOM is dropped, and CRLF, LF and CR line ends may be mixed;
// - the separator is the one the header line uses most: ',' ';' or tab
//   (Excel in most of Europe writes ';');
// - every record carries the line of the file where it starts, so a problem
//   can name it; blank lines and lines of separators only are not records;
// - a quote that never closes, or a closing quote followed by more text,
//   stops the reading with that quote's line (the rest cannot be trusted).
// Nothing here is a rule of this product, so it is the engine's: the generic
// data engine's import reads files with it (server/data-engine/import).
import Papa from 'papaparse';

export type Delimiter = ',' | ';' | '\t';

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export interface CsvParseResult {
  delimiter: Delimiter;
  records: CsvRecord[];
  /** Line of a quoted field that never closes (or is malformed), if any (the rest of the file is unreadable). */
  unterminatedQuoteLine: number | null;
}

/** The separator the header line uses most, outside quotes; ',' when none. */
export function detectDelimiter(text: string): Delimiter {
  const counts: Record<Delimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch]++;
  }
  return (Object.keys(counts) as Delimiter[]).reduce((best, d) => (counts[d] > counts[best] ? d : best), ',' as Delimiter);
}

/**
 * Line ends outside quoted fields become '\n', so papaparse (which reads one
 * kind of line end per file) also splits files that mix them. Quoted fields
 * keep theirs. The number of lines does not change.
 */
function normalizeLineEnds(text: string): string {
  return text.replace(/"(?:[^"]|"")*"|\r\n?/g, (match) => (match[0] === '"' ? match : '\n'));
}

/** Counts line ends (CRLF, LF or CR) in text[from, to). */
function lineEndsBetween(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) count++;
  }
  return count;
}

export function parseCsv(input: string, delimiter: Delimiter = detectDelimiter(input.replace(/^\uFEFF/, ''))): CsvParseResult {
  const text = normalizeLineEnds(input.replace(/^\uFEFF/, ''));
  const records: CsvRecord[] = [];
  let unterminatedQuoteLine: number | null = null;
  // Where the current record starts, and its line (counted forward from the previous start).
  let start = 0;
  let line = 1;

  Papa.parse<string[]>(text, {
    delimiter,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    step(result, parser) {
      const quoteError = result.errors.find((e) => e.type === 'Quotes');
      if (quoteError) {
        // index is just after the opening quote of the broken field.
        const at = Math.max(start, (quoteError.index ?? start + 1) - 1);
        unterminatedQuoteLine = line + lineEndsBetween(text, start, at);
        parser.abort();
        return;
      }
      const fields = result.data;
      // A blank line, or one of separators only (spreadsheets add them), is not a record.
      if (fields.some((f) => f.trim() !== '')) records.push({ line, fields });
      const end = result.meta.cursor;
      line += lineEndsBetween(text, start, end);
      start = end;
    },
  });
  return { delimiter, records, unterminatedQuoteLine };
}

/** A CSV line of these values (quoted when needed), for downloadable templates. */
export function toCsvLine(values: readonly string[], delimiter: Delimiter = ','): string {
  return values.map((v) => (/[",;\t\r\n]/.test(v) || v !== v.trim() ? `"${v.replace(/"/g, '""')}"` : v)).join(delimiter);
}
