// How a failed call shows in a wizard form: under the field the server named
// (Field), else once for the whole form, always translated: the server's own
// Message is English, so only a refusal with a text key (MessageKey) is said
// in its words, in the user's language.
import type { TFunction } from 'i18next';
import type { CompiledConfig } from '../config/compiled';
import { errorHeaderKey, isApiError, serverMessage } from '../http';

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
  // A refusal the server explains in words (MessageKey) says why; anything else gets its code's text.
  return { field, message: error.MessageKey ? serverMessage(error, (key, options) => t(key, options)) : t(SPECIFIC[error.ErrorCode] ?? errorHeaderKey(errors, error.ErrorCode)) };
}
