import { type BrowserContext, type Page } from 'playwright-core';
import { latestMatch } from '../../../tests/support/mailbox';
import { signIn } from '../../../tests/support/sign-in';
import { textsOf } from '../../../tests/support/texts';
import {
  type AskedQuestion,
  type FreightAsked,
  type FreightShown,
  type ChosenSession,
  type ServicesTasks,
  type WeatherRow,
} from '../services.tasks';

const TEXTS = textsOf('services', 'PtBr').askAnalyst;
const UPSELL = textsOf('services', 'PtBr').upsell;
const FREIGHT = textsOf('services', 'PtBr').freight;
const WEATHER = textsOf('services', 'PtBr').weather;
const LIVE = textsOf('services', 'PtBr').live;

/** A sentence of the texts as a pattern, each {{placeholder}} a number captured. */
const sentence = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '(\\d+)')}$`);
const QUESTIONS_LEFT = sentence(TEXTS.remaining);
const SEATS_LEFT = sentence(LIVE.seats);

/** A number as the page writes it in Portuguese ('1.164,2'). */
const ptNumber = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** Ask the analyst in Chromium against the reference server, in Portuguese, on a phone-sized screen. */
export class BrowserServices implements ServicesTasks {
  private page!: Page;
  private since = Date.now();

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  async openAskAnalyst(email: string): Promise<void> {
    this.page = await (await this.newContext()).newPage();
    await this.page.setViewportSize({ width: 390, height: 844 });
    await signIn(this.page, email, { at: '/ask-to-analyst' });
    await this.page.getByRole('heading', { level: 1, name: TEXTS.title }).waitFor();
    // Settled: the count, the upsell or the contact offer.
    await this.page.locator('[data-testid="questions-left"], .plans-offer').first().waitFor();
  }

  async questionsLeft(): Promise<number | null> {
    const count = this.page.getByTestId('questions-left');
    if ((await count.count()) === 0) return null;
    // The whole sentence ('Você tem 1 de 1 perguntas disponíveis neste mês.'), so a count the user cannot read fails.
    const match = QUESTIONS_LEFT.exec(((await count.textContent()) ?? '').trim());
    return match ? Number(match[1]) : NaN;
  }

  async ask(question: AskedQuestion): Promise<void> {
    this.since = Date.now();
    const before = await this.questionsLeft();
    if (question.email !== undefined) await this.page.getByLabel(TEXTS.email).fill(question.email);
    await this.page.getByLabel(TEXTS.question, { exact: true }).fill(question.question);
    await this.page
      .getByLabel(TEXTS.commodity)
      .selectOption(question.commodity === '' ? '' : { label: question.commodity });
    await this.page.getByRole('button', { name: TEXTS.submit }).click();
    // Done when the count changed or a field says what is wrong.
    await this.page.waitForFunction((previous) => {
      const count = document.querySelector('[data-testid="questions-left"]')?.textContent ?? '';
      const changed = !count.startsWith(`Você tem ${previous} `);
      return changed || document.querySelector('.field-error') !== null;
    }, before);
  }

  /** The dialog offering the contact is shown; once the user closes it, the page still offers the contact. */
  async contactOffered(): Promise<boolean> {
    const dialog = this.page.getByRole('dialog', { name: TEXTS.noneLeftTitle });
    if (!(await dialog.isVisible())) return false;
    await dialog.getByRole('button', { name: TEXTS.close }).click();
    await dialog.waitFor({ state: 'hidden' });
    return this.page.getByRole('button', { name: TEXTS.contact }).isVisible();
  }

  async formOffered(): Promise<boolean> {
    return (await this.page.getByRole('button', { name: TEXTS.submit }).count()) > 0;
  }

  /** The upsell's title, with its link to the plans. */
  async upsellShown(): Promise<boolean> {
    return (
      (await this.page.getByText(UPSELL.title).isVisible()) &&
      (await this.page.getByRole('link', { name: UPSELL.plans }).isVisible())
    );
  }

  async fieldMessages(): Promise<Record<string, string>> {
    const errors = await this.page
      .locator('.field-error')
      .evaluateAll((elements) => elements.map((element) => [element.id, (element.textContent ?? '').trim()] as const));
    // ask-analyst-email-error → email; freight-tonnage-error → tonnage.
    return Object.fromEntries(
      errors.map(([id, text]) => [id.replace(/^(ask-analyst|freight)-/, '').replace(/-error$/, ''), text]),
    );
  }

  async typedQuestion(): Promise<string> {
    return this.page.getByLabel(TEXTS.question, { exact: true }).inputValue();
  }

  async filledIn(): Promise<{ email: string; name: string }> {
    return {
      email: await this.page.getByLabel(TEXTS.email).inputValue(),
      name: await this.page.getByLabel(TEXTS.name, { exact: true }).inputValue(),
    };
  }

  async analystsReceived(question: string): Promise<boolean> {
    const escaped = question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return latestMatch(this.page.request, 'analistas@celeiro.example', this.since, new RegExp(escaped)).then(
      () => true,
      () => false,
    );
  }

  async openFreight(email: string): Promise<void> {
    this.page = await (await this.newContext()).newPage();
    await this.page.setViewportSize({ width: 390, height: 844 });
    await signIn(this.page, email, { at: '/services/freight-calculator' });
    await this.page.getByRole('button', { name: FREIGHT.submit }).waitFor();
    // The page states how the quote is made.
    await this.page.getByText(FREIGHT.formula).waitFor();
  }

  async quoteFreight(freight: FreightAsked): Promise<void> {
    const choose = async (label: string, option: string) =>
      this.page.getByLabel(label, { exact: true }).selectOption(option === '' ? '' : { label: option });
    await choose(FREIGHT.origin, freight.origin);
    await choose(FREIGHT.destination, freight.destination);
    await choose(FREIGHT.product, freight.product);
    await this.page.getByLabel(FREIGHT.tonnage, { exact: true }).fill(freight.tonnage);
    await choose(FREIGHT.mode, freight.mode);
    await this.page.getByRole('button', { name: FREIGHT.submit }).click();
    await this.page.locator('[data-testid="freight-total"], .field-error').first().waitFor();
  }

  async typedTonnage(): Promise<string> {
    return this.page.getByLabel(FREIGHT.tonnage, { exact: true }).inputValue();
  }

  async freightShown(): Promise<FreightShown | null> {
    const total = this.page.getByTestId('freight-total');
    if ((await total.count()) === 0) return null;
    const text = async (id: string) =>
      ((await this.page.getByTestId(id).textContent()) ?? '').replace(/\/t$/, '').replace(/\s/g, ' ');
    return { costPerTonne: await text('freight-cost-per-tonne'), total: await text('freight-total') };
  }

  async openWeather(email: string): Promise<void> {
    this.page = await (await this.newContext()).newPage();
    await this.page.setViewportSize({ width: 390, height: 844 });
    await signIn(this.page, email);
    await this.fromUserMenu(WEATHER.title, '/services/weather');
    await this.page.getByRole('heading', { level: 1, name: WEATHER.title }).waitFor();
    await this.page.locator('.weather-note, .plans-offer').first().waitFor();
  }

  async chooseWeatherCommodity(name: string): Promise<void> {
    await Promise.all([
      this.page.waitForResponse((response) => response.url().includes('/api/services/weather?commodity=')),
      this.page.getByLabel(WEATHER.commodity, { exact: true }).selectOption({ label: name }),
    ]);
    await this.page.locator('[aria-busy="false"]:has(.weather-note)').waitFor();
  }

  async weatherRows(): Promise<WeatherRow[]> {
    const classes = Object.entries(WEATHER.classes) as [WeatherRow['rainClass'], string][];
    const rows = this.page.getByRole('table').first().locator('tbody tr');
    const shown: WeatherRow[] = [];
    for (const row of await rows.all()) {
      const region = ((await row.locator('th').textContent()) ?? '').trim();
      const cells = (await row.locator('td').allTextContents()).map((text) => text.trim());
      const [percentText, classText] = (cells[2] ?? '').split(' · ');
      // A day of forecast counts when it gives its highest and lowest temperature.
      const forecast = this.page
        .getByRole('region', { name: region })
        .getByRole('listitem')
        .filter({ hasText: /máxima -?\d+° \/\s+mínima -?\d+°/ });
      shown.push({
        region,
        rainfallMm: ptNumber(cells[0] ?? ''),
        normalMm: ptNumber(cells[1] ?? ''),
        percent: ptNumber(percentText ?? ''),
        rainClass: classes.find(([, text]) => text === classText)?.[0] ?? ('?' as WeatherRow['rainClass']),
        forecastDays: await forecast.count(),
      });
    }
    return shown;
  }

  private chosen = '';

  async openLiveSessions(email: string, service: 'open-line' | 'monthly-teleconference'): Promise<void> {
    this.page = await (await this.newContext()).newPage();
    await this.page.setViewportSize({ width: 390, height: 844 });
    await signIn(this.page, email);
    const texts =
      service === 'open-line' ? textsOf('services', 'PtBr').openLine : textsOf('services', 'PtBr').teleconference;
    if (service === 'open-line') await this.fromUserMenu(texts.title, '/services/open-line');
    else await this.page.goto('/services/teleconference');
    await this.page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
    await this.page.locator('.live-sessions, .plans-offer').first().waitFor();
  }

  async reopenLiveSessions(): Promise<void> {
    await this.page.reload();
    await this.page.locator('.live-sessions').first().waitFor();
    await this.card().waitFor();
  }

  /** Opens a service the way a user does: its link in the user menu. */
  private async fromUserMenu(name: string, path: string): Promise<void> {
    await this.page.getByRole('button', { name: /Menu do usuário/ }).click();
    await this.page.getByRole('dialog', { name: 'Menu do usuário' }).getByRole('link', { name, exact: true }).click();
    await this.page.waitForURL((url) => url.pathname === path);
  }

  private card() {
    return this.page.locator(`article[aria-labelledby="${this.chosen}"]`);
  }

  async chooseNextOpenSession(): Promise<ChosenSession> {
    const first = this.page
      .getByRole('list', { name: LIVE.upcoming })
      .getByRole('article')
      .filter({ has: this.page.getByRole('button', { name: new RegExp(`^(${LIVE.register}|${LIVE.cancel})$`) }) })
      .first();
    this.chosen = (await first.getAttribute('aria-labelledby')) ?? '';
    // A seat held from an earlier run is given back first, so the scenario starts from an open session.
    const cancel = this.card().getByRole('button', { name: LIVE.cancel });
    if (await cancel.isVisible()) await this.cancelChosen();
    return this.chosenSession();
  }

  async registerForChosen(): Promise<void> {
    const register = this.card().getByRole('button', { name: LIVE.register });
    if (await register.isVisible()) {
      await register.click();
      await this.card().locator(`:text("${LIVE.registered}"), [role="alert"]`).first().waitFor();
    }
  }

  async cancelChosen(): Promise<void> {
    await this.card().getByRole('button', { name: LIVE.cancel }).click();
    await this.card().getByRole('button', { name: LIVE.register }).waitFor();
  }

  async chosenSession(): Promise<ChosenSession> {
    const seats = ((await this.card().getByTestId('seats-left').textContent()) ?? '').trim();
    return {
      registered: await this.card().getByText(LIVE.registered).isVisible(),
      // The whole sentence ('19 de 20 vagas livres'), so seats the user cannot read fail.
      seatsLeft: Number(SEATS_LEFT.exec(seats)?.[1] ?? NaN),
    };
  }

  async fillChosen(): Promise<void> {
    throw new Error('the browser cannot take the seats of other users: this scenario runs on the core');
  }

  async refusal(): Promise<string | null> {
    const alert = this.card().getByRole('alert');
    return (await alert.count()) > 0 ? ((await alert.textContent()) ?? '').trim() : null;
  }

  async pastSessions(): Promise<{ recording: boolean; registrable: boolean }[]> {
    const cards = await this.page.getByRole('list', { name: LIVE.past }).getByRole('article').all();
    return Promise.all(
      cards.map(async (card) => ({
        recording: (await card.getByRole('button', { name: LIVE.play }).count()) > 0,
        registrable: (await card.getByRole('button', { name: LIVE.register }).count()) > 0,
      })),
    );
  }
}
