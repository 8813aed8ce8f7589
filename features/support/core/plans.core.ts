import {
  planPrice,
  planTextsIn,
  type Locale,
  type PlanTexts,
  type PlanTranslations,
  type SubscriptionPlan,
} from '../../../core';
import { FakeContentCache, plan } from '../../../tests/fakes/fake-content-cache';
import { LANGUAGE_NAMES, type LanguageName, type PlansTasks, type ShownPlan } from '../plans.tasks';

/** A plan as the server keeps it: its own (PtBr) texts and its translations. */
interface PublishedPlan {
  plan: SubscriptionPlan;
  translations: PlanTranslations;
}

const grains = plan(2, 'Plano Grãos e Açúcar', {
  description: 'Açúcar e etanol, café, milho, soja e Chicago.',
  features: ['Agência em tempo real', 'Pergunte ao analista'],
});
const texts = (name: string, features: string[]): PlanTexts => ({ name, description: name, features });

/**
 * The plans page on the core: the cache service's plans (a fake that answers each language as the server does, with
 * the core's fallback of a missing translation), read again in the new language when it changes, and priced with
 * the core's rule for the user's language and the plan's currency.
 */
export class CorePlans implements PlansTasks {
  private readonly cache = new FakeContentCache();
  private readonly published: PublishedPlan[] = [
    {
      plan: grains,
      translations: {
        EnEu: texts('Grains and Sugar plan', ['Real-time news agency', 'Ask the analyst']),
        EsEs: texts('Plan Granos y Azúcar', ['Agencia en tiempo real', 'Pregunte al analista']),
        EsAr: texts('Plan Granos y Azúcar', ['Agencia en tiempo real', 'Preguntale al analista']),
        PtPt: texts('Plano Cereais e Açúcar', ['Agência em tempo real', 'Pergunte ao analista']),
      },
    },
  ];
  private locale: Locale = 'PtBr';
  private shown: SubscriptionPlan[] = [];

  async readIn(language: LanguageName): Promise<void> {
    this.locale = LANGUAGE_NAMES[language];
  }

  async publishPlanTranslatedOnlyInto(name: string, language: LanguageName, translatedName: string): Promise<void> {
    const own = plan(this.published.length + 10, name, { monthlyPrice: 19_000, features: [name] });
    const locale = LANGUAGE_NAMES[language];
    if (locale === 'PtBr') throw new Error('PtBr is the texts of the plan, not a translation');
    this.published.push({ plan: own, translations: { [locale]: texts(translatedName, [translatedName]) } });
  }

  async openPlans(): Promise<void> {
    this.publish();
    this.shown = await this.cache.plans(this.locale);
  }

  async switchLanguage(language: LanguageName): Promise<void> {
    this.locale = LANGUAGE_NAMES[language];
    this.shown = await this.cache.plans(this.locale);
  }

  async plans(): Promise<ShownPlan[]> {
    return this.shown.map((shown) => ({
      name: shown.name,
      price: planPrice(shown.monthlyPrice, this.locale, shown.currency),
      features: shown.features,
    }));
  }

  /** What the server answers in each language: every plan in its translation there, or the nearest one. */
  private publish(): void {
    for (const locale of ['PtBr', 'EnEu', 'EsEs', 'EsAr', 'PtPt'] as const)
      this.cache.plansIn[locale] = this.published.map(({ plan: own, translations }) => ({
        ...own,
        ...planTextsIn(own, translations, locale),
      }));
  }
}
