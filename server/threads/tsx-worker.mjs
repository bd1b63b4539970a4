// A worker thread's entry: registers tsx's loader in this thread, then loads
// the TypeScript module workerData.module names (a file URL). It lets the
// server start its workers (the forecast pool, PGlite) the same way under
// `tsx`, vitest and plain node, whatever loader the parent thread has.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
