import {
  ApiError,
  ErrorCode,
  type CachedMenuItem,
  type ContentCachePort,
  type Locale,
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
    currency: 'BRL',
    publicationTypes: ['news', 'analysis'],
    commodities: [1],
    features: ['Pergunte ao analista'],
    ...fields,
  };
}

/** A subject as the cache service spells it, named in every locale after `name` ('Café (en)', …) but in PtBr. */
export function cachedSubject(code: number, name: string, active = true): CachedMenuItem {
  return {
    code,
    labelPtBr: name,
    labelEnEu: `${name} (en)`,
    labelEsEs: `${name} (es)`,
    labelEsAr: `${name} (ar)`,
    labelPtPt: `${name} (pt)`,
    icon: 'coffee',
    active,
    mne: `S${code}`,
  };
}

/** An in-memory ContentCachePort; `failure` makes every read reject (only those in `failing`, when it names some). */
export class FakeContentCache implements ContentCachePort {
  plansList: SubscriptionPlan[] = [
    plan(1, 'Gratuito', { monthlyPrice: 0, publicationTypes: [] }),
    plan(2, 'Plano Grãos e Açúcar'),
  ];
  /** The plans of a language, where they differ from `plansList` (the plans of any other language). */
  plansIn: Partial<Record<Locale, SubscriptionPlan[]>> = {};
  /** The languages the plans were read in. */
  readonly planReads: Locale[] = [];
  news: ContentListItem[] = [];
  quotes: PublicQuote[] = [];
  subjectsList: CachedMenuItem[] = [];
  failure: Error | null = null;
  /** When not empty, only these reads reject with `failure`. */
  readonly failing = new Set<keyof ContentCachePort>();
  /** The languages the news, highlights and quotes were read in, in order. */
  readonly publicReads: { read: 'newsCache' | 'highlightsCache' | 'quotesPublic'; locale: Locale }[] = [];
  /** The quotes of a language, where they differ from `quotes`. */
  quotesIn: Partial<Record<Locale, PublicQuote[]>> = {};
  /** The languages the visitors' privacy policy was read in. */
  readonly policyReads: PrivacyPolicy['language'][] = [];

  async subjects(): Promise<CachedMenuItem[]> {
    this.fail('subjects');
    return this.subjectsList;
  }

  async content(): Promise<{ analysis: ContentListItem[]; quotes: PublicQuote[] }> {
    this.fail();
    return { analysis: this.news, quotes: this.quotes };
  }

  async newsCache(locale: Locale): Promise<ContentListItem[]> {
    this.fail('newsCache');
    this.publicReads.push({ read: 'newsCache', locale });
    return this.news;
  }

  async highlightsCache(locale: Locale): Promise<{ latestNews: ContentListItem[] }> {
    this.fail('highlightsCache');
    this.publicReads.push({ read: 'highlightsCache', locale });
    return { latestNews: this.news.filter((n) => n.highlight) };
  }

  async publicDetail(id: number): Promise<PublicDetail> {
    this.fail('publicDetail');
    const item = this.news.find((n) => n.id === id);
    if (!item)
      throw new ApiError(400, {
        errorType: 'BusinessError',
        code: ErrorCode.PUBLIC_DOCUMENT_NOT_FOUND,
        message: 'Documento não encontrado',
        erros: [],
      });
    const { commodity, title, summary, dt_report, dt_publish, newsContent } = item;
    return { id, commodity, title, summary, dt_report, dt_publish, newsContent };
  }

  async quotesPublic(locale: Locale): Promise<PublicQuote[]> {
    this.fail('quotesPublic');
    this.publicReads.push({ read: 'quotesPublic', locale });
    return this.quotesIn[locale] ?? this.quotes;
  }

  async plans(locale: Locale): Promise<SubscriptionPlan[]> {
    this.fail();
    this.planReads.push(locale);
    return this.plansIn[locale] ?? this.plansList;
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

  private fail(read?: keyof ContentCachePort): void {
    if (this.failure && (this.failing.size === 0 || (read !== undefined && this.failing.has(read)))) throw this.failure;
  }
}
