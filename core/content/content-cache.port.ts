import { type PrivacyPolicy } from '../account/api';
import { type Locale, type PolicyLanguage } from '../kernel/locale';
import {
  type CachedContent,
  type CachedHighlights,
  type CachedMenuItem,
  type PublicDetail,
  type PublicQuote,
  type SubscriptionPlan,
} from './api';
import { type ContentListItem } from './content-item';

/** The public reads of the cache service (SPEC §7, cache service), behind the key from config. */
export interface ContentCachePort {
  /** GET subjects: the menu items as the cache keeps them. */
  subjects(): Promise<CachedMenuItem[]>;
  /** GET content: the latest public analyses and quotes. */
  content(): Promise<CachedContent>;
  /** GET news/cache: the latest public news, their subjects and types named in this language (sent as `lang`). */
  newsCache(locale: Locale): Promise<ContentListItem[]>;
  /** GET news/cache/highlights: the latest public highlights, named in this language (sent as `lang`). */
  highlightsCache(locale: Locale): Promise<CachedHighlights>;
  /** GET content-private/public-detail: the public teaser of an item. */
  publicDetail(id: number): Promise<PublicDetail>;
  /** GET content-private/quotes-public: the public market quotes, named in this language (sent as `lang`). */
  quotesPublic(locale: Locale): Promise<PublicQuote[]>;
  /** GET plans: the subscription plans, their texts in this language (sent as `lang`). */
  plans(locale: Locale): Promise<SubscriptionPlan[]>;
  /** GET content-private/privacy-policy: the privacy policy for visitors, in a language. */
  privacyPolicy(language: PolicyLanguage): Promise<PrivacyPolicy>;
}
export const ContentCachePort = Symbol('ContentCachePort');
