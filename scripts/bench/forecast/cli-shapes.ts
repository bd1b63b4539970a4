// The four M3 shapes through the CLI contract (`npm run forecast`), process
// start included: yearly (no season, 6 steps), quarterly (season 4, 8 steps),
// monthly (season 12, 18 steps) and other (no season, 8 steps), each over
// generated series of that shape in the numbers M3 had (645, 756, 1,428, 174).
// The monthly file mixes the generated monthly shapes. Issue 26: all four in
// under 20 s in total.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateSet, type GeneratedSeries } from './generate.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MONTHLY_SHAPES = ['seasonal', 'trended', 'damped', 'intermittent', 'level-shift'];

interface CliShape {
  name: string;
  season: number;
  horizon: number;
  series: GeneratedSeries[];
}

/** The shapes at M3's sizes times `share` (1 for the real sizes). */
export function cliShapes(share: number): CliShape[] {
  const size = (count: number) => Math.max(2, Math.round(count * share));
  const monthly = MONTHLY_SHAPES.flatMap((name) => generateSet(name, Math.ceil(size(1428) / MONTHLY_SHAPES.length)).series).slice(0, size(1428));
  return [
    { name: 'yearly', season: 1, horizon: 6, series: generateSet('yearly-like', size(645)).series },
    { name: 'quarterly', season: 4, horizon: 8, series: generateSet('quarterly-like', size(756)).series },
    { name: 'monthly', season: 12, horizon: 18, series: monthly },
    { name: 'other', season: 1, horizon: 8, series: generateSet('other-like', size(174)).series },
  ];
}

// GNU time reports the CPU seconds of the run and its children (npm, node, the
// worker threads): on a busy shared machine the steadier figure.
const GNU_TIME = '/usr/bin/time';

/** Runs the CLI; the CPU seconds it used (NaN without GNU time). */
function run(args: string[]): Promise<number> {
  const command = ['npm', 'run', '--silent', 'forecast', '--', ...args];
  const timed = existsSync(GNU_TIME);
  return new Promise((resolve, reject) => {
    const child = timed
      ? spawn(GNU_TIME, ['-f', 'cpu %U %S', ...command], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] })
      : spawn(command[0], command.slice(1), { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`forecast CLI exit ${code}: ${stderr}`));
      const cpu = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(stderr);
      resolve(cpu ? Number(cpu[1]) + Number(cpu[2]) : Number.NaN);
    });
  });
}

/** Seconds per shape (wall, process start included, and CPU) of `npm run forecast` on each file. */
export async function timeCliShapes(share: number): Promise<Array<{ name: string; series: number; seconds: number; cpu: number }>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'forecast-bench-'));
  try {
    const out: Array<{ name: string; series: number; seconds: number; cpu: number }> = [];
    for (const shape of cliShapes(share)) {
      const lines = ['series,t,quantity'];
      for (const s of shape.series) s.train.forEach((v, t) => lines.push(`${s.name},${t + 1},${v}`));
      const input = path.join(dir, `${shape.name}.csv`);
      await writeFile(input, `${lines.join('\n')}\n`);
      const started = performance.now();
      const cpu = await run(['--in', input, '--out', path.join(dir, `${shape.name}-out.csv`), '--horizon', String(shape.horizon), '--season', String(shape.season)]);
      out.push({ name: shape.name, series: shape.series.length, seconds: (performance.now() - started) / 1000, cpu });
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
