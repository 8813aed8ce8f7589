// The refusal of a back-office form (a subject, a user, a tag): its issues with field messages in the request's language.
import { CATALOGUES, type FieldIssue, issueText, type Locale } from '../../core';
import { validationError } from '../errors';

/** Refuses a form's issues with their field messages in the request's language. */
export function refuse(issues: readonly FieldIssue[], locale: Locale): never {
  throw validationError(
    'invalidRequest',
    issues.map((issue) => ({ field: issue.field, message: issueText(issue, CATALOGUES[locale]) })),
  );
}
