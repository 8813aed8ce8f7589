import { type Locale } from '../locale';
import { type PT_BR_CATALOGUE } from './catalogue.pt-br';
import { type ErrorCode } from './error-codes';

/** The key of an "other message" of SPEC §8 (the Brazilian Portuguese catalogue is the reference for the keys). */
export type OtherMessageKey = keyof (typeof PT_BR_CATALOGUE)['other'];

/** The catalogue's messages in one locale: one per business code, one per other message. */
export interface CatalogueTexts {
  /** The locale the messages are written in. */
  readonly locale: Locale;
  readonly business: Readonly<Record<ErrorCode, string>>;
  readonly other: Readonly<Record<OtherMessageKey, string>>;
  /**
   * The field messages of the areas' own forms, by `<area>.<name>` key, in every locale: an area's issues are worded
   * in a catalogue that holds its messages (`withFieldMessages`), and refused in one that does not.
   */
  readonly fields?: Readonly<Record<string, Readonly<Record<Locale, string>>>>;
}
