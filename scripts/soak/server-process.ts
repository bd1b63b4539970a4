// The real server as a child process (`node --import tsx server/main.ts`, what
// `npm start` runs after building), for `npm run soak` and for the tests that
// kill it, cut its database or run two of it (tests/api/reliability). Not
// `npx tsx`: tsx's CLI runs the server in a child of its own, so a SIGKILL
// would hit the wrapper and leave the server running.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { SERVER_NODE_FLAGS } from '../../server/node-flags';

export interface ServerProcess {
  url: string;
  pid: number;
  /** The last lines it printed (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, in-flight requests die with their sockets. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit (graceful shutdown). */
  stop(): Promise<void>;
  /** Resident memory now, in MB (Linux /proc). */
  rssMb(): Promise<number>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export interface SpawnOptions {
  /** DATA_DIR (PGlite) or DATABASE_URL, SEED_DEMO, JWT_SECRET, LOGIN_RATE_MAX... */
  env: Record<string, string>;
  /** Give up waiting for /api/health after this long. */
  readyTimeoutMs?: number;
}

const MAX_OUTPUT = 200;

export async function startServerProcess(options: SpawnOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > MAX_OUTPUT) lines.splice(0, lines.length - MAX_OUTPUT);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let exited = false;
  const exit = once(child, 'exit').then(() => {
    exited = true;
  });
  const output = () => lines.join('\n');

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (exited) throw new Error(`the server exited before answering:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health in time:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  return {
    url,
    pid: child.pid!,
    output,
    async kill9() {
      if (exited) return;
      child.kill('SIGKILL');
      await exit;
    },
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    },
    async rssMb() {
      const { readFile } = await import('node:fs/promises');
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
  };
}
