// A small pool of worker threads for forecasting many series off the main
// thread: series are cut into batches, idle workers take the next batch, the
// caller hears progress after each batch and may cancel with an AbortSignal.
// The main thread only passes messages, so an API server stays responsive.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { ForecastOptions } from '../../domain/forecast/index.ts';
import { startTsWorker } from '../threads/ts-worker.ts';
import type { ForecastTask, FromWorker, TaskResult, ToWorker } from './protocol.ts';

export type { ForecastTask, TaskResult } from './protocol.ts';

export interface PoolOptions {
  /** Worker threads; default the machine's available parallelism. */
  workers?: number;
  /** The worker's entry module; default worker.ts through server/threads/tsx-worker.mjs (tests pass broken workers). */
  entry?: URL;
}

export interface RunOptions {
  /** Aborting rejects the run with the signal's reason at once; its queued batches are dropped. */
  signal?: AbortSignal;
  /** Called after every batch with the number of series done so far. */
  onProgress?: (progress: { done: number; total: number }) => void;
  /** Series per batch; default total / (8 x workers), between 1 and 64. */
  batchSize?: number;
}

interface Run {
  results: TaskResult[];
  done: number;
  total: number;
  pendingBatches: number;
  onProgress?: RunOptions['onProgress'];
  resolve: (results: TaskResult[]) => void;
  reject: (error: unknown) => void;
  finished: boolean;
  /** Removes the run's abort listener: one signal serves many runs (every batch of a forecast run), so each must leave none behind. */
  detach: () => void;
}

interface Batch {
  id: number;
  run: Run;
  start: number;
  tasks: ForecastTask[];
  options: ForecastOptions;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  batch?: Batch;
}

const WORKER = new URL('./worker.ts', import.meta.url);

export class ForecastPool {
  readonly size: number;
  private readonly entry: URL | undefined;
  private readonly slots: Slot[] = [];
  private readonly queue: Batch[] = [];
  private nextId = 1;
  private closed = false;
  private readyWaiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];

  constructor(options: PoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.workers ?? availableParallelism()));
    this.entry = options.entry;
  }

  /** Starts the workers (if not started) and resolves when every one is ready. */
  async warm(): Promise<void> {
    this.start();
    if (this.slots.every((s) => s.ready)) return;
    await new Promise<void>((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
  }

  /** Forecasts every task; results come back in the tasks' order. */
  run(tasks: readonly ForecastTask[], options: ForecastOptions, runOptions: RunOptions = {}): Promise<TaskResult[]> {
    if (this.closed) return Promise.reject(new Error('the forecast pool is closed'));
    const { signal } = runOptions;
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<TaskResult[]>((resolve, reject) => {
      const run: Run = {
        results: new Array(tasks.length), done: 0, total: tasks.length, pendingBatches: 0, onProgress: runOptions.onProgress, resolve, reject, finished: false, detach: () => {},
      };
      if (tasks.length === 0) {
        run.finished = true;
        resolve([]);
        return;
      }
      const size = runOptions.batchSize ?? Math.min(64, Math.max(1, Math.ceil(tasks.length / (8 * this.size))));
      for (let start = 0; start < tasks.length; start += size) {
        this.queue.push({ id: this.nextId++, run, start, tasks: tasks.slice(start, start + size), options });
        run.pendingBatches++;
      }
      if (signal) {
        const onAbort = () => {
          this.fail(run, signal.reason);
          this.updateRefs();
        };
        signal.addEventListener('abort', onAbort, { once: true });
        run.detach = () => signal.removeEventListener('abort', onAbort);
      }
      this.start();
      this.dispatch();
    });
  }

  /** Stops every worker; runs still going are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('the forecast pool was closed');
    for (const batch of this.queue.splice(0)) this.fail(batch.run, error);
    for (const slot of this.slots) if (slot.batch) this.fail(slot.batch.run, error);
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private start() {
    while (!this.closed && this.slots.length < this.size) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = startTsWorker(WORKER, this.entry);
    const slot: Slot = { worker, ready: false };
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        slot.ready = true;
        if (this.slots.every((s) => s.ready)) for (const waiter of this.readyWaiters.splice(0)) waiter.resolve();
      } else if (message.type === 'done' && slot.batch?.id === message.id) {
        const batch = slot.batch;
        slot.batch = undefined;
        this.complete(batch, message.results);
      }
      this.dispatch();
    });
    worker.on('error', (error) => this.lose(slot, error));
    worker.on('exit', (code) => {
      if (!this.closed) this.lose(slot, new Error(`forecast worker exited with code ${code}`));
    });
    return slot;
  }

  /**
   * A worker died: fail its batch's run and replace it. One that died before it
   * was ready (a broken install, say) would die again: every waiting run fails
   * instead, and the next run() tries afresh.
   */
  private lose(slot: Slot, error: unknown) {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    void slot.worker.terminate();
    if (slot.batch) this.fail(slot.batch.run, error);
    if (this.closed) return;
    if (!slot.ready) {
      const failure = new Error(`a forecast worker failed to start: ${error instanceof Error ? error.message : String(error)}`);
      for (const batch of this.queue.splice(0)) this.fail(batch.run, failure);
      for (const waiter of this.readyWaiters.splice(0)) waiter.reject(failure);
      return;
    }
    this.start();
    this.dispatch();
  }

  private dispatch() {
    for (const slot of this.slots) {
      if (!slot.ready || slot.batch) continue;
      const batch = this.queue.shift();
      if (!batch) break;
      slot.batch = batch;
      slot.worker.postMessage({ type: 'batch', id: batch.id, tasks: batch.tasks, options: batch.options } satisfies ToWorker);
    }
    this.updateRefs();
  }

  private complete(batch: Batch, results: TaskResult[]) {
    const run = batch.run;
    if (run.finished) return;
    results.forEach((result, i) => (run.results[batch.start + i] = result));
    run.done += results.length;
    run.pendingBatches--;
    run.onProgress?.({ done: run.done, total: run.total });
    if (run.pendingBatches === 0) {
      this.settle(run);
      run.resolve(run.results);
    }
  }

  private fail(run: Run, error: unknown) {
    if (run.finished) return;
    this.settle(run);
    for (let i = this.queue.length - 1; i >= 0; i--) if (this.queue[i].run === run) this.queue.splice(i, 1);
    run.reject(error);
  }

  private settle(run: Run) {
    run.finished = true;
    run.detach();
  }

  /** Busy workers keep the process alive; idle ones do not, so a forgotten pool never hangs an exit. */
  private updateRefs() {
    for (const slot of this.slots) {
      if (slot.batch || !slot.ready) slot.worker.ref();
      else slot.worker.unref();
    }
  }
}
