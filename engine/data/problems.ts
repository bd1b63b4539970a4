// Problem codes (field-values.ts, validate-record.ts, the import's) are
// translated under data.problems.<code>; a check names its operator, so its
// message is data.problems.badCheck.<lt|lte|gt|gte>. Codes the browser does
// not know yet fall back to data.problems.unknown with the code itself, so a
// new server code is never shown as a raw key.
import type { EntityCheck } from '../config/compiled';

export interface ProblemLike {
  code: string;
  params?: Record<string, string | number>;
  field?: string;
}

/** Every problem code with a translation under data.problems (the config check demands each in all five languages). */
export const KNOWN_PROBLEMS = [
  // field-values.ts
  'required', 'notText', 'tooShort', 'tooLong', 'patternMismatch', 'controlCharacter', 'notANumber', 'notAnInteger', 'belowMin', 'aboveMax',
  'tooManyDecimals', 'notABoolean', 'notADate', 'notAMonth', 'notAllowed', 'notAReference',
  // validate-record.ts
  'unknownField', 'readOnlyField', 'forbiddenField',
  // imports
  'unknownColumn', 'missingColumn', 'duplicateColumn', 'duplicateKey', 'duplicateInFile', 'refNotFound', 'notUnique',
  'emptyFile', 'unreadableFile', 'fileTooLarge', 'tooManyRows', 'formula', 'mergedCells',
] as const;

const CHECK_OPS: Record<EntityCheck['op'], string> = { '<': 'lt', '<=': 'lte', '>': 'gt', '>=': 'gte', '!=': 'ne' };

export interface TranslatedProblem {
  key: string;
  params: Record<string, string | number>;
}

/**
 * The translation key and parameters of a problem. labelOf turns a field name
 * into its label (a check's `other`); numbers in params are formatted by formatNumber.
 */
export function problemMessage(
  problem: ProblemLike,
  labelOf: (field: string) => string,
  formatNumber: (n: number) => string = String,
  /** The translated label of an enum value of a field, for the allowed values of notAllowed. */
  valueLabel?: (field: string, value: string) => string,
): TranslatedProblem {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(problem.params ?? {})) {
    // Field names in params (a check's other field, a missing or repeated column) read as their labels; line numbers stay plain.
    if ((name === 'field' || name === 'other') && typeof value === 'string') params[name] = labelOf(value);
    else params[name] = typeof value === 'number' && name !== 'line' ? formatNumber(value) : value;
  }
  if (problem.code === 'notAllowed' && valueLabel && problem.field && typeof params.values === 'string' && params.values) {
    params.values = params.values.split(', ').map((v) => valueLabel(problem.field!, v)).join(', ');
  }
  if (problem.code === 'badCheck') {
    const op = CHECK_OPS[String(problem.params?.op) as EntityCheck['op']];
    if (op) return { key: `data.problems.badCheck.${op}`, params: { ...params, other: params.other ?? '' } };
  }
  if ((KNOWN_PROBLEMS as readonly string[]).includes(problem.code)) return { key: `data.problems.${problem.code}`, params };
  return { key: 'data.problems.unknown', params: { ...params, code: problem.code } };
}
