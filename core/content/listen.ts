// The rules of listening to an item (issue 17, part 2): the rates offered, the paragraphs read from the body, the
// language they are read in and the voice that reads them (the rate's bounds are in speech-rate.ts).
import { LOCALE_TAGS, type Locale } from '../kernel/locale';

/** The rates the control offers, from the slowest to the fastest. */
export const SPEECH_RATES: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of HTML entities: the named ones of plain prose and every numeric one. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Where a paragraph ends, once the blocks are marked (a character no HTML text holds; a newline is only a space). */
const BREAK = '\u0000';

/** The block elements whose end ends a paragraph. */
const BLOCK_END =
  /<\/(p|div|h[1-6]|li|blockquote|pre|tr|table|ul|ol|section|article|figure|figcaption)\s*>|<br\s*\/?>/gi;

/**
 * The paragraphs of an item's body, as plain text to read aloud: each block of the HTML (a paragraph, a heading, a
 * list item, a line break) is one, its tags dropped, its entities decoded and its spaces collapsed; what is never read
 * (scripts, styles) and empty blocks are left out.
 */
export function paragraphsOf(html: string): string[] {
  const withoutHidden = html
    .replaceAll(BREAK, '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  return withoutHidden
    .replace(BLOCK_END, BREAK)
    .split(BREAK)
    .map((block) =>
      decodeEntities(block.replace(/<[^>]*>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((paragraph) => paragraph.length > 0);
}

/** What is read of an item: its title first, then each paragraph of its body. */
export function readingOf(title: string, bodyHtml: string): string[] {
  const heading = title.replace(/\s+/g, ' ').trim();
  return [...(heading ? [heading] : []), ...paragraphsOf(bodyHtml)];
}

/**
 * The BCP 47 tag of the language an item is read in: the reader's language when the item is offered in it (the app
 * then shows it in that language), else the first language the item is offered in, else the reader's.
 */
export function contentSpeechLanguage(languages: readonly Locale[], readerLocale: Locale): string {
  const locale = languages.length === 0 || languages.includes(readerLocale) ? readerLocale : languages[0]!;
  return LOCALE_TAGS[locale];
}

/** A voice as a speech engine lists it. */
export interface SpeechVoice {
  name: string;
  /** Its BCP 47 tag (some engines write pt_BR). */
  lang: string;
  /** Whether it is the engine's default voice. */
  default?: boolean;
  /** Whether it speaks on the device (no network needed). */
  localService?: boolean;
}

/** A tag's language and region, lower case, whatever the separator. */
function tagParts(tag: string): [string, string] {
  const [language = '', region = ''] = tag.trim().toLowerCase().split(/[-_]/);
  return [language, region];
}

/**
 * The voice to read a language with, or null when none speaks it (the control then says so): a voice of the same
 * language and region first, else one of the same language (a pt-PT voice reads pt-BR rather than none); among
 * equals the engine's default, then a voice on the device, then the first listed.
 */
export function chooseVoice<V extends SpeechVoice>(voices: readonly V[], tag: string): V | null {
  const [language, region] = tagParts(tag);
  const score = (voice: V): number => {
    const [voiceLanguage, voiceRegion] = tagParts(voice.lang);
    if (!language || voiceLanguage !== language) return -1;
    return (voiceRegion === region ? 4 : 0) + (voice.default ? 2 : 0) + (voice.localService ? 1 : 0);
  };
  let best: V | null = null;
  let bestScore = -1;
  for (const voice of voices) {
    const value = score(voice);
    if (value > bestScore) [best, bestScore] = [voice, value];
  }
  return best;
}
