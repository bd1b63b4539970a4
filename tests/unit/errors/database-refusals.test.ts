// A value the database refuses to read is the input's fault: a 400 in the
// envelope with a translated text, wherever a check upstream is missing;
// other database errors stay what they were.
import { describe, expect, it } from 'vitest';
import { describeError } from '../../../server/plugins/errors';

const pgError = (code: string) => Object.assign(new Error('database says no'), { code });

describe('database refusals of a value', () => {
  it('a number beyond its column (22003) is a 400 naming it', () => {
    expect(describeError(pgError('22003'))).toMatchObject({ code: 'VALIDATION_ERROR', text: { key: 'data.numberTooLarge' } });
  });

  it.each(['22P02', '22007', '22008', '22021'])('a value in no form its column reads (%s) is a 400', (code) => {
    expect(describeError(pgError(code))).toMatchObject({ code: 'VALIDATION_ERROR', text: { key: 'input.malformedValue' } });
  });

  it('anything else stays a 500, logged', () => {
    expect(describeError(pgError('42P01'))).toMatchObject({ code: 'INTERNAL_ERROR', unexpected: true });
  });
});
