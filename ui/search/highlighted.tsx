import { highlightSegments, type HighlightRange } from '../../core';

/**
 * A text with its matched stretches in <mark>: the text is rendered as text (never as HTML), the ranges only cut it,
 * so nothing the server sends can inject markup.
 */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly HighlightRange[] }) {
  return (
    <>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.marked ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}
