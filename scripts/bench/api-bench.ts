// npm run bench:api: throughput and latency of the API server over loopback,
// on PGlite and on PostgreSQL.
//   (a) a bare Fastify hello route (the HTTP ceiling of this machine and process setup)
//   (b) GET /api/profile, authenticated (JWT check + the one auth query)
//   (c) POST /api/favorites, alternately adding and removing one path, all
//       connections as one user (their changes take turns on the user's row
//       lock, each waiting for the previous commit), and (c50) the same with
//       one user per connection
//   (d) a raw one-row SELECT through the same database adapter, no HTTP
//   (e) for diagnosis: the auth query of (b) through the adapter, no HTTP
// The server runs in a child process (as `npm start` would), autocannon in this
// one, 50 connections, BENCH_SECONDS (default 5) per case after a 1 s warm-up.
// --smoke: 1 s per case and no warm-up (npm run bench:smoke checks that the
// bench still runs; the figures mean little).
// Targets: on PostgreSQL (b) >= 80% of (d) and p99 < 20 ms; on PGlite p99 < 50 ms.
// BENCH_CASES=b,e runs only those cases; BENCH_CHILD_FLAGS adds Node options
// to the server's process (e.g. --cpu-prof, or a flag to compare with and without).
// Each row ends with the machine's 1-minute load when the case ended.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test; each run works in a fresh schema
// and drops it. Skipped with a message when unreachable.
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { BACKENDS, PG_URL, postgresProblem, type Backend } from './harness/backends';
import { loadAverage } from './harness/load';
import { row } from './harness/print';
import { withBenchServer } from './harness/server';
import { withServerFlags } from '../../server/node-flags';

// autocannon ships no types; these are the parts used here.
interface CannonOptions {
  url: string;
  overallRate?: number;
  connections?: number;
  pipelining?: number;
  duration?: number;
  headers?: Record<string, string>;
  requests?: CannonRequest[];
  setupClient?: (client: { setRequests(requests: CannonRequest[]): void }) => void;
}
interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: CannonOptions) => Promise<CannonResult>;

const SMOKE = process.argv.includes('--smoke');
const SECONDS = SMOKE ? 1 : Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
/** Pool size for PostgreSQL; a few connections saturate a 2-core machine. */
const PG_POOL = Number(process.env.BENCH_PG_POOL ?? 8);
const FAVORITE_PATH = 'home';

interface Measure {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** The machine's 1-minute load when the case ended (set by the parent). */
  load?: string;
  /** The server process's CPU time per request (user + system), µs: unlike req/s, barely moved by other work on the machine. */
  cpuPerRequest?: number;
}

type ChildMessage =
  | { type: 'ready'; appUrl: string; helloUrl: string; token: string; userTokens: string[] }
  | { type: 'raw'; result: Measure }
  | { type: 'cpu'; micros: number }
  | { type: 'error'; message: string };

// ---------------------------------------------------------------- child side

