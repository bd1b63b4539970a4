import { getEventListeners } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { forecastSeries } from '../../../domain/forecast';
import { ForecastPool } from '../../../server/forecast/pool';

const series = (k: number) => Array.from({ length: 36 + (k % 12) }, (_, t) => 100 + k + 2 * t + 15 * Math.sin((2 * Math.PI * t) / 12) + ((t * 7 + k) % 5));
const options = { horizon: 6, seasonLength: 12 };

// Real worker threads, started through the tsx bootstrap from inside vitest.
describe('ForecastPool', () => {
  const pool = new ForecastPool({ workers: 2 });
  afterAll(() => pool.close());

  it('forecasts in worker threads exactly what forecastSeries gives in this thread, in order', async () => {
    const tasks = Array.from({ length: 24 }, (_, k) => ({ history: series(k) }));
    const progress: number[] = [];
    const results = await pool.run(tasks, options, { batchSize: 5, onProgress: ({ done, total }) => (expect(total).toBe(24), progress.push(done)) });
    expect(results).toHaveLength(24);
    results.forEach((result, k) => {
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.forecast).toEqual(forecastSeries(tasks[k].history, options));
    });
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(24);
    expect(progress).toHaveLength(5); // ceil(24 / 5) batches
  }, 60_000);

  it('answers a failing series with its error and the others with forecasts; per-task options apply', async () => {
    const results = await pool.run([{ history: [1, Number.NaN, 3] }, { history: series(1), options: { horizon: 2 } }], options);
    expect(results[0]).toEqual({ ok: false, error: 'history[1] is not a finite number' });
    expect(results[1].ok && results[1].forecast.forecast).toHaveLength(2);
  }, 60_000);

  it('cancels a run with an AbortSignal and stays usable', async () => {
    const controller = new AbortController();
    const tasks = Array.from({ length: 40 }, (_, k) => ({ history: series(k) }));
    let seen = 0;
    const run = pool.run(tasks, options, { batchSize: 1, signal: controller.signal, onProgress: ({ done }) => ((seen = done), controller.abort(new Error('stop'))) });
    await expect(run).rejects.toThrow('stop');
    expect(seen).toBeLessThan(40);
    const again = await pool.run([{ history: series(3) }], options);
    expect(again[0].ok).toBe(true);
    await expect(pool.run([{ history: series(3) }], options, { signal: AbortSignal.abort(new Error('already')) })).rejects.toThrow('already');
  }, 60_000);

  it('leaves no abort listener on a signal shared by many runs, whether they finish or fail', async () => {
    // A forecast run's batches all pass its one signal: a listener left per batch piled up (MaxListenersExceededWarning).
    const controller = new AbortController();
    for (let k = 0; k < 12; k++) await pool.run([{ history: series(k) }], options, { signal: controller.signal });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    const crashing = new ForecastPool({ workers: 1, entry: new URL('./fixtures/crashing-worker.mjs', import.meta.url) });
    await expect(crashing.run([{ history: [1, 2, 3] }], options, { signal: controller.signal })).rejects.toThrow('exited');
    await crashing.close();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  }, 60_000);

  it('fails the waiting runs when workers cannot start, instead of restarting them forever', async () => {
    const broken = new ForecastPool({ workers: 1, entry: new URL('./fixtures/broken-worker.mjs', import.meta.url) });
    await expect(broken.run([{ history: [1, 2, 3] }], options)).rejects.toThrow('a forecast worker failed to start: broken install');
    await expect(broken.warm()).rejects.toThrow('broken install');
    await broken.close();
  }, 60_000);

  it('fails the run whose worker died mid-batch', async () => {
    const crashing = new ForecastPool({ workers: 1, entry: new URL('./fixtures/crashing-worker.mjs', import.meta.url) });
    await expect(crashing.run([{ history: [1, 2, 3] }], options)).rejects.toThrow('forecast worker exited with code 3');
    await crashing.close();
  }, 60_000);

  it('refuses runs once closed', async () => {
    const other = new ForecastPool({ workers: 1 });
    await other.warm();
    await other.close();
    await expect(other.run([{ history: [1, 2, 3] }], options)).rejects.toThrow('closed');
    expect(await pool.run([], options)).toEqual([]);
  }, 60_000);
});
