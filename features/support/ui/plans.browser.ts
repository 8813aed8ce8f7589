import { type Page } from 'playwright-core';
import { LOCALE_STORAGE_KEY } from '../../../ui/kit/i18n/locale.store';
import { LANGUAGE_NAMES, type LanguageName, type PlansTasks, type ShownPlan } from '../plans.tasks';

/** The plans page in Chromium, against the reference server and its seeded plans. */
export class BrowserPlans implements PlansTasks {
  private language: LanguageName = 'Português (Brasil)';

  constructor(private readonly page: Page) {}

  async readIn(language: LanguageName): Promise<void> {
    this.language = language;
  }

  async publishPlanTranslatedOnlyInto(): Promise<void> {
    throw new Error('the browser assembly reads the seeded plans; a plan with one translation is a core scenario');
  }

  async openPlans(): Promise<void> {
    // The language chosen before: as the picker leaves it, in the browser's storage, before the app starts.
    await this.page.goto('/version');
    await this.page.evaluate(([key, locale]) => localStorage.setItem(key, locale), [
      LOCALE_STORAGE_KEY,
      LANGUAGE_NAMES[this.language],
    ] as const);
    await this.page.goto('/pages/plans');
    await this.page.locator('.plan-card h2').first().waitFor();
  }

  async switchLanguage(language: LanguageName): Promise<void> {
    const before = await this.page.locator('.plan-card h2').allTextContents();
    await this.page.getByRole('button', { name: /Idioma|Language/ }).click();
    await this.page.getByRole('option', { name: language }).click();
    this.language = language;
    await this.page.waitForFunction((shown) => {
      const now = [...document.querySelectorAll('.plan-card h2')].map((h) => h.textContent);
      return now.length > 0 && now.join('|') !== shown.join('|');
    }, before);
  }

  async plans(): Promise<ShownPlan[]> {
    const plans: ShownPlan[] = [];
    for (const card of await this.page.locator('.plan-card').all())
      plans.push({
        name: (await card.getByRole('heading', { level: 2 }).textContent()) ?? '',
        price: (await card.locator('.plan-price').textContent()) ?? '',
        features: await card.locator('ul li').allTextContents(),
      });
    return plans;
  }
}
