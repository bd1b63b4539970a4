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
}

type ChildMessage =
  | { type: 'ready'; appUrl: string; helloUrl: string; token: string; userTokens: string[] }
  | { type: 'raw'; result: Measure }
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
        process.on('message', async (message: { type: 'raw'; query: keyof typeof queries; seconds: number } | { type: 'exit' }) => {
          if (message.type === 'raw') {
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
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { reqPerSec: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}

// ---------------------------------------------------------------- parent side

function startChild(backend: Backend): Promise<{ child: ChildProcess; ready: Extract<ChildMessage, { type: 'ready' }> }> {
  return new Promise((resolve, reject) => {
    // This process's execArgv (tsx's loader) and the server's flags.
    const child = fork(fileURLToPath(import.meta.url), ['--child', backend], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: withServerFlags(process.execArgv) });
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
  return run(SECONDS);
}

type Case = 'a' | 'b' | 'c' | 'c50' | 'd' | 'e';

async function benchBackend(backend: Backend): Promise<Record<Case, Measure>> {
  const { child, ready } = await startChild(backend);
  try {
    const auth = { authorization: `Bearer ${ready.token}` };
    const a = await measure((duration) => cannon({ url: `${ready.helloUrl}/hello`, duration }));
    const b = await measure((duration) => cannon({ url: `${ready.appUrl}/api/profile`, headers: auth, duration }));
    const favorites = (token: string): CannonRequest[] =>
      (['add', 'remove'] as const).map((Action) => ({
        method: 'POST',
        path: '/api/favorites',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ Path: FAVORITE_PATH, Action }),
      }));
    const c = await measure((duration) => cannon({ url: ready.appUrl, duration, requests: favorites(ready.token) }));
    let next = 0;
    const c50 = await measure((duration) =>
      cannon({ url: ready.appUrl, duration, setupClient: (client) => client.setRequests(favorites(ready.userTokens[next++ % ready.userTokens.length])) }),
    );
    const d = await measure((seconds) => askRaw(child, 'select', seconds));
    const e = await measure((seconds) => askRaw(child, 'auth', seconds));
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
  const widths = [31, 10, 9, 9, 7];
  const lines = [`\n${backend} (${CONNECTIONS} connections, ${SECONDS} s per case${backend === 'postgres' ? `, pool ${PG_POOL}` : ''})`];
  lines.push(row(['case', 'req/s', 'p50 ms', 'p99 ms', 'errors'], widths));
  for (const key of ['a', 'b', 'c', 'c50', 'd', 'e'] as const) {
    const x = m[key];
    lines.push(row([LABELS[key], x.reqPerSec.toFixed(0), x.p50.toFixed(2), x.p99.toFixed(2), String(x.errors)], widths));
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

async function main(): Promise<void> {
  const lines: string[] = [`api bench on ${os.cpus().length} CPUs, load average ${loadAverage(3)}`];
  console.log(lines[0]);
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
