import { describe, expect, it } from 'vitest';
import { errorHeaderKey, upsertError, type ErrorEntry } from '../../../engine/http';

const errors = { fallback: 'ALL_OK', codes: [{ code: 'ALL_OK', status: 200 }, { code: 'FORBIDDEN', status: 403 }] };

describe('errorHeaderKey', () => {
  it('uses the code\'s own header when errors.yaml declares it', () => {
    expect(errorHeaderKey(errors, 'FORBIDDEN')).toBe('errorHeaders.FORBIDDEN');
  });

  it('falls back to the fallback code\'s header (ALL_OK) for unknown or missing codes', () => {
    expect(errorHeaderKey(errors, 'SOMETHING_NEW')).toBe('errorHeaders.ALL_OK');
    expect(errorHeaderKey(errors, undefined)).toBe('errorHeaders.ALL_OK');
  });
});

describe('upsertError', () => {
  const entry = (ErrorCode: string, Message: string): ErrorEntry => ({ ErrorCode, Message, Endpoint: '/api/x', Payload: null, Status: 200 });

  it('appends a new code', () => {
    expect(upsertError([entry('A', '1')], entry('B', '2')).map((e) => e.ErrorCode)).toEqual(['A', 'B']);
  });

  it('a new error with an existing code replaces the earlier one', () => {
    const list = [entry('A', 'old'), entry('B', 'b')];
    const next = upsertError(list, entry('A', 'new'));
    expect(next).toEqual([entry('B', 'b'), entry('A', 'new')]);
    expect(list[0].Message).toBe('old'); // pure
  });
});
