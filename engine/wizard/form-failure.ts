// How a failed call shows in a wizard form: under the field the server named
// (Field), else once for the whole form, always translated (the server's own
// Message is English and meant for developers).
import type { TFunction } from 'i18next';
import type { CompiledConfig } from '../config/compiled';
import { errorHeaderKey, isApiError } from '../http';

export interface FormFailure { field?: string; message: string }

const SPECIFIC: Record<string, string> = {
  USER_EXISTS: 'messages.alreadyCreatedUser',
  NETWORK_ERROR: 'messages.serverUnreachable',
  VALIDATION_ERROR: 'onboarding.form.invalidField',
  CONFLICT: 'onboarding.form.conflict',
};

export function formFailure(error: unknown, t: TFunction, errors: CompiledConfig['errors'], fields: readonly string[]): FormFailure {
  if (!isApiError(error)) return { message: t(errorHeaderKey(errors, null)) };
  const field = error.Field && fields.includes(error.Field) ? error.Field : undefined;
  return { field, message: t(SPECIFIC[error.ErrorCode] ?? errorHeaderKey(errors, error.ErrorCode)) };
}
