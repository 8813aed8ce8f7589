import {
  type CachedMenuItem,
  type ContentCachePort,
  type ContentListItem,
  type Locale,
  type PrivacyPolicy,
  type PublicDetail,
  type PublicQuote,
  type SubscriptionPlan,
} from '../../core';
import { type ApiClient } from './api-client';
import {
  CachedContentDto,
  CachedHighlightsDto,
  CachedMenuItemDto,
  PublicDetailDto,
  PublicQuoteDto,
  SubscriptionPlanDto,
} from './content/cache.dto';
import { ContentListItemDto } from './content/content.dto';
import { PrivacyPolicyDto } from './kernel/kernel.dto';

/** ContentCachePort over the cache service (its client sends the bearer key from config). */
export class HttpContentCache implements ContentCachePort {
  constructor(private readonly cache: ApiClient) {}

  subjects(): Promise<CachedMenuItem[]> {
    return this.cache.get('subjects', { response: [CachedMenuItemDto] });
  }

  content(): Promise<{ analysis: ContentListItem[]; quotes: PublicQuote[] }> {
    return this.cache.get('content', { response: CachedContentDto });
  }

  newsCache(locale: Locale): Promise<ContentListItem[]> {
    return this.cache.get('news/cache', { params: { lang: locale }, response: [ContentListItemDto] });
  }

  highlightsCache(locale: Locale): Promise<{ latestNews: ContentListItem[] }> {
    return this.cache.get('news/cache/highlights', { params: { lang: locale }, response: CachedHighlightsDto });
  }

  publicDetail(id: number): Promise<PublicDetail> {
    return this.cache.get('content-private/public-detail', { params: { id }, response: PublicDetailDto });
  }

  quotesPublic(locale: Locale): Promise<PublicQuote[]> {
    return this.cache.get('content-private/quotes-public', { params: { lang: locale }, response: [PublicQuoteDto] });
  }

  plans(locale: Locale): Promise<SubscriptionPlan[]> {
    return this.cache.get('plans', { params: { lang: locale }, response: [SubscriptionPlanDto] });
  }

  privacyPolicy(language: PrivacyPolicy['language']): Promise<PrivacyPolicy> {
    return this.cache.get('content-private/privacy-policy', { params: { language }, response: PrivacyPolicyDto });
  }
}