async function runChild(backend: Backend): Promise<void> {
  const { seedDemo, DEMO_PASSWORD } = await import('../../server/seed/demo');
  const { openSession } = await import('../../server/accounts');
  const { lookupCaller } = await import('../../server/data/sessions');
  const build = { rateLimit: { login: { max: 1_000_000, timeWindowMs: 60_000 } } };
  await withBenchServer(backend, { name: 'api', max: PG_POOL, build }, async ({ db, app }) => {
    await seedDemo(db, app.services);
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

    // (a): the same Fastify, nothing else, in the same process.
    const hello = Fastify({ logger: false });
    hello.get('/hello', async () => ({ hello: 'world' }));
    try {
      const helloUrl = await hello.listen({ host: '127.0.0.1', port: 0 });

      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { Email: 'planner@demo.test', Password: DEMO_PASSWORD } });
      const token = login.json().data.Token as string;
      const [{ id: plannerId }] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'planner@demo.test'");
      // One more planner per connection for (c50), with sessions opened directly (no scrypt).
      const benchUsers = await db.query<{ id: number; companyId: number }>(
        `INSERT INTO users (company_id, name, email, password_hash, language, roles)
         SELECT company_id, 'Bench ' || g, 'bench' || g || '@demo.test', password_hash, language, roles
         FROM users, generate_series(1, ${CONNECTIONS}) g WHERE email = 'planner@demo.test'
         RETURNING id, company_id AS "companyId"`,
      );
      const userTokens: string[] = [];
      for (const user of benchUsers) userTokens.push((await openSession(db, app.services, user.id, user.companyId)).token);

      const sessionId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
      const queries = {
        select: () => db.query('SELECT id, name FROM users WHERE id = $1', [plannerId]),
        auth: () => lookupCaller(db, sessionId, plannerId, true),
      };

      // Serves the parent's requests until it says exit; then the server and the database go.
      await new Promise<void>((resolve) => {
        process.on('message', async (message: { type: 'raw'; query: keyof typeof queries; seconds: number } | { type: 'cpu' } | { type: 'exit' }) => {
          if (message.type === 'cpu') {
            const { user, system } = process.cpuUsage();
            process.send!({ type: 'cpu', micros: user + system } satisfies ChildMessage);
          } else if (message.type === 'raw') {
            const result = await loop(queries[message.query], message.seconds);
            process.send!({ type: 'raw', result } satisfies ChildMessage);
          } else resolve();
        });
        process.send!({ type: 'ready', appUrl, helloUrl, token, userTokens } satisfies ChildMessage);
      });
    } finally {
      await hello.close().catch(() => {});
    }
  });
}

/** (d), (e): CONNECTIONS concurrent callers, each running the query in a loop. */
async function loop(query: () => Promise<unknown>, seconds: number): Promise<Measure> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        await query();
        latencies.push(performance.now() - start);
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  const elapsed = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { reqPerSec: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors, cpuPerRequest: (user + system) / latencies.length };
}

// ---------------------------------------------------------------- parent side

/** A variant of the server's process to compare: more Node options, more environment. */
interface Variant {
  label: string;
  flags: string[];
  env: Record<string, string>;
}

const DEFAULT_VARIANT: Variant = { label: 'as configured', flags: process.env.BENCH_CHILD_FLAGS?.split(' ').filter(Boolean) ?? [], env: {} };

/** BENCH_COMPARE='A=--max-semi-space-size=16 | B=SOME_ENV=1 --flag': words starting with -- are Node options, NAME=value pairs environment. */
function comparedVariants(spec: string): Variant[] {
  return spec.split('|').map((part) => {
    const [label, ...rest] = part.trim().split('=');
    const words = rest.join('=').split(' ').filter(Boolean);
    const env = Object.fromEntries(words.filter((w) => !w.startsWith('--')).map((w) => [w.split('=')[0], w.split('=').slice(1).join('=')]));
    return { label: label.trim(), flags: words.filter((w) => w.startsWith('--')), env };
  });
}

function startChild(backend: Backend, variant = DEFAULT_VARIANT): Promise<{ child: ChildProcess; ready: Extract<ChildMessage, { type: 'ready' }> }> {
  return new Promise((resolve, reject) => {
    // This process's execArgv (tsx's loader), the server's flags, then the variant's.
    const child = fork(fileURLToPath(import.meta.url), ['--child', backend], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [...withServerFlags(process.execArgv), ...variant.flags],
      env: { ...process.env, ...variant.env },
    });
    child.once('message', (message: ChildMessage) => {
      if (message.type === 'ready') resolve({ child, ready: message });
      else reject(new Error(message.type === 'error' ? message.message : 'unexpected message'));
    });
    child.once('exit', (code) => reject(new Error(`bench server (${backend}) exited with code ${code}`)));
  });
}

function askRaw(child: ChildProcess, query: 'select' | 'auth', seconds: number): Promise<Measure> {
  return new Promise((resolve) => {
    child.once('message', (message: ChildMessage) => {
      if (message.type === 'raw') resolve(message.result);
    });
    child.send({ type: 'raw', query, seconds });
  });
}

function askCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const listen = (message: ChildMessage) => {
      if (message.type !== 'cpu') return;
      child.off('message', listen);
      resolve(message.micros);
    };
    child.on('message', listen);
    child.send({ type: 'cpu' });
  });
}

