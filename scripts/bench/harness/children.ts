// Each backend measured in a process of its own, so one backend's memory and
// caches do not count against the other's: the bench forks its own script
// with `--child <backend>` (and the arguments it was given, e.g. --smoke),
// runs its child side there and waits for it before the next backend.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withServerFlags } from '../../../server/node-flags';
import { BACKENDS, PG_URL, postgresProblem, type Backend } from './backends';

/** The backend this process measures, when it is a bench's child. */
export function childBackend(argv: readonly string[] = process.argv): Backend | null {
  const at = argv.indexOf('--child');
  return at >= 0 ? (argv[at + 1] as Backend) : null;
}

export interface EachBackendOptions {
  /** More arguments for a backend's child. */
  args?: (backend: Backend) => string[];
  /** Node options of the children (default: this process's, i.e. tsx's loader); the server's flags are added (server/node-flags.ts). */
  execArgv?: string[];
}

/**
 * Runs `script` (the bench's import.meta.url) as a child for PGlite, then for
 * PostgreSQL unless it does not answer; `label` starts the lines printed here
 * (`<label> on postgres: skipped ...`, `<label> on pglite: failed ...`). A
 * failed child makes this process exit non-zero, after the other backend ran.
 */
export async function eachBackendInChild(script: string, label: string, options: EachBackendOptions = {}): Promise<void> {
  for (const backend of BACKENDS) {
    if (backend === 'postgres' && (await postgresProblem())) {
      console.log(`${label} on postgres: skipped (${PG_URL} is not reachable; set BENCH_DATABASE_URL)`);
      continue;
    }
    const args = [...process.argv.slice(2), '--child', backend, ...(options.args?.(backend) ?? [])];
    const child = fork(fileURLToPath(script), args, { stdio: 'inherit', execArgv: withServerFlags(options.execArgv ?? process.execArgv) });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) {
      console.log(`${label} on ${backend}: failed (exit ${code})`);
      process.exitCode = 1;
    }
  }
}

/**
 * A bench's entry point: the child side when this process is a child (it
 * exits when that is done: open pools and workers must not keep it alive),
 * else the parent side. Either one failing prints the error and exits 1.
 */
export function runBench(sides: { child: (backend: Backend) => Promise<void>; main: () => Promise<void> }): void {
  const backend = childBackend();
  const run = backend ? sides.child(backend).then(() => process.exit(0)) : sides.main();
  run.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
