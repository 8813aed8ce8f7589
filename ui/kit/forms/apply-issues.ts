import { type FieldPath, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { type FieldIssue } from '../../../core';
import { issueMessage } from './field-issues';

/** Marks the fields of a refused submission on a react-hook-form form, focusing the first; the values stay as typed. */
export function applyIssues<T extends FieldValues>(setError: UseFormSetError<T>, issues: readonly FieldIssue[]): void {
  issues.forEach((issue, index) => setError(issue.field as FieldPath<T>, { type: 'server', message: issueMessage(issue) }, { shouldFocus: index === 0 }));
}
