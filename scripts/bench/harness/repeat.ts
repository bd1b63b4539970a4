// The benches' timing loop: one run unmeasured first (statements prepared,
// caches and JIT warm, as after a first request), then the measured ones.

/** Calls `run(0)` and throws its result away, then returns `run(1)` ... `run(times)` in order. */
export async function warmThenRepeat<T>(times: number, run: (index: number) => Promise<T>): Promise<T[]> {
  await run(0);
  const results: T[] = [];
  for (let i = 1; i <= times; i++) results.push(await run(i));
  return results;
}
