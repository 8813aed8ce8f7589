// The search query's rules: how a typed text becomes the terms a search matches, and the full-text query built from them.

/** The limits of a search. */
export const SEARCH_RULES = {
  /** Letters and digits a query needs before anything is searched. */
  minLength: 2,
  /** Characters of a query kept (the rest is cut). */
  maxLength: 120,
  /** Words a query keeps (the rest are left out). */
  maxWords: 8,
  /** Suggestions shown while typing. */
  suggestions: 5,
  /** How long typing must pause before suggestions are asked for. */
  debounceMs: 250,
  /** Results per page of the results page (one of the paginator's sizes). */
  pageSize: 10,
  /**
   * Results a search counts and shows, best first: past them, the count says "more than" and no page is offered
   * (the first thousand matches of a common word are more than anyone reads, and counting them all costs the server
   * a read of every item that holds the word).
   */
  maxResults: 1000,
} as const;

/** How a query is matched: as submitted (whole words) or while typing (the word being typed is a prefix). */
export type SearchMode = 'submitted' | 'typing';

/** One term of a query: a word, or the words of a quoted phrase in their order. */
export interface SearchTerm {
  words: readonly string[];
  /** Quoted: the words must follow one another. */
  phrase: boolean;
  /** The last word is still being typed: it matches every word it starts. */
  prefix: boolean;
}

/** A query ready to search: the text as kept (for the address and the box) and its terms. */
export interface ParsedSearch {
  text: string;
  terms: readonly SearchTerm[];
}

const QUOTES = /["“”„«»]/g;
const WORD = /[\p{L}\p{N}]+/gu;

/** A typed text as kept: without blanks at its ends, inner blanks collapsed to one space, at most maxLength characters. */
export function normaliseSearchText(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, SEARCH_RULES.maxLength).trim();
}

/** The words of a piece of text, lower-cased (letters and digits; everything else separates words). */
function wordsOf(text: string): string[] {
  return (text.toLocaleLowerCase('pt-BR').match(WORD) ?? []).map((word) => word.normalize('NFC'));
}

/**
 * The terms of a typed text, or null when it is too short to search (fewer than minLength letters and digits).
 * Text between double quotes (straight or typographic) is a phrase; a quote left open runs to the end. At most
 * maxWords words are kept. While typing, the last term's last word is a prefix unless the text ends in a blank or
 * a closing quote (the word is finished).
 */
export function parseSearch(raw: string, mode: SearchMode = 'submitted'): ParsedSearch | null {
  const text = normaliseSearchText(raw);
  const parts = text.replace(QUOTES, '"').split('"');
  const terms: SearchTerm[] = [];
  let kept = 0;
  parts.forEach((part, index) => {
    const quoted = index % 2 === 1;
    const words = wordsOf(part).slice(0, Math.max(0, SEARCH_RULES.maxWords - kept));
    kept += words.length;
    if (words.length === 0) return;
    if (quoted && words.length > 1) terms.push({ words, phrase: true, prefix: false });
    else for (const word of words) terms.push({ words: [word], phrase: false, prefix: false });
  });
  const letters = terms.reduce((sum, term) => sum + term.words.join('').length, 0);
  if (terms.length === 0 || letters < SEARCH_RULES.minLength) return null;
  // A word is still being typed when the text ends in it (not in a blank, a quote or a punctuation mark).
  if (mode === 'typing' && /[\p{L}\p{N}]$/u.test(raw)) {
    const last = terms.length - 1;
    terms[last] = { ...terms[last]!, prefix: true };
  }
  return { text, terms };
}

/** A word as a lexeme of a full-text query (the words hold only letters and digits, so nothing needs escaping). */
const lexeme = (word: string, prefix: boolean): string => `'${word}'${prefix ? ':*' : ''}`;

/**
 * The full-text query of a parsed search in PostgreSQL's to_tsquery syntax: every term must match (AND); a phrase's
 * words follow one another (<->); a prefix term's last word matches the words it starts (:*).
 */
export function fullTextQuery(search: ParsedSearch): string {
  return search.terms
    .map((term) => {
      const words = term.words.map((word, index) => lexeme(word, term.prefix && index === term.words.length - 1));
      return words.length > 1 ? `(${words.join(' <-> ')})` : words[0]!;
    })
    .join(' & ');
}

/** A stretch of a text that matched the query: from `start` to `end` (excluded), in UTF-16 code units. */
export interface HighlightRange {
  start: number;
  end: number;
}

/** A piece of a text to show, marked when it matched. */
export interface HighlightSegment {
  text: string;
  marked: boolean;
}

/**
 * The ranges a text holds between `open` and `close` markers (as a full-text headline marks its matches), measured on
 * the text without the markers. Null when the markers are unbalanced or the text without them is not `original`: the
 * caller then shows the text unmarked rather than marks in the wrong place.
 */
export function rangesFromMarkers(
  marked: string,
  original: string,
  open: string,
  close: string,
): HighlightRange[] | null {
  const ranges: HighlightRange[] = [];
  let plain = '';
  let start: number | null = null;
  let index = 0;
  while (index < marked.length) {
    if (marked.startsWith(open, index)) {
      if (start !== null) return null;
      start = plain.length;
      index += open.length;
    } else if (marked.startsWith(close, index)) {
      if (start === null) return null;
      if (plain.length > start) ranges.push({ start, end: plain.length });
      start = null;
      index += close.length;
    } else {
      plain += marked[index];
      index += 1;
    }
  }
  if (start !== null || plain !== original) return null;
  return mergeRanges(ranges);
}

/** Ranges in order, overlapping or touching ones joined. */
export function mergeRanges(ranges: readonly HighlightRange[]): HighlightRange[] {
  const sorted = [...ranges].filter((range) => range.end > range.start).sort((a, b) => a.start - b.start);
  const merged: HighlightRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * A text cut into the pieces to show, the ranges marked. Ranges outside the text are clipped and overlapping ones
 * joined, so whatever the server sends, the pieces put together are the text.
 */
export function highlightSegments(text: string, ranges: readonly HighlightRange[]): HighlightSegment[] {
  const clipped = mergeRanges(
    ranges.map((range) => ({
      start: Math.max(0, Math.min(text.length, Math.trunc(range.start))),
      end: Math.max(0, Math.min(text.length, Math.trunc(range.end))),
    })),
  );
  const segments: HighlightSegment[] = [];
  let at = 0;
  for (const range of clipped) {
    if (range.start > at) segments.push({ text: text.slice(at, range.start), marked: false });
    segments.push({ text: text.slice(range.start, range.end), marked: true });
    at = range.end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), marked: false });
  return segments;
}
