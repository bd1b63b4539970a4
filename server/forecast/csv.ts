// The forecast CLI's file formats. Input: a header naming `series`, `t` and
// `quantity` (any order, other columns ignored), one row per series and period,
// t = 1..n without gaps or repeats, rows in any order. Output: `series,t,forecast`.
// A malformed file is refused as a whole with the first problem's line and reason.
import Papa from 'papaparse';

export class CsvError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

export interface SeriesTable {
  /** Series in order of first appearance, each history ordered by t. */
  series: Array<{ name: string; history: number[] }>;
}

const REQUIRED = ['series', 't', 'quantity'] as const;
const INTEGER = /^\d+$/;
// Plain decimal numbers: no thousands separators, no hex, no "Infinity".
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

export function parseSeriesCsv(text: string): SeriesTable {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: Array<{ line: number; fields: string[] }> = [];
  // Line numbers from the parser's cursor, so a quoted field spanning lines does not shift them.
  let line = 1;
  let consumed = 0;
  let parseError: CsvError | undefined;
  Papa.parse<string[]>(source, {
    skipEmptyLines: false,
    step: (result, parser) => {
      const start = consumed;
      if (result.errors.length > 0 && !parseError) {
        parseError = new CsvError(line, result.errors[0].message.replace(/\.$/, '').toLowerCase());
        parser.abort();
        return;
      }
      rows.push({ line, fields: result.data });
      consumed = result.meta.cursor;
      for (let i = start; i < consumed; i++) if (source.charCodeAt(i) === 10) line++;
      // The cursor stops before the row's line break: count it once for the next row.
      if (source.charCodeAt(consumed) === 13) consumed++;
      if (source.charCodeAt(consumed) === 10) {
        consumed++;
        line++;
      }
    },
  });
  if (parseError) throw parseError;

  const nonEmpty = rows.filter((r) => r.fields.some((f) => f.trim() !== ''));
  if (nonEmpty.length === 0) throw new CsvError(1, 'the file is empty; expected a header series,t,quantity');
  const header = nonEmpty[0];
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const column: Record<(typeof REQUIRED)[number], number> = { series: -1, t: -1, quantity: -1 };
  for (const name of REQUIRED) {
    const found = names.indexOf(name);
    if (found < 0) throw new CsvError(header.line, `missing column "${name}" (the header must name series, t and quantity; found ${names.map((n) => `"${n}"`).join(', ')})`);
    if (names.indexOf(name, found + 1) >= 0) throw new CsvError(header.line, `column "${name}" appears twice`);
    column[name] = found;
  }

  const bySeries = new Map<string, Map<number, { value: number; line: number }>>();
  for (const row of nonEmpty.slice(1)) {
    // More fields than the header is refused too: "A,1,1,000" is a thousands separator, not 1.
    if (row.fields.length !== header.fields.length) throw new CsvError(row.line, `expected ${header.fields.length} fields, found ${row.fields.length}`);
    const name = row.fields[column.series].trim();
    const t = row.fields[column.t].trim();
    const quantity = row.fields[column.quantity].trim();
    if (name === '') throw new CsvError(row.line, 'empty series');
    if (!INTEGER.test(t) || Number(t) < 1) throw new CsvError(row.line, `t "${t}" is not an integer from 1`);
    if (!NUMBER.test(quantity)) throw new CsvError(row.line, `quantity "${quantity}" is not a number`);
    let periods = bySeries.get(name);
    if (!periods) bySeries.set(name, (periods = new Map()));
    const period = Number(t);
    const earlier = periods.get(period);
    if (earlier) throw new CsvError(row.line, `duplicate t ${period} for series "${name}" (first on line ${earlier.line})`);
    periods.set(period, { value: Number(quantity), line: row.line });
  }
  if (bySeries.size === 0) throw new CsvError(header.line + 1, 'no data rows after the header');

  const series: SeriesTable['series'] = [];
  for (const [name, periods] of bySeries) {
    const n = periods.size;
    const history: number[] = [];
    for (let t = 1; t <= n; t++) {
      const cell = periods.get(t);
      if (!cell) {
        // The first period after the gap is where the file goes wrong.
        const after = [...periods.keys()].filter((k) => k > t).sort((a, b) => a - b)[0];
        throw new CsvError(periods.get(after)!.line, `series "${name}" has t ${after} but no t ${t} (t must run 1..n without gaps)`);
      }
      history.push(cell.value);
    }
    series.push({ name, history });
  }
  return { series };
}

/** `series,t,forecast` rows for t = n+1..n+H of each series, values rounded to 6 decimals. */
export function formatForecastCsv(rows: Array<{ name: string; n: number; forecast: readonly number[] }>): string {
  const data: Array<[string, number, number]> = [];
  for (const row of rows) row.forecast.forEach((v, h) => data.push([row.name, row.n + h + 1, Math.round(v * 1e6) / 1e6 + 0]));
  return `${Papa.unparse({ fields: ['series', 't', 'forecast'], data }, { newline: '\n' })}\n`;
}
