// The server's end of the PGlite thread (pglite-thread.ts): requests and their
// answers matched by id. The thread keeps the process alive only while a
// request is out, so a database nobody closed does not hold the process open
// (as PGlite on the server's thread did not). A thread that dies (out of
// memory, a crash in the WebAssembly) fails every request out and every later
// one with the reason: the server's errors say the database stopped, instead
// of waiting forever.
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../threads/ts-worker';
import type { FromPglite, ToPglite } from './pglite-thread';

const MODULE = new URL('./pglite-thread.ts', import.meta.url);

type Request = ToPglite extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;

export class PgliteClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: FromPglite & { ok: true }) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private stopped: Error | null = null;

  constructor() {
    this.worker = startTsWorker(MODULE);
    this.worker.unref();
    this.worker.on('message', (message: FromPglite) => {
      const waiter = this.pending.get(message.id);
      if (!waiter) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.worker.unref();
      if (message.ok) waiter.resolve(message);
      else waiter.reject(new Error(message.error));
    });
    this.worker.on('error', (error) => this.stop(new Error(`the PGlite database thread failed: ${error.message}`)));
    this.worker.on('exit', (code) => this.stop(new Error(`the PGlite database thread stopped (exit code ${code})`)));
  }

  /** Sends one request; `transfer` lists the buffers handed over (not copied). */
  request(message: Request, transfer: ArrayBuffer[] = []): Promise<Uint8Array | ArrayBuffer | undefined> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: (answer) => resolve(answer.value), reject });
      this.worker.ref();
      this.worker.postMessage({ ...message, id } as ToPglite, transfer);
    });
  }

  private stop(error: Error): void {
    this.stopped ??= error;
    for (const waiter of this.pending.values()) waiter.reject(this.stopped);
    this.pending.clear();
  }
}
