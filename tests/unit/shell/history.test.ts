import { describe, expect, it } from 'vitest';
import { historyEntries, type SessionError, type SessionLog } from '../../../engine/state/logs';

const log = (id: string, at: number): SessionLog => ({ id, at, logLevel: 'http-error', title: `T ${id}`, message: `M ${id}`, status: 500, endpoint: '/api/x' });
const bodyError = (code: string, at: number): SessionError => ({ ErrorCode: code, Message: `flagged ${code}`, Endpoint: '/api/plugins/catalog', Payload: { a: 1 }, Status: 200, at });

describe('historyEntries', () => {
  it('lists logs and bodies flagged Error together, newest first; a log before a body error of the same time', () => {
    const entries = historyEntries([log('b', 300), log('a', 100)], [bodyError('PARTIAL', 200), bodyError('LATE', 300)], (code) => `Header ${code}`);
    expect(entries.map((e) => [e.id, e.source])).toEqual([
      ['b', 'log'],
      ['body-error:LATE', 'body'],
      ['body-error:PARTIAL', 'body'],
      ['a', 'log'],
    ]);
  });

  it('a body error reads as an error log: the header of its code, its message, status, endpoint and payload (what the copy button copies)', () => {
    const [entry] = historyEntries([], [bodyError('PARTIAL', 5)], (code) => `Header ${code}`);
    expect(entry).toEqual({
      id: 'body-error:PARTIAL', source: 'body', logLevel: 'error', errorCode: 'PARTIAL', title: 'Header PARTIAL',
      message: 'flagged PARTIAL', status: 200, endpoint: '/api/plugins/catalog', payload: { a: 1 }, at: 5,
    });
  });

  it('is empty with nothing to show', () => {
    expect(historyEntries([], [], String)).toEqual([]);
  });
});
