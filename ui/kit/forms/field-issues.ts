import { ApiError, FormIssuesError, issueText, type ErrorCode, type FieldIssue, type Locale, type NotifierPort } from '../../../core';
import { notifyUnseenFailure } from '../../shell/unseen-failure';

/** A field issue as a form error message: 'code:5204' for a catalogue code, the message key otherwise. */
export function issueMessage(issue: FieldIssue): string {
  return 'code' in issue ? `code:${issue.code}` : issue.message;
}

/** The text of a form error message (a key of the core's form messages, or 'code:NNNN') in a locale. */
export function fieldErrorText(message: string | undefined, locale: Locale): string | undefined {
  if (!message) return undefined;
  const code = /^code:(\d+)$/.exec(message)?.[1];
  return issueText(code ? { field: '', code: Number(code) as ErrorCode } : ({ field: '', message } as FieldIssue), locale);
}

/**
 * Runs a form's submission and says which fields to mark: the core's own refusals (FormIssuesError), and
 * the API's business codes that belong to a field (`fieldOfCode`), whose toast the transport presenter
 * already showed. A failure without a response gets the communication-failure notice. The form's values
 * are never touched, so a failed submit keeps what the user typed.
 */
export async function submitForm<F extends string>(
  action: () => Promise<void>,
  fieldOfCode: Partial<Record<ErrorCode, F>>,
  notifier: NotifierPort,
  locale: Locale,
): Promise<{ ok: boolean; issues: FieldIssue<F>[] }> {
  try {
    await action();
    return { ok: true, issues: [] };
  } catch (error) {
    if (error instanceof FormIssuesError) return { ok: false, issues: error.issues as FieldIssue<F>[] };
    const code = error instanceof ApiError ? error.code : undefined;
    const field = code !== undefined ? fieldOfCode[code] : undefined;
    if (field !== undefined && code !== undefined) return { ok: false, issues: [{ field, code }] };
    notifyUnseenFailure(error, notifier, locale);
    return { ok: false, issues: [] };
  }
}
