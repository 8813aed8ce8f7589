import { type FieldIssue } from './messages';

/** A form refused by the core's rules before anything was sent: one issue per field. */
export class FormIssuesError<F extends string = string> extends Error {
  constructor(readonly issues: FieldIssue<F>[]) {
    super(`Invalid form: ${issues.map((issue) => issue.field).join(', ')}`);
    this.name = 'FormIssuesError';
  }
}

/** Throws a FormIssuesError when a form has issues. */
export function assertNoIssues<F extends string>(issues: FieldIssue<F>[]): void {
  if (issues.length > 0) throw new FormIssuesError(issues);
}
