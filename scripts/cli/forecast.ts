// npm run forecast -- --in <file.csv> --out <file.csv> --horizon <H> --season <M> [--workers <N>] [--intervals]
// Forecasts every series of a `series,t,quantity` file and writes `series,t,forecast`
// for t = n+1..n+H of each; --intervals adds the 80% and 95% bands and the
// safety-stock quantiles as further columns (lo80,hi80,lo95,hi95,q90,q95,
// q975,q99). A malformed file stops with its line and reason and nothing is
// written (the output appears whole, by rename, or not at all).
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Papa from 'papaparse';
import { forecastSeries, type ForecastIntervals, type ForecastOptions } from '../../domain/forecast/index.ts';
import { CsvError, formatForecastCsv, parseSeriesCsv } from '../../server/forecast/csv.ts';
import { ForecastPool } from '../../server/forecast/pool.ts';

const USAGE = 'usage: npm run forecast -- --in <file.csv> --out <file.csv> --horizon <H> --season <M> [--workers <N>] [--intervals]';
// Below this many series, starting worker threads costs more than it saves.
const POOL_FROM = 100;

class UsageError extends Error {}

function positiveInteger(value: string | undefined, name: string, min: number): number {
  if (value === undefined) throw new UsageError(`--${name} is required`);
  if (!/^\d+$/.test(value) || Number(value) < min) throw new UsageError(`--${name} must be an integer >= ${min}, got "${value}"`);
  return Number(value);
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        in: { type: 'string' },
        out: { type: 'string' },
        horizon: { type: 'string' },
        season: { type: 'string' },
        workers: { type: 'string' },
        intervals: { type: 'boolean', default: false },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    console.error(`forecast: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  let options: ForecastOptions;
  let workers: number | undefined;
  try {
    if (!args.in) throw new UsageError('--in is required');
    if (!args.out) throw new UsageError('--out is required');
    options = { horizon: positiveInteger(args.horizon, 'horizon', 1), seasonLength: positiveInteger(args.season, 'season', 1) };
    workers = args.workers === undefined ? undefined : positiveInteger(args.workers, 'workers', 0);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`forecast: ${error.message}\n${USAGE}`);
    return 2;
  }
  const input = args.in as string;
  const output = args.out as string;

  let text: string;
  try {
    text = await readFile(input, 'utf8');
  } catch (error) {
    console.error(`forecast: cannot read ${input}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    return 1;
  }
  let table;
  try {
    table = parseSeriesCsv(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    console.error(`forecast: ${input}:${error.line}: ${error.reason}; nothing written`);
    return 1;
  }

  const started = performance.now();
  const threads = workers ?? (table.series.length >= POOL_FROM ? availableParallelism() : 0);
  let forecasts: number[][];
  let intervals: Array<ForecastIntervals | undefined>;
  if (threads === 0) {
    forecasts = [];
    intervals = [];
    for (const { name, history } of table.series) {
      try {
        const result = forecastSeries(history, options);
        forecasts.push(result.forecast);
        intervals.push(result.intervals);
      } catch (error) {
        console.error(`forecast: series "${name}": ${(error as Error).message}; nothing written`);
        return 1;
      }
    }
  } else {
    const pool = new ForecastPool({ workers: threads });
    try {
      const results = await pool.run(table.series.map((s) => ({ history: s.history })), options);
      const failed = results.findIndex((r) => !r.ok);
      if (failed >= 0) {
        const result = results[failed] as { ok: false; error: string };
        console.error(`forecast: series "${table.series[failed].name}": ${result.error}; nothing written`);
        return 1;
      }
      const done = results.map((r) => (r as { ok: true; forecast: { forecast: number[]; intervals?: ForecastIntervals } }).forecast);
      forecasts = done.map((f) => f.forecast);
      intervals = done.map((f) => f.intervals);
    } finally {
      await pool.close();
    }
  }

  const rows = table.series.map((s, i) => ({ name: s.name, n: s.history.length, forecast: forecasts[i], intervals: intervals[i] }));
  const csv = args.intervals ? formatIntervalsCsv(rows) : formatForecastCsv(rows);
  const temporary = path.join(path.dirname(path.resolve(output)), `.${path.basename(output)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, csv);
    await rename(temporary, output);
  } catch (error) {
    await rm(temporary, { force: true });
    console.error(`forecast: cannot write ${output}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    return 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.error(`forecast: ${table.series.length} series x ${options.horizon} periods (season ${options.seasonLength}) -> ${output} in ${seconds} s${threads > 0 ? ` on ${threads} worker threads` : ''}`);
  return 0;
}

const round = (v: number) => Math.round(v * 1e6) / 1e6 + 0;

/** series,t,forecast and then the bands and quantiles (intervals.ts), one row per period. */
function formatIntervalsCsv(rows: Array<{ name: string; n: number; forecast: readonly number[]; intervals?: ForecastIntervals }>): string {
  const levels = [0.8, 0.95];
  const quantiles = [0.9, 0.95, 0.975, 0.99];
  const fields = ['series', 't', 'forecast', ...levels.flatMap((l) => [`lo${l * 100}`, `hi${l * 100}`]), ...quantiles.map((p) => `q${String(p * 100).replace('.', '')}`)];
  const data: Array<Array<string | number>> = [];
  for (const row of rows) {
    row.forecast.forEach((f, h) => {
      const band = (level: number) => row.intervals?.bands.find((b) => b.level === level);
      const quantile = (p: number) => row.intervals?.quantiles.find((q) => q.p === p)?.values[h] ?? f;
      data.push([
        row.name,
        row.n + h + 1,
        round(f),
        ...levels.flatMap((l) => [round(band(l)?.lower[h] ?? f), round(band(l)?.upper[h] ?? f)]),
        ...quantiles.map((p) => round(quantile(p))),
      ]);
    });
  }
  return `${Papa.unparse({ fields, data }, { newline: '\n' })}\n`;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 2;
  },
);
