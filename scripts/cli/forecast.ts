// npm run forecast -- --in <file.csv> --out <file.csv> --horizon <H> --season <M> [--workers <N>]
// Forecasts every series of a `series,t,quantity` file and writes `series,t,forecast`
// for t = n+1..n+H of each. A malformed file stops with its line and reason and
// nothing is written (the output appears whole, by rename, or not at all).
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { forecastSeries, type ForecastOptions } from '../../domain/forecast/index.ts';
import { CsvError, formatForecastCsv, parseSeriesCsv } from '../../server/forecast/csv.ts';
import { ForecastPool } from '../../server/forecast/pool.ts';

const USAGE = 'usage: npm run forecast -- --in <file.csv> --out <file.csv> --horizon <H> --season <M> [--workers <N>]';
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
      options: { in: { type: 'string' }, out: { type: 'string' }, horizon: { type: 'string' }, season: { type: 'string' }, workers: { type: 'string' } },
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
  if (threads === 0) {
    forecasts = [];
    for (const { name, history } of table.series) {
      try {
        forecasts.push(forecastSeries(history, options).forecast);
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
      forecasts = results.map((r) => (r as { ok: true; forecast: { forecast: number[] } }).forecast.forecast);
    } finally {
      await pool.close();
    }
  }

  const csv = formatForecastCsv(table.series.map((s, i) => ({ name: s.name, n: s.history.length, forecast: forecasts[i] })));
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

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 2;
  },
);
