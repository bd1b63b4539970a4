// Worker entry: registers tsx's loader in this thread, then loads the TypeScript
// worker. It lets the pool start workers the same way under `tsx`, vitest and
// plain node, whatever loader (if any) the parent thread was started with.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
