// npm run soak [-- --seconds 60 --connections 100 --database-url URL --static-dir DIR]
//
// The built app on the real server over loopback, under 100 connections of
// mixed reads and writes for 60 s (autocannon, one request at a time per
// connection; see workload.ts). Passes when there is no 5xx and no request
// error, every acknowledged write is found afterwards (verify.ts), and the
// server's memory stays flat (RSS after warm-up vs at the end). Prints the
// request counts, latencies and RSS along the way. Not part of `npm test`.
//
// Without --static-dir it runs `npm run build` first and serves dist/. PGlite
// in a fresh temporary DATA_DIR, or PostgreSQL (--database-url or
// SOAK_DATABASE_URL) in a fresh schema dropped afterwards.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildConfig } from '../config/build';
import { describeProblems } from '../config/load';
import { loginOver, request } from './http';
import { createPgSchema } from './pg-schema';
import { startServerProcess } from './server-process';
import { verifyLedgers } from './verify';
import { connectionRequests, newLedger, type CannonRequest, type ConnectionLedger, type ConnectionPlan } from './workload';

interface CannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p90: number; p99: number; max: number; average: number };
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
  duration: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  pipelining: number;
  timeout: number;
  setupClient: (client: { setRequests(requests: CannonRequest[]): void }) => void;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    'database-url': { type: 'string', default: process.env.SOAK_DATABASE_URL },
    'static-dir': { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
if (!(SECONDS > 0) || !(CONNECTIONS > 0)) throw new Error('--seconds and --connections must be positive numbers');

const mb = (n: number) => `${n} MB`;

async function main(): Promise<number> {
  // The spawned servers read the compiled config: written (when changed) here, whatever --static-dir says.
  const { load } = await buildConfig({ root: process.cwd(), types: false });
  if (!load.config) throw new Error(describeProblems(load.problems));
  const config = load.config;
  let staticDir = args['static-dir'];
  if (!staticDir) {
    console.log('building the app (npm run build)...');
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
    staticDir = 'dist';
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sop-soak-'));
  const schema = args['database-url'] ? await createPgSchema(args['database-url'], 'soak') : undefined;
  const server = await startServerProcess({
    env: {
      DATA_DIR: dataDir, SEED_DEMO: 'true', STATIC_DIR: path.resolve(staticDir), JWT_SECRET: randomBytes(32).toString('base64url'),
      ...(schema ? { DATABASE_URL: schema.url() } : {}),
    },
  });
  try {
    console.log(`server ${server.url} (pid ${server.pid}) on ${schema ? `PostgreSQL, schema ${schema.name}` : 'PGlite'}; ${CONNECTIONS} connections for ${SECONDS} s`);
    const ledgers = await prepare(server.url, config.app.favorites);
    const rss: number[] = [await server.rssMb()];
    const sampler = setInterval(() => void server.rssMb().then((n) => rss.push(n), () => {}), 2_000);
    let next = 0;
    const result = await autocannon({
      url: server.url, connections: CONNECTIONS, duration: SECONDS, pipelining: 1, timeout: 10,
      setupClient: (client) => {
        const ledger = ledgers[next++ % ledgers.length];
        client.setRequests(connectionRequests(ledger.plan, ledger));
      },
    });
    clearInterval(sampler);
    rss.push(await server.rssMb());
    // autocannon stops without waiting for the requests in flight: let the server finish them before reading back.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return report(result, rss, ledgers, await verifyLedgers(server.url, ledgers));
  } finally {
    await server.stop();
    await schema?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Users (a few connections each, under the favourites cap), one dimension per connection. */
async function prepare(base: string, favorites: { max: number; defaults: string[] }): Promise<ConnectionLedger[]> {
  const admin = await loginOver(base, 'admin@demo.test');
  const perUser = Math.max(1, favorites.max - favorites.defaults.length - 2);
  const tokens: string[] = [];
  for (let u = 0; u < Math.ceil(CONNECTIONS / perUser); u++) {
    const email = `soak-${u}@soak.test`;
    const created = await request(base, 'POST', '/api/users', { token: admin, body: { Email: email, Name: `Soak ${u}`, Roles: [2], Password: 'soak-password' } });
    if (created.status !== 201) throw new Error(`creating ${email}: ${created.status} ${JSON.stringify(created.body)}`);
    tokens.push(await loginOver(base, email, 'soak-password'));
  }
  const ledgers: ConnectionLedger[] = [];
  for (let index = 0; index < CONNECTIONS; index++) {
    const initial = [`c${index}-initial`];
    const created = await request<{ data: { Id: number } }>(base, 'POST', '/api/dimensions', { token: admin, body: { Name: `soak-own-${index}`, Values: initial } });
    if (created.status !== 201) throw new Error(`creating a dimension: ${created.status} ${JSON.stringify(created.body)}`);
    const plan: ConnectionPlan = { index, token: tokens[index % tokens.length], dimensionId: created.body.data.Id, favoritePath: `dimensions/${created.body.data.Id}` };
    const ledger = newLedger(plan);
    ledger.values.acked = initial;
    ledgers.push(ledger);
  }
  console.log(`prepared ${tokens.length} users and ${CONNECTIONS} dimensions`);
  return ledgers;
}

function report(result: CannonResult, rss: number[], ledgers: ConnectionLedger[], verified: Awaited<ReturnType<typeof verifyLedgers>>): number {
  const codes = Object.entries(result.statusCodeStats).map(([code, { count }]) => `${code}: ${count}`).join(', ');
  const fivexx = Object.entries(result.statusCodeStats).filter(([code]) => Number(code) >= 500).reduce((n, [, s]) => n + s.count, 0);
  const surprises = new Map<string, number>();
  for (const ledger of ledgers) for (const [key, n] of ledger.surprises) surprises.set(key, (surprises.get(key) ?? 0) + n);
  // Warm: the first sample a fifth into the run (PGlite and V8 grow to their working size first).
  const warm = rss[Math.min(rss.length - 1, Math.max(1, Math.round(rss.length / 5)))];
  const end = rss[rss.length - 1];
  const growth = (end - warm) / warm;
  console.log(`requests ${result.requests.total} in ${result.duration} s (${Math.round(result.requests.average)}/s); status ${codes}; errors ${result.errors}, timeouts ${result.timeouts}`);
  console.log(`latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}, mean ${result.latency.average}`);
  if (surprises.size > 0) console.log(`unexpected answers: ${[...surprises].map(([k, n]) => `${k} x${n}`).join('; ')}`);
  console.log(`writes acknowledged ${verified.acknowledgedWrites}; states checked ${verified.checked}; lost ${verified.lost.length}`);
  for (const line of verified.lost.slice(0, 10)) console.log(`  lost: ${line}`);
  console.log(`server RSS: start ${mb(rss[0])}, after warm-up ${mb(warm)}, peak ${mb(Math.max(...rss))}, end ${mb(end)} (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}% since warm-up)`);
  console.log(`RSS samples every 2 s: ${rss.join(' ')}`);
  const failures = [
    fivexx > 0 && `${fivexx} answers 5xx`,
    result.errors + result.timeouts > 0 && `${result.errors} request errors, ${result.timeouts} timeouts`,
    verified.lost.length > 0 && `${verified.lost.length} acknowledged writes not found`,
    growth > 0.25 && `memory grew ${(growth * 100).toFixed(0)}% after warm-up`,
  ].filter(Boolean);
  console.log(failures.length === 0 ? 'SOAK PASSED: no 5xx, no errors, no lost writes, memory flat' : `SOAK FAILED: ${failures.join('; ')}`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
