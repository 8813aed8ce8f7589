import { type BrowserContext, type Page } from 'playwright-core';
import { SERVICES_TEXTS } from '../../../ui/services/i18n';
import { latestMatch, signInWithCode } from './mailbox';
import {
  type AskedQuestion,
  type FreightAsked,
  type FreightShown,
  type ChosenSession,
  type ServicesTasks,
  type WeatherRow,
} from '../services.tasks';

const TEXTS = SERVICES_TEXTS.PtBr.askAnalyst;
const UPSELL = SERVICES_TEXTS.PtBr.upsell;
const FREIGHT = SERVICES_TEXTS.PtBr.freight;
const WEATHER = SERVICES_TEXTS.PtBr.weather;
const LIVE = SERVICES_TEXTS.PtBr.live;

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
    await signInWithCode(this.page, email);
    await this.page.goto('/ask-to-analyst');
    await this.page.getByRole('heading', { level: 1, name: TEXTS.title }).waitFor();
    // Settled: the count, the upsell or the contact offer.
    await this.page.locator('[data-testid="questions-left"], .plans-offer').first().waitFor();
  }

  async questionsLeft(): Promise<number | null> {
    const count = this.page.getByTestId('questions-left');
    if ((await count.count()) === 0) return null;
    const match = /(\d+) de \d+/.exec((await count.textContent()) ?? '');
    return match ? Number(match[1]) : null;
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

  async contactOffered(): Promise<boolean> {
    return this.page.getByRole('dialog', { name: TEXTS.noneLeftTitle }).isVisible();
  }

  async formOffered(): Promise<boolean> {
    return (await this.page.getByRole('button', { name: TEXTS.submit }).count()) > 0;
  }

  async upsellShown(): Promise<boolean> {
    return this.page.getByText(UPSELL.title).isVisible();
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
    await signInWithCode(this.page, email);
    await this.page.goto('/services/freight-calculator');
    await this.page.getByRole('button', { name: FREIGHT.submit }).waitFor();
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
    await signInWithCode(this.page, email);
    await this.page.goto('/services/weather');
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
      const forecast = this.page.getByRole('region', { name: region }).getByRole('listitem');
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
    await signInWithCode(this.page, email);
    const texts = service === 'open-line' ? SERVICES_TEXTS.PtBr.openLine : SERVICES_TEXTS.PtBr.teleconference;
    await this.page.goto(service === 'open-line' ? '/services/open-line' : '/services/teleconference');
    await this.page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
    await this.page.locator('.live-sessions, .plans-offer').first().waitFor();
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
    const seats = (await this.card().getByTestId('seats-left').textContent()) ?? '';
    return {
      registered: await this.card().getByText(LIVE.registered).isVisible(),
      seatsLeft: Number(/^(\d+)/.exec(seats)?.[1] ?? NaN),
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
