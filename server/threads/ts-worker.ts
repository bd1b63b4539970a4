// Starts a worker thread running a TypeScript module through tsx-worker.mjs,
// which registers tsx's loader in the new thread: the server's workers (the
// forecast pool, PGlite) start the same way under tsx, vitest and plain node.
import { Worker } from 'node:worker_threads';

const ENTRY = new URL('./tsx-worker.mjs', import.meta.url);

/** A thread running `module` (a file URL); `entry` replaces the tsx entry (tests start broken workers). */
export function startTsWorker(module: URL, entry: URL = ENTRY): Worker {
  return new Worker(entry, { workerData: { module: module.href } });
}
