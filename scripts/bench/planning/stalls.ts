// bench:planning --stalls: what holds PGlite's one connection, and the event
// loop, for long during a run. PGlite serialises every call (a query, a
// script, a whole transaction) in one queue in the server's thread, so a
// request waits for whatever holds it: here every top-level call is timed
// from when it got the connection (its turn: the later of its call and the
// end of the call before it, the queue being first-in first-out) to its end,
// and a transaction lists its statements with their own times. A timer
// 10 ms apart catches the event loop itself blocked (JSON, row decoding,
// planning). Bench-only: the Db's methods are wrapped in place, as the
// server and the job queue call them on the same object.
//
// On a shared, loaded machine the wall time of a hold says more about the
// load than about the work: with Linux's per-thread schedstat each hold and
// block also gets the main thread's CPU time in it (what it would last on a
// quiet machine), and that is what the threshold is compared with.
import { readFileSync } from 'node:fs';
import type { Db, Queryable, SqlParam } from '../../../server/db/adapter';

export interface Hold {
  /** ms from the watch's start to the hold's start. */
  at: number;
  ms: number;
  /** The main thread's CPU ms during the hold (NaN where unknown). */
  cpu: number;
  what: string;
  /** A transaction's statements over 5 ms, with their ms. */
  inside?: Array<{ ms: number; what: string }>;
}

/** The main thread's CPU time in ms (Linux: /proc/<pid>/task/<pid>/schedstat, in ns), else NaN. */
export function threadCpu(): number {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

const label = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 110);

interface Call { called: number; ended: number; cpuCalled: number; cpuEnded: number }

/** Pure: the hold (wall and CPU ms) of each call of a first-in first-out queue, from its call and end times (in call order). */
export function holdTimes(calls: readonly Call[]): Array<{ start: number; ms: number; cpu: number }> {
  let previous: Call | null = null;
  return calls.map((call) => {
    const waited = previous !== null && previous.ended > call.called;
    const start = waited ? previous!.ended : call.called;
    const cpuStart = waited ? previous!.cpuEnded : call.cpuCalled;
    if (!previous || call.ended > previous.ended) previous = call;
    return { start, ms: call.ended - start, cpu: call.cpuEnded - cpuStart };
  });
}

export function watchHolds(db: Db, thresholdMs = 50): { stop(): Hold[] } {
  const origin = performance.now();
  const calls: Array<Call & { what: string; inside?: Hold['inside'] }> = [];
  const original = { query: db.query, exec: db.exec, transaction: db.transaction };
  const track = <T>(what: string, run: (call: (typeof calls)[number]) => Promise<T>): Promise<T> => {
    const call = { called: performance.now(), ended: Number.NaN, cpuCalled: threadCpu(), cpuEnded: Number.NaN, what };
    calls.push(call);
    return run(call).finally(() => {
      call.ended = performance.now();
      call.cpuEnded = threadCpu();
    });
  };
  const target = db as { -readonly [K in keyof Db]: Db[K] };
  target.query = (<T>(sql: string, params?: readonly SqlParam[]) => track(label(sql), () => original.query.call(db, sql, params) as Promise<T[]>)) as Db['query'];
  target.exec = (sql: string) => track(label(sql), () => original.exec.call(db, sql));
  target.transaction = (<T>(fn: (tx: Queryable) => Promise<T>) =>
    track('transaction', (call) => original.transaction.call(db, async (tx) => {
      const inside: NonNullable<Hold['inside']> = [];
      (call as { inside?: Hold['inside'] }).inside = inside;
      const timed = async <R>(what: string, run: () => Promise<R>) => {
        const t = threadCpu();
        try { return await run(); } finally { const ms = threadCpu() - t; if (ms > 5) inside.push({ ms, what }); }
      };
      return fn({
        query: <R>(sql: string, params?: readonly SqlParam[]) => timed(label(sql), () => tx.query<R>(sql, params)),
        exec: (sql: string) => timed(label(sql), () => tx.exec(sql)),
      });
    }) as Promise<T>)) as Db['transaction'];
  return {
    stop() {
      Object.assign(target, original);
      const done = calls.filter((c) => !Number.isNaN(c.ended));
      const holds = holdTimes(done);
      const over = (h: { ms: number; cpu: number }) => (Number.isNaN(h.cpu) ? h.ms : h.cpu) > thresholdMs;
      return done.flatMap((c, i) => (over(holds[i]) ? [{ at: holds[i].start - origin, ms: holds[i].ms, cpu: holds[i].cpu, what: c.what, inside: c.inside }] : []));
    },
  };
}

/** Moments the event loop was blocked longer than thresholdMs of the main thread's CPU (a 10 ms timer that came late). */
export function watchLoop(thresholdMs = 50): { stop(): Array<{ at: number; ms: number; cpu: number }> } {
  const origin = performance.now();
  const lags: Array<{ at: number; ms: number; cpu: number }> = [];
  let last = performance.now();
  let lastCpu = threadCpu();
  const timer = setInterval(() => {
    const now = performance.now();
    const cpu = threadCpu();
    const late = now - last - 10;
    const busy = cpu - lastCpu;
    if ((Number.isNaN(busy) ? late : busy) > thresholdMs) lags.push({ at: last - origin, ms: late, cpu: busy });
    last = now;
    lastCpu = cpu;
  }, 10);
  return { stop: () => (clearInterval(timer), lags) };
}

/** The report: holds and blocked loop, in time order. */
export function formatStalls(holds: readonly Hold[], lags: ReadonlyArray<{ at: number; ms: number; cpu: number }>, thresholdMs = 50): string {
  const lines = [`  stalls   ${holds.length} PGlite holds and ${lags.length} event-loop blocks over ${thresholdMs} ms of main-thread CPU (at: s from the POST; wall ms / CPU ms; a transaction's statements in CPU ms):`];
  const ms = (wall: number, cpu: number) => `${Math.round(wall)}/${Number.isNaN(cpu) ? '?' : Math.round(cpu)} ms`;
  const rows = [
    ...holds.map((h) => ({ at: h.at, text: `hold ${ms(h.ms, h.cpu)}: ${h.what}${h.inside ? ` [${h.inside.map((s) => `${Math.round(s.ms)} ms ${s.what.slice(0, 60)}`).join('; ')}]` : ''}` })),
    ...lags.map((l) => ({ at: l.at, text: `loop blocked ${ms(l.ms, l.cpu)}` })),
  ].sort((a, b) => a.at - b.at);
  for (const row of rows) lines.push(`    ${(row.at / 1000).toFixed(2).padStart(7)} s  ${row.text}`);
  return lines.join('\n');
}
