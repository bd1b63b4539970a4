// Node options the server runs with, wherever it is started: `npm start`,
// the end-to-end tests' server (playwright.config.ts) and the benches'
// servers (scripts/bench/harness/children.ts), a unit test keeping the three
// in step (tests/unit/server/node-flags.test.ts).
//
// --max-semi-space-size=64 (MB; V8's default is 16): a refresh of the stock
// projection allocates short-lived objects by the hundred megabytes (the
// rows' figures, fingerprints and binary records), and with the default
// young generation they were copied between semi-spaces and promoted many
// times over: ~300 ms of garbage collection per refresh of the bench's
// 30,000 series. Measured with scripts/bench/supply/profile-stages.ts
// --mode=new --runs=4 on a quiet machine: 2,203-2,603 ms without it,
// 1,433-1,934 ms with it. The price is up to ~150 MB more of resident
// memory, reserved as the heap grows.
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];

/** `execArgv` (a process's Node options, e.g. tsx's loader) with the server's flags added where missing. */
export function withServerFlags(execArgv: readonly string[]): string[] {
  const named = (flag: string) => flag.split('=')[0];
  return [...execArgv.filter((a) => !SERVER_NODE_FLAGS.some((f) => named(f) === named(a))), ...SERVER_NODE_FLAGS];
}
