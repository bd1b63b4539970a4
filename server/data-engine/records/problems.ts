// Validation problems of a write (engine/data/validate-record.ts codes) as
// the API's 400: one sentence naming each field, the first field in Field.
// The browser shows its own translated text from the same rules (forms run
// them before sending); this message is for API clients and the logs.
import type { RecordProblem } from '../../../engine/data/validate-record';
import { ApiError } from '../../errors/api-error';

const TEXT: Record<string, (p: Record<string, string | number>) => string> = {
  required: () => 'is required',
  notText: () => 'must be a text',
  tooShort: (p) => `must have at least ${p.min} characters`,
  tooLong: (p) => `must have at most ${p.max} characters`,
  controlCharacter: () => 'contains a control character (such as NUL) that cannot be stored',
  notANumber: () => 'must be a number',
  notAnInteger: () => 'must be a whole number',
  belowMin: (p) => `must be at least ${p.min}`,
  aboveMax: (p) => `must be at most ${p.max}`,
  tooManyDecimals: (p) => `must have at most ${p.scale} decimals`,
  notABoolean: () => 'must be true or false',
  notADate: () => 'must be a date YYYY-MM-DD',
  notAMonth: () => 'must be a month YYYY-MM',
  notAllowed: (p) => `must be one of: ${p.values}`,
  notAReference: () => 'must be the id of a row',
  unknownField: () => 'is not a field of this entity',
  readOnlyField: () => 'cannot be changed',
  forbiddenField: () => 'cannot be changed with your permissions',
  badCheck: (p) => `must be ${p.op} ${p.other}`,
  refNotFound: () => 'names a row that does not exist',
};

export function problemText(problem: Pick<RecordProblem, 'code' | 'params'>): string {
  return (TEXT[problem.code] ?? (() => `is not valid (${problem.code})`))(problem.params ?? {});
}

/** 400 VALIDATION_ERROR listing every problem; prefix names children rows (lines[2].quantity). */
export function validationError(problems: readonly RecordProblem[], prefix = ''): ApiError {
  const parts = problems.map((p) => `${prefix}${p.field} ${problemText(p)}`);
  return new ApiError('VALIDATION_ERROR', parts.join('; '), `${prefix}${problems[0].field}`.split(/[.[]/)[0]);
}
