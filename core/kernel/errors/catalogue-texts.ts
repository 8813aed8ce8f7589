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
}
