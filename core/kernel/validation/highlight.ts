// Highlight titles (SPEC §5, §9).
import { HIGHLIGHT_TITLE_MAX_LENGTH } from '../constants';
import { type FieldIssue } from './messages';

/** Whether a highlight title fits: at most 120 characters (counted as Unicode characters). */
export function isValidHighlightTitle(title: string): boolean {
  return [...title].length <= HIGHLIGHT_TITLE_MAX_LENGTH;
}

/** The issue of a highlight title: required, then at most 120 characters. */
export function validateHighlightTitle(title: string): FieldIssue<'title'>[] {
  if (title.trim() === '') return [{ field: 'title', message: 'required' }];
  return isValidHighlightTitle(title) ? [] : [{ field: 'title', message: 'titleTooLong' }];
}
