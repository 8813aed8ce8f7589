import {
  type CachedMenuItem,
  type ContentCachePort,
  type PrivacyPolicy,
  type ContentListItem,
  type PublicDetail,
  type PublicQuote,
  type SubscriptionPlan,
} from '../../core';

/** A subscription plan with sensible defaults. */
export function plan(id: number, name: string, fields: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    id,
    name,
    description: `Descrição de ${name}`,
    monthlyPrice: 49_000,
    publicationTypes: ['news', 'analysis'],
    commodities: [1],
    features: ['Pergunte ao analista'],
    ...fields,
  };
}

/** An in-memory ContentCachePort; `failure` makes every read reject. */
export class FakeContentCache implements ContentCachePort {
  plansList: SubscriptionPlan[] = [
    plan(1, 'Gratuito', { monthlyPrice: 0, publicationTypes: [] }),
    plan(2, 'Plano Grãos e Açúcar'),
  ];
  news: ContentListItem[] = [];
  quotes: PublicQuote[] = [];
  failure: Error | null = null;
  /** The languages the visitors' privacy policy was read in. */
  readonly policyReads: PrivacyPolicy['language'][] = [];

  async subjects(): Promise<CachedMenuItem[]> {
    this.fail();
    return [];
  }

  async content(): Promise<{ analysis: ContentListItem[]; quotes: PublicQuote[] }> {
    this.fail();
    return { analysis: this.news, quotes: this.quotes };
  }

  async newsCache(): Promise<ContentListItem[]> {
    this.fail();
    return this.news;
  }

  async highlightsCache(): Promise<{ latestNews: ContentListItem[] }> {
    this.fail();
    return { latestNews: this.news.filter((n) => n.highlight) };
  }

  async publicDetail(id: number): Promise<PublicDetail> {
    this.fail();
    const item = this.news.find((n) => n.id === id);
    if (!item) throw new Error(`no item ${id}`);
    return item;
  }

  async quotesPublic(): Promise<PublicQuote[]> {
    this.fail();
    return this.quotes;
  }

  async plans(): Promise<SubscriptionPlan[]> {
    this.fail();
    return this.plansList;
  }

  async privacyPolicy(language: PrivacyPolicy['language']): Promise<PrivacyPolicy> {
    this.fail();
    this.policyReads.push(language);
    const title = { pt: 'Política de Privacidade', en: 'Privacy Policy', es: 'Política de Privacidad' }[language];
    return {
      version: 2,
      date: '2023-09-21',
      language,
      title,
      sections: [{ title: '14. Contato', text: 'Fale com o encarregado de dados.' }],
    };
  }

  private fail(): void {
    if (this.failure) throw this.failure;
  }
}
