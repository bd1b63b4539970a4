import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function cli(args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/cli/forecast.ts', ...args], { cwd: ROOT }, (error, _stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stderr });
    });
  });
}

describe('npm run forecast', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'forecast-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes series,t,forecast for t = n+1..n+H of every series', async () => {
    const rows = ['t,series,quantity'];
    for (let t = 1; t <= 30; t++) rows.push(`${t},flat,10`);
    for (let t = 1; t <= 4; t++) rows.push(`${t},"short, one",${t}`);
    await writeFile(path.join(dir, 'in.csv'), `${rows.join('\n')}\n`);
    const result = await cli(['--in', path.join(dir, 'in.csv'), '--out', path.join(dir, 'out.csv'), '--horizon', '3', '--season', '12']);
    expect(result).toMatchObject({ code: 0 });
    expect(result.stderr).toMatch(/2 series x 3 periods \(season 12\)/);
    const out = (await readFile(path.join(dir, 'out.csv'), 'utf8')).trim().split('\n');
    expect(out[0]).toBe('series,t,forecast');
    expect(out.slice(1, 4)).toEqual(['flat,31,10', 'flat,32,10', 'flat,33,10']);
    expect(out.slice(4).map((line) => line.replace(/,[^,]*$/, ''))).toEqual(['"short, one",5', '"short, one",6', '"short, one",7']);
  }, 60_000);

  it('stops at a malformed line and writes nothing, leaving an existing output alone', async () => {
    await writeFile(path.join(dir, 'bad.csv'), 'series,t,quantity\nA,1,3\nA,2,three\n');
    await writeFile(path.join(dir, 'kept.csv'), 'old\n');
    const result = await cli(['--in', path.join(dir, 'bad.csv'), '--out', path.join(dir, 'kept.csv'), '--horizon', '2', '--season', '1']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`forecast: ${path.join(dir, 'bad.csv')}:3: quantity "three" is not a number; nothing written\n`);
    expect(await readFile(path.join(dir, 'kept.csv'), 'utf8')).toBe('old\n');
  }, 60_000);

  it('refuses bad arguments with a usage line (exit 2)', async () => {
    const result = await cli(['--in', 'x.csv', '--out', 'y.csv', '--horizon', '0', '--season', '12']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--horizon must be an integer >= 1, got "0"\nusage: npm run forecast/);
    expect((await cli(['--in', 'x.csv', '--horizon', '3', '--season', '12'])).stderr).toMatch(/--out is required/);
  }, 60_000);

  it('adds the bands and the safety-stock quantiles only with --intervals', async () => {
    const rows = ['series,t,quantity'];
    for (let t = 1; t <= 36; t++) rows.push(`A,${t},${100 + ((t * 37) % 23)}`);
    await writeFile(path.join(dir, 'iv.csv'), `${rows.join('\n')}\n`);
    const result = await cli(['--in', path.join(dir, 'iv.csv'), '--out', path.join(dir, 'iv-out.csv'), '--horizon', '4', '--season', '12', '--intervals']);
    expect(result).toMatchObject({ code: 0 });
    const out = (await readFile(path.join(dir, 'iv-out.csv'), 'utf8')).trim().split('\n');
    expect(out[0]).toBe('series,t,forecast,lo80,hi80,lo95,hi95,q90,q95,q975,q99');
    expect(out).toHaveLength(5);
    for (const line of out.slice(1)) {
      const [, , f, lo80, hi80, lo95, hi95, q90, q95, q975, q99] = line.split(',').map(Number);
      // Nested bands around the forecast; the upper 80% bound is the 0.9 quantile, the upper 95% one the 0.975 quantile.
      expect(lo95).toBeLessThan(lo80);
      expect(lo80).toBeLessThan(f);
      expect(f).toBeLessThan(hi80);
      expect(hi80).toBeLessThan(hi95);
      expect(q90).toBe(hi80);
      expect(q975).toBe(hi95);
      expect(q95).toBeGreaterThan(q90);
      expect(q99).toBeGreaterThan(q975);
    }
  }, 60_000);
});
