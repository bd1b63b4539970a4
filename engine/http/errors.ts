// Error headers and the errors list (specification sections 4 and 8).
import type { CompiledConfig } from '../config/compiled';
import { translationKeys } from '../config/compiled';

/** A successful body flagged Error, as kept in the errors list. */
export interface ErrorEntry {
  ErrorCode: string;
  Message: string;
  Endpoint: string;
  Payload: unknown;
  Status: number;
}

/** errorHeaders.<CODE> for a code errors.yaml declares, else the fallback's header (ALL_OK). */
export function errorHeaderKey(errors: CompiledConfig['errors'], code: string | null | undefined): string {
  const known = code != null && errors.codes.some((definition) => definition.code === code);
  return translationKeys.errorHeader(known ? code : errors.fallback);
}

/**
 * A new error replaces an earlier one with the same ErrorCode, so a failing
 * call repeated by polling shows once, with its latest details; it moves to
 * the end because it is the most recent.
 */
export function upsertError(list: readonly ErrorEntry[], entry: ErrorEntry): ErrorEntry[] {
  return [...list.filter((existing) => existing.ErrorCode !== entry.ErrorCode), entry];
}
