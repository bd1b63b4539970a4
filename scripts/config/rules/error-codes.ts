// Error headers are picked by ErrorCode, and unknown codes use the fallback's
// header: a repeated code is ambiguous, a missing fallback leaves no header.
import { didYouMean } from '../did-you-mean.ts';
import { SINGLE_FILES } from '../files.ts';
import { forEachDuplicate, reporter, type Rule } from './rule.ts';

export const errorCodes: Rule = (model, at) => {
  const r = reporter(at);
  const file = SINGLE_FILES.errors;
  const { fallback, codes } = model.config.errors;
  forEachDuplicate(codes, (c) => c.code, (i, first) => {
    r.report(file, ['codes', i, 'code'], 'duplicate-error-code',
      `duplicate error code "${codes[i].code}"; already declared at ${r.where(file, ['codes', first, 'code'])}`);
  });
  const known = codes.map((c) => c.code);
  if (!known.includes(fallback)) {
    r.report(file, ['fallback'], 'unknown-error-code', `fallback code "${fallback}" is not among the codes${didYouMean(fallback, known)}`);
  }
  return r.problems;
};
