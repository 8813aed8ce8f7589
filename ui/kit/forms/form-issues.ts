import {
  type Control,
  type ErrorOption,
  type FieldPath,
  type FieldValues,
  useController,
  type UseFormSetError,
} from 'react-hook-form';
import { isIssueKey, issueKey, issueOfKey, issueText, type CatalogueTexts, type FieldIssue } from '../../../core';
import { useCatalogue } from '../i18n/use-catalogue';

/** One problem with one field of a form: an issue of the core's rules, or the API's own words for it (an `erros[]` entry). */
export type FormIssue<F extends string = string> = FieldIssue<F> | { field: F; text: string };

/** The react-hook-form error type of the API's own words; every other error type is the key of a core issue. */
export const API_TEXT = 'api-text';

/** A field issue as a react-hook-form error: its type is the issue's key, or API_TEXT with the API's words as the message. */
export function issueError(issue: FormIssue): ErrorOption {
  return 'text' in issue ? { type: API_TEXT, message: issue.text } : { type: issueKey(issue) };
}

/** What a field's error says in a catalogue's language (the resolver's and the submission's errors alike), or undefined when there is none. */
export function errorText(
  error: Pick<ErrorOption, 'type' | 'message'> | undefined,
  texts: CatalogueTexts,
): string | undefined {
  if (!error) return undefined;
  if (error.type !== undefined && isIssueKey(error.type, texts)) return issueText(issueOfKey(error.type), texts);
  return error.message || undefined;
}

/** Marks the fields of a refused submission, focusing the first; the values stay as typed. */
export function applyIssues<T extends FieldValues>(setError: UseFormSetError<T>, issues: readonly FormIssue[]): void {
  issues.forEach((issue, index) =>
    setError(issue.field as FieldPath<T>, issueError(issue), { shouldFocus: index === 0 }),
  );
}

/** A field of a react-hook-form form as a control draws it: its binding, and its error in the current language. */
export function useFormControl<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control, name });
  return { field, error: errorText(fieldState.error, useCatalogue()) };
}
