import { describe, expect, it } from 'vitest';
import { copyPayload, decodeCopyPayload, normalizeLogLevel, shouldShowLog, type Log } from '../../../engine/http';

const roles = [
  { id: 0, seesNetworkErrors: true },
  { id: 1, seesNetworkErrors: false },
  { id: 3 },
];

describe('normalizeLogLevel', () => {
  it('accepts the spellings the specification mentions', () => {
    expect(normalizeLogLevel('ERROR')).toBe('error');
    expect(normalizeLogLevel('HTTP-ERROR')).toBe('http-error');
    expect(normalizeLogLevel('http_error')).toBe('http-error');
    expect(normalizeLogLevel('Warning')).toBe('warning');
    expect(normalizeLogLevel('warn')).toBe('warning');
    expect(normalizeLogLevel('info')).toBe('info');
  });

  it('treats anything unknown as info', () => {
    expect(normalizeLogLevel('debug')).toBe('info');
    expect(normalizeLogLevel(undefined)).toBe('info');
  });
});

describe('shouldShowLog', () => {
  it('shows status-0 logs only to a role with seesNetworkErrors (role 0)', () => {
    expect(shouldShowLog({ status: 0 }, [0], roles)).toBe(true);
    expect(shouldShowLog({ status: 0 }, [1, 3], roles)).toBe(false);
    expect(shouldShowLog({ status: 0 }, [3, 0], roles)).toBe(true);
    expect(shouldShowLog({ status: 0 }, [], roles)).toBe(false);
  });

  it('shows every other log to everyone', () => {
    expect(shouldShowLog({ status: 500 }, [3], roles)).toBe(true);
    expect(shouldShowLog({}, [], roles)).toBe(true);
  });
});

describe('copyPayload', () => {
  const log: Log = {
    id: '1', logLevel: 'http-error', errorCode: 'X', title: 'Error', message: 'Previsión no encontrada €',
    status: 404, endpoint: '/api/dimensions/9', payload: { Name: 'Región' },
  };

  it('is base64 of the JSON of Message, Status, Endpoint and Payload, UTF-8 safe', () => {
    const copied = copyPayload(log);
    expect(copied).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeCopyPayload(copied)).toEqual({
      Message: 'Previsión no encontrada €', Status: 404, Endpoint: '/api/dimensions/9', Payload: { Name: 'Región' },
    });
    expect(Buffer.from(copied, 'base64').toString('utf8')).toBe(
      '{"Message":"Previsión no encontrada €","Status":404,"Endpoint":"/api/dimensions/9","Payload":{"Name":"Región"}}',
    );
  });

  it('keeps every key, null when unknown, and copes with large payloads', () => {
    expect(decodeCopyPayload(copyPayload({ message: 'm' }))).toEqual({ Message: 'm', Status: null, Endpoint: null, Payload: null });
    const big = { rows: 'ñ'.repeat(200_000) };
    expect(decodeCopyPayload(copyPayload({ message: 'm', payload: big })).Payload).toEqual(big);
  });
});
