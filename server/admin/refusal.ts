// The refusal of a back-office form (a subject, a user, a tag): its issues with field messages in the request's language.
import { type FieldIssue, issueText, type Locale } from '../../core';
import { validationError } from '../errors';
import { SERVER_CATALOGUES } from '../messages';

/** Refuses a form's issues with their field messages in the request's language. */
export function refuse(issues: readonly FieldIssue[], locale: Locale): never {
  throw validationError(
    'invalidRequest',
    issues.map((issue) => ({ field: issue.field, message: issueText(issue, SERVER_CATALOGUES[locale]) })),
  );
}
