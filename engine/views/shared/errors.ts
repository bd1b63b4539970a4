// How a failed data call reads: forbidden (roles, plugin) becomes a state of
// the view, a conflict a message of its own, anything else the server's
// message (in the user's language when it comes with a text key) under a
// translated header.
import type { TFunction } from 'i18next';
import { isApiError, serverMessage } from '../../http';

export const FORBIDDEN_CODES = ['FORBIDDEN', 'PLUGIN_INACTIVE'] as const;

export const isForbidden = (error: unknown): boolean =>
  isApiError(error) && (error.Status === 403 || (FORBIDDEN_CODES as readonly string[]).includes(error.ErrorCode));

export const isConflict = (error: unknown): boolean => isApiError(error) && (error.Status === 409 || error.ErrorCode === 'CONFLICT');

export const isNotFound = (error: unknown): boolean => isApiError(error) && (error.Status === 404 || error.ErrorCode === 'NOT_FOUND');

/** The text to show for a failure: the server's message when it has one, else a translated generic one. */
export function failureText(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.Status === 0) return t('messages.serverUnreachable');
    if (error.Status === 413 || error.ErrorCode === 'PAYLOAD_TOO_LARGE') return t('data.problems.fileTooLarge');
    if (error.Message) return serverMessage(error, (key, options) => t(key, options));
    return t('data.states.loadFailed');
  }
  return error instanceof Error && error.message ? error.message : t('data.states.loadFailed');
}