/** An HTTP case, with the server's CPU time per request measured around it. */
async function served(child: ChildProcess, options: CannonOptions): Promise<Measure> {
  const before = await askCpu(child);
  const result = await cannon(options);
  const micros = (await askCpu(child)) - before;
  return { ...result, cpuPerRequest: micros / (result.reqPerSec * (options.duration ?? 1)) };
}

async function cannon(options: CannonOptions): Promise<Measure> {
  const result = await autocannon({ connections: CONNECTIONS, pipelining: 1, ...options });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Runs a case once for warm-up (JIT, prepared statements, pool), then measures it. */
async function measure(run: (seconds: number) => Promise<Measure>): Promise<Measure> {
  if (!SMOKE) await run(1);
  return { ...(await run(SECONDS)), load: loadAverage(1) };
}

const SKIPPED: Measure = { reqPerSec: NaN, p50: NaN, p99: NaN, errors: 0 };
const CHOSEN = process.env.BENCH_CASES?.split(',');
/** Measures a case unless BENCH_CASES leaves it out. */
const maybe = (key: Case, run: (seconds: number) => Promise<Measure>) => (!CHOSEN || CHOSEN.includes(key) ? measure(run) : Promise.resolve(SKIPPED));

type Case = 'a' | 'b' | 'c' | 'c50' | 'd' | 'e';

async function benchBackend(backend: Backend): Promise<Record<Case, Measure>> {
  const { child, ready } = await startChild(backend);
  try {
    const auth = { authorization: `Bearer ${ready.token}` };
    const a = await maybe('a', (duration) => served(child, { url: `${ready.helloUrl}/hello`, duration }));
    const b = await maybe('b', (duration) => served(child, { url: `${ready.appUrl}/api/profile`, headers: auth, duration }));
    const favorites = (token: string): CannonRequest[] =>
      (['add', 'remove'] as const).map((Action) => ({
        method: 'POST',
        path: '/api/favorites',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ Path: FAVORITE_PATH, Action }),
      }));
    const c = await maybe('c', (duration) => served(child, { url: ready.appUrl, duration, requests: favorites(ready.token) }));
    let next = 0;
    const c50 = await maybe('c50', (duration) =>
      served(child, { url: ready.appUrl, duration, setupClient: (client) => client.setRequests(favorites(ready.userTokens[next++ % ready.userTokens.length])) }),
    );
    const d = await maybe('d', (seconds) => askRaw(child, 'select', seconds));
    const e = await maybe('e', (seconds) => askRaw(child, 'auth', seconds));
    return { a, b, c, c50, d, e };
  } finally {
    child.removeAllListeners('exit');
    child.send({ type: 'exit' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const LABELS: Record<Case, string> = {
  a: '(a) bare Fastify hello',
  b: '(b) GET /api/profile (auth)',
  c: '(c) POST /api/favorites, 1 user',
  c50: '(c50) same, 1 user per conn.',
  d: '(d) raw SELECT, no HTTP',
  e: '(e) auth query of (b), no HTTP',
};

function report(backend: Backend, m: Record<Case, Measure>): string[] {
  const widths = [31, 10, 9, 9, 7, 9, 6];
  const lines = [`\n${backend} (${CONNECTIONS} connections, ${SECONDS} s per case${backend === 'postgres' ? `, pool ${PG_POOL}` : ''})`];
  lines.push(row(['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'cpu µs/r', 'load'], widths));
  for (const key of ['a', 'b', 'c', 'c50', 'd', 'e'] as const) {
    const x = m[key];
    if (x === SKIPPED) continue;
    lines.push(row([LABELS[key], x.reqPerSec.toFixed(0), x.p50.toFixed(2), x.p99.toFixed(2), String(x.errors), x.cpuPerRequest?.toFixed(0) ?? '', x.load ?? ''], widths));
  }
  const ba = m.b.reqPerSec / m.a.reqPerSec;
  const bd = m.b.reqPerSec / m.d.reqPerSec;
  lines.push(`(b)/(a) = ${(ba * 100).toFixed(1)}%   (b)/(d) = ${(bd * 100).toFixed(1)}%   (b)/(e) = ${((m.b.reqPerSec / m.e.reqPerSec) * 100).toFixed(1)}%`);
  const p99 = (limit: number) =>
    (['b', 'c', 'c50'] as const).map((k) => `${k} ${m[k].p99.toFixed(1)} ms ${m[k].p99 < limit ? 'met' : 'NOT met'}`).join(', ');
  if (backend === 'postgres') {
    lines.push(`target (b) >= 80% of (d): ${bd >= 0.8 ? 'met' : 'NOT met'}`);
    lines.push(`target p99 < 20 ms: ${p99(20)}`);
  } else {
    lines.push(`target p99 < 50 ms: ${p99(50)}`);
  }
  return lines;
}

/**
 * BENCH_COMPARE: GET /api/profile on two (or more) variants of the server
 * process, each started once, measured in turn BENCH_ROUNDS times (default 4),
 * so that the machine's changing load falls on all alike; then the medians.
 * BENCH_RATE=N holds every round at N requests a second: then the server's
 * CPU time per request compares the variants even on a busy machine.
 */
const RATE = Number(process.env.BENCH_RATE ?? 0);
async function compare(backend: Backend, variants: Variant[]): Promise<string[]> {
  const started = [];
  for (const variant of variants) started.push({ variant, ...(await startChild(backend, variant)) });
  const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
  const results = new Map<string, Measure[]>(variants.map((v) => [v.label, []]));
  const widths = [24, 10, 9, 9, 9, 6];
  const lines = [`\n${backend}: GET /api/profile, ${rounds} rounds of ${SECONDS} s, variants in turn`, row(['variant', 'req/s', 'p50 ms', 'p99 ms', 'cpu µs/r', 'load'], widths)];
  const print = (label: string, m: Measure) => row([label, m.reqPerSec.toFixed(0), m.p50.toFixed(2), m.p99.toFixed(2), m.cpuPerRequest?.toFixed(0) ?? '', m.load ?? ''], widths);
  try {
    for (let round = 0; round < rounds; round++) {
      // Alternate the order too: the second of a pair must not always be the one after a warm-up.
      const order = round % 2 === 0 ? started : [...started].reverse();
      for (const { variant, child, ready } of order) {
        const m = await measure((duration) => served(child, { url: `${ready.appUrl}/api/profile`, headers: { authorization: `Bearer ${ready.token}` }, duration, ...(RATE ? { overallRate: RATE } : {}) }));
        results.get(variant.label)!.push(m);
        const line = print(`${variant.label} #${round + 1}`, m);
        console.log(line);
        lines.push(line);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const [label, ms] of results) {
      lines.push(print(`${label} median`, {
        reqPerSec: median(ms.map((m) => m.reqPerSec)), p50: median(ms.map((m) => m.p50)), p99: median(ms.map((m) => m.p99)),
        errors: ms.reduce((n, m) => n + m.errors, 0), cpuPerRequest: median(ms.map((m) => m.cpuPerRequest ?? NaN)),
      }));
    }
    return lines;
  } finally {
    for (const { child } of started) {
      child.removeAllListeners('exit');
      child.send({ type: 'exit' });
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

async function main(): Promise<void> {
  const lines: string[] = [`api bench on ${os.cpus().length} CPUs, load average ${loadAverage(3)}`];
  console.log(lines[0]);
  if (process.env.BENCH_COMPARE) {
    for (const backend of (process.env.BENCH_BACKENDS?.split(',') as Backend[] | undefined) ?? ['postgres' as const]) {
      lines.push(...(await compare(backend, comparedVariants(process.env.BENCH_COMPARE))));
    }
    console.log(lines.join('\n'));
    return;
  }
  const only = process.env.BENCH_BACKENDS?.split(',') as Backend[] | undefined;
  for (const backend of only ?? BACKENDS) {
    if (backend === 'postgres') {
      const problem = await postgresProblem();
      if (problem) {
        lines.push(`\npostgres: skipped, ${PG_URL.replace(/:[^:@/]*@/, ':***@')} is not reachable (${problem})`);
        continue;
      }
    }
    console.log(`running ${backend}...`);
    lines.push(...report(backend, await benchBackend(backend)));
  }
  console.log(lines.join('\n'));
}

const childIndex = process.argv.indexOf('--child');
if (childIndex >= 0) {
  runChild(process.argv[childIndex + 1] as Backend).then(() => process.exit(0), (error) => {
    process.send?.({ type: 'error', message: String(error?.stack ?? error) } satisfies ChildMessage);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
