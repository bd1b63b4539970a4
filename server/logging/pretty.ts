// Readable log lines for a terminal: `npm start` in a TTY writes
//   19:40:02.123 INFO  request completed GET /api/profile 200 3.2 ms req-1
// instead of pino's JSON (which stays the output anywhere else: files,
// containers, log collectors). pino-pretty is not a dependency; this is the
// few lines Fastify's logger needs, fed its JSON lines through `stream`.
import { Writable } from 'node:stream';

const LEVELS: Record<number, { name: string; color: number }> = {
  10: { name: 'TRACE', color: 90 },
  20: { name: 'DEBUG', color: 36 },
  30: { name: 'INFO ', color: 32 },
  40: { name: 'WARN ', color: 33 },
  50: { name: 'ERROR', color: 31 },
  60: { name: 'FATAL', color: 35 },
};

/** Fields shown in their own way, or not at all (pino's own). */
const SHOWN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'req', 'res', 'responseTime', 'reqId', 'err', 'v']);

type Entry = Record<string, unknown>;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function clock(time: unknown): string {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

function value(v: unknown): string {
  if (typeof v === 'string') return /[\s"=]/.test(v) || v === '' ? JSON.stringify(v) : v;
  return JSON.stringify(v) ?? String(v);
}

/** One JSON log line as one readable line (and an error's stack below it). */
export function formatLogLine(line: string, color = false): string {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line;
  }
  if (entry === null || typeof entry !== 'object') return line;
  const level = LEVELS[entry.level as number] ?? { name: String(entry.level).padEnd(5), color: 0 };
  const parts = [clock(entry.time), color ? `\x1b[${level.color}m${level.name}\x1b[0m` : level.name];
  if (entry.msg !== undefined) parts.push(String(entry.msg));
  const req = entry.req as { method?: string; url?: string } | undefined;
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  const res = entry.res as { statusCode?: number } | undefined;
  if (res?.statusCode !== undefined) parts.push(String(res.statusCode));
  if (typeof entry.responseTime === 'number') parts.push(`${entry.responseTime.toFixed(1)} ms`);
  for (const [key, v] of Object.entries(entry)) if (!SHOWN.has(key)) parts.push(`${key}=${value(v)}`);
  if (entry.reqId !== undefined) parts.push(color ? `\x1b[90m${entry.reqId}\x1b[0m` : String(entry.reqId));
  let text = parts.join(' ');
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  if (err) text += `\n    ${(err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`).split('\n').join('\n    ')}`;
  return text;
}

/** A stream for Fastify's `logger.stream`: pino's JSON lines in, readable lines out to `out`. */
export function prettyLogStream(out: NodeJS.WritableStream = process.stdout, color = true): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      const text = lines.filter(Boolean).map((l) => formatLogLine(l, color) + '\n').join('');
      if (text) out.write(text);
      done();
    },
    final(done) {
      if (pending) out.write(formatLogLine(pending, color) + '\n');
      done();
    },
  });
}
