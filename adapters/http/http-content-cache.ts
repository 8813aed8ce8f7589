import { type CachedMenuItem, type ContentCachePort, type PrivacyPolicy, type ContentListItem, type PublicDetail, type PublicQuote, type SubscriptionPlan } from '../../core';
import { type ApiClient } from './api-client';

/** ContentCachePort over the cache service (its client sends the bearer key from config). */
export class HttpContentCache implements ContentCachePort {
  constructor(private readonly cache: ApiClient) {}

  subjects(): Promise<CachedMenuItem[]> {
    return this.cache.get<CachedMenuItem[]>('subjects');
  }

  content(): Promise<{ analysis: ContentListItem[]; quotes: PublicQuote[] }> {
    return this.cache.get<{ analysis: ContentListItem[]; quotes: PublicQuote[] }>('content');
  }

  newsCache(): Promise<ContentListItem[]> {
    return this.cache.get<ContentListItem[]>('news/cache');
  }

  highlightsCache(): Promise<{ latestNews: ContentListItem[] }> {
    return this.cache.get<{ latestNews: ContentListItem[] }>('news/cache/highlights');
  }

  publicDetail(id: number): Promise<PublicDetail> {
    return this.cache.get<PublicDetail>('content-private/public-detail', { id });
  }

  quotesPublic(): Promise<PublicQuote[]> {
    return this.cache.get<PublicQuote[]>('content-private/quotes-public');
  }

  plans(): Promise<SubscriptionPlan[]> {
    return this.cache.get<SubscriptionPlan[]>('plans');
  }

  privacyPolicy(language: PrivacyPolicy['language']): Promise<PrivacyPolicy> {
    return this.cache.get<PrivacyPolicy>('content-private/privacy-policy', { language });
  }
}
