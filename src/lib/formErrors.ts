// How a failed API call shows in a form: a message under the field the
// server named (Field), else one message for the whole form. Messages are
// translated: a known ErrorCode gets its header, USER_EXISTS the
// 'already created user' message.
import type { TFunction } from 'i18next';
import type { CompiledConfig } from '../../engine/config/compiled';
import { errorHeaderKey, isApiError, serverMessage } from '../../engine/http';

export interface FormFailure { field?: string; message: string }

const SPECIFIC: Record<string, string> = {
  USER_EXISTS: 'messages.alreadyCreatedUser',
  INVALID_CREDENTIALS: 'auth.invalidCredentials',
  NETWORK_ERROR: 'messages.serverUnreachable',
};

export function describeFailure(error: unknown, t: TFunction, errors: CompiledConfig['errors'], fields: readonly string[]): FormFailure {
  if (!isApiError(error)) return { message: t(errorHeaderKey(errors, null)) };
  const specific = SPECIFIC[error.ErrorCode];
  const header = t(specific ?? errorHeaderKey(errors, error.ErrorCode));
  // A validation message from the server is in English; the header is translated.
  const field = error.Field && fields.includes(error.Field) ? error.Field : error.ErrorCode === 'USER_EXISTS' && fields.includes('Email') ? 'Email' : undefined;
  // A refusal the server explains in words (MessageKey) says why, in the user's language.
  return { field, message: error.MessageKey ? serverMessage(error, (key, options) => t(key, options)) : header };
}
