// The terminal log format of `npm start` (server/logging/pretty.ts).
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatLogLine, prettyLogStream } from '../../../server/logging/pretty';

const at = (h: number, m: number, s: number, ms: number) => new Date(2026, 11, 7, h, m, s, ms).getTime();

describe('formatLogLine', () => {
  it('writes a completed request as time, level, message, method and url, status, duration, request id', () => {
    const line = JSON.stringify({ level: 30, time: at(19, 40, 2, 123), pid: 1, hostname: 'h', reqId: 'req-1', res: { statusCode: 200 }, req: { method: 'GET', url: '/api/profile' }, responseTime: 3.24, msg: 'request completed' });
    expect(formatLogLine(line)).toBe('19:40:02.123 INFO  request completed GET /api/profile 200 3.2 ms req-1');
  });

  it('adds other fields as key=value, quoting strings with spaces, JSON for objects', () => {
    const line = JSON.stringify({ level: 40, time: at(8, 5, 9, 7), msg: 'entity tables updated', changes: { create: 3, 'add-index': 12 }, note: 'two words', database: 'postgres' });
    expect(formatLogLine(line)).toBe('08:05:09.007 WARN  entity tables updated changes={"create":3,"add-index":12} note="two words" database=postgres');
  });

  it('puts an error\'s stack under the line, indented', () => {
    const line = JSON.stringify({ level: 50, time: at(1, 2, 3, 4), msg: 'boom', err: { type: 'Error', message: 'x', stack: 'Error: x\n    at f (a.ts:1)' } });
    expect(formatLogLine(line)).toBe('01:02:03.004 ERROR boom\n    Error: x\n        at f (a.ts:1)');
  });

  it('colours the level only when asked, and leaves a line that is not JSON as it is', () => {
    expect(formatLogLine(JSON.stringify({ level: 30, time: at(0, 0, 0, 0), msg: 'm' }), true)).toBe('00:00:00.000 \x1b[32mINFO \x1b[0m m');
    expect(formatLogLine('plain text')).toBe('plain text');
  });
});

describe('prettyLogStream', () => {
  it('formats whole lines even when they arrive in pieces', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (c) => chunks.push(c.toString()));
    const stream = prettyLogStream(out, false);
    const line = JSON.stringify({ level: 30, time: at(12, 0, 0, 0), msg: 'server listening' });
    stream.write(line.slice(0, 10));
    stream.write(line.slice(10) + '\n' + JSON.stringify({ level: 20, time: at(12, 0, 1, 0), msg: 'next' }) + '\n');
    await new Promise((resolve) => stream.end(resolve));
    expect(chunks.join('')).toBe('12:00:00.000 INFO  server listening\n12:00:01.000 DEBUG next\n');
  });
});
