import { ApiError, otherMessage, type Locale, type NotifierPort } from '../../core';

/**
 * Tells the user about a failure the transport presenter showed nothing for: a request without a response
 * (only logged there) or one that never left (the configuration could not be read). A failure with a
 * status was already shown, so nothing more is said.
 */
export function notifyUnseenFailure(error: unknown, notifier: NotifierPort, locale: Locale): void {
  if (error instanceof ApiError && error.status !== undefined) return;
  notifier.notify({ level: 'danger', title: otherMessage('errorTitle', locale), message: otherMessage('failedToLoad', locale) });
}
