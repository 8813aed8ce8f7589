import {
  CATALOGUES,
  SERVICES_FIELD_MESSAGES,
  withFieldMessages,
  askAnalystAvailability,
  askAnalystDefaults,
  AskAnalystUseCase,
  FormIssuesError,
  QuoteFreightUseCase,
  type FreightInput,
  type FreightQuote,
  issueText,
  mayUseService,
  SERVICE_OPTIONS,
  type AskAnalystInput,
  type ServiceOption,
  rainfallClass,
  rainfallPercentOfNormal,
  WEATHER_REGIONS,
  type RegionWeather,
  type WeatherReport,
  ApiError,
  CancelRegistrationUseCase,
  LIVE_SESSION_CLOSED,
  LIVE_SESSION_FULL,
  LIVE_SESSION_FULL_ERROR,
  pastSessions,
  RegisterForSessionUseCase,
  RegistrationRefusedError,
  registrationState,
  seatsLeft,
  upcomingSessions,
  type LiveSession,
} from '../../../core';
import { aLiveSession, FakeServicesApi } from '../../../tests/fakes/fake-services-api';
import {
  type AskedQuestion,
  type FreightAsked,
  type FreightShown,
  type ChosenSession,
  type ServicesTasks,
  type WeatherRow,
} from '../services.tasks';

/** The seeded accounts' names, service options and monthly questions, as the reference server seeds them. */
const ACCOUNTS: Record<string, { nome: string; options: ServiceOption[]; limit: number }> = {
  'assinante@example.com': {
    nome: 'Mariana Albuquerque Souza',
    options: ['ask-analyst', 'freight-calculator', 'ship-line-up', 'weather', 'open-line', 'consulting'],
    limit: 3,
  },
  'demo@example.com': {
    nome: 'Rafael Teixeira Lima',
    options: SERVICE_OPTIONS.filter((option) => option !== 'consulting'),
    limit: 1,
  },
  'gratuito@example.com': { nome: 'Beatriz Carvalho Nogueira', options: [], limit: 0 },
};

/** The commodities the form lists, by their Portuguese names. */
const COMMODITIES: Record<string, number> = { Soja: 16, Milho: 13, Café: 7, 'Açúcar e Etanol': 1 };

/** The freight form's choices by their Portuguese labels. */
const PLACES: Record<string, string> = {
  'Sorriso (MT)': 'sorriso-mt',
  'Porto de Santos (SP)': 'santos-sp',
  'Porto de Paranaguá (PR)': 'paranagua-pr',
  'Miritituba (PA)': 'miritituba-pa',
};
const PRODUCTS: Record<string, string> = { 'Soja em grão': 'soy', 'Algodão em pluma': 'cotton', Milho: 'corn' };
const MODES: Record<string, string> = { Rodovia: 'road', Ferrovia: 'rail' };
/** Every followed region with a week of forecast, and rain from well below to well above its normal. */
const WEATHER: RegionWeather[] = WEATHER_REGIONS.map((region, index) => ({
  region: region.id,
  name: region.name,
  state: region.state,
  commodities: [...region.commodities],
  forecast: Array.from({ length: 7 }, (_, day) => ({
    day: `2026-11-${23 + day}`,
    minC: 19,
    maxC: 31,
    rainMm: (index + day) % 3 === 0 ? 8.5 : 0,
    rainChance: (index + day) % 3 === 0 ? 75 : 20,
  })),
  rainfall30Mm: 40 + index * 30,
  normal30Mm: 150,
}));

/** Monday 23 November 2026, 12:00 in Brasília: a week of open lines on each side, as the server draws them. */
const LIVE_NOW = Date.parse('2026-11-23T15:00:00.000Z');
const LIVE_SESSIONS: LiveSession[] = [
  ['ol-16-2026-11-17', '2026-11-17T13:00:00.000Z', 'm-podcast-soja'],
  ['ol-13-2026-11-18', '2026-11-18T13:00:00.000Z', 'm-audio-milho'],
  ['ol-7-2026-11-19', '2026-11-19T14:00:00.000Z', 'm-audio-cafe'],
  ['ol-16-2026-11-24', '2026-11-24T13:00:00.000Z', null],
  ['ol-13-2026-11-25', '2026-11-25T13:00:00.000Z', null],
].map(([id, start, recording]) =>
  aLiveSession({ id: id!, start: start!, seatsTaken: 0, recording: recording ? { mediaId: recording } : null }),
);

const money = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');

/**
 * Ask the analyst on the core: the services API (a fake with the server's rules: each account's options, its monthly
 * limit and the questions asked), the core's form rules and use case, and the availability rule that chooses between
 * the form and the contact dialog.
 */
export class CoreServices implements ServicesTasks {
  private readonly api = new FakeServicesApi();
  private email = '';
  private allowed = false;
  private available: number | null = null;
  private typed: AskAnalystInput = askAnalystDefaults(null);
  private messages: Record<string, string> = {};

  async openAskAnalyst(email: string): Promise<void> {
    const account = ACCOUNTS[email];
    if (!account) throw new Error(`no seeded account ${email}`);
    this.email = email;
    this.api.userOptions = [...account.options];
    this.api.limit = account.limit;
    this.typed = askAnalystDefaults({ email, nome: account.nome });
    const { options } = await this.api.options();
    this.allowed = mayUseService(options, 'ask-analyst');
    this.available = this.allowed ? (await this.api.questionsAvailable()).available : null;
  }

  async questionsLeft(): Promise<number | null> {
    return this.available;
  }

  async ask(question: AskedQuestion): Promise<void> {
    this.typed = {
      ...this.typed,
      question: question.question,
      commodity: question.commodity === '' ? '' : String(COMMODITIES[question.commodity] ?? ''),
      ...(question.email === undefined ? {} : { email: question.email }),
    };
    this.messages = {};
    try {
      this.available = (await new AskAnalystUseCase(this.api).execute(this.typed)).available;
      this.typed = { ...askAnalystDefaults({ email: this.email, nome: ACCOUNTS[this.email]!.nome }) };
    } catch (error) {
      if (!(error instanceof FormIssuesError)) throw error;
      for (const issue of error.issues)
        this.messages[issue.field] = issueText(issue, withFieldMessages(CATALOGUES.PtBr, SERVICES_FIELD_MESSAGES));
    }
  }

  async contactOffered(): Promise<boolean> {
    return this.allowed && askAnalystAvailability(this.available).kind === 'contact-dialog';
  }

  async formOffered(): Promise<boolean> {
    return this.allowed && askAnalystAvailability(this.available).kind === 'form';
  }

  async upsellShown(): Promise<boolean> {
    return !this.allowed;
  }

  async fieldMessages(): Promise<Record<string, string>> {
    return { ...this.messages };
  }

  async typedQuestion(): Promise<string> {
    return this.typed.question;
  }

  async filledIn(): Promise<{ email: string; name: string }> {
    return { email: this.typed.email, name: this.typed.name };
  }

  async analystsReceived(question: string): Promise<boolean> {
    return this.api.sent.some((sent) => sent.question === question);
  }

  private quote: FreightQuote | null = null;
  private tonnage = '';

  async openFreight(email: string): Promise<void> {
    await this.openAskAnalyst(email);
    this.allowed = mayUseService(this.api.userOptions, 'freight-calculator');
  }

  async quoteFreight(freight: FreightAsked): Promise<void> {
    const input: FreightInput = {
      origin: PLACES[freight.origin] ?? '',
      destination: PLACES[freight.destination] ?? '',
      product: PRODUCTS[freight.product] ?? '',
      tonnage: freight.tonnage,
      mode: MODES[freight.mode] ?? '',
    };
    this.messages = {};
    this.quote = null;
    this.tonnage = freight.tonnage;
    try {
      this.quote = await new QuoteFreightUseCase(this.api).execute(input);
    } catch (error) {
      // The server's refusal of a field (a route without a rate by that mode) is shown beside the field, as the form's own.
      if (error instanceof ApiError && error.body?.erros?.length) {
        for (const issue of error.body.erros) this.messages[issue.field] = issue.message;
        return;
      }
      if (!(error instanceof FormIssuesError)) throw error;
      for (const issue of error.issues)
        this.messages[issue.field] = issueText(issue, withFieldMessages(CATALOGUES.PtBr, SERVICES_FIELD_MESSAGES));
    }
  }

  async typedTonnage(): Promise<string> {
    return this.tonnage;
  }

  async freightShown(): Promise<FreightShown | null> {
    return this.quote ? { costPerTonne: money(this.quote.costPerTonne), total: money(this.quote.total) } : null;
  }

  private report: WeatherReport | null = null;

  async openWeather(email: string): Promise<void> {
    await this.openAskAnalyst(email);
    this.api.regions = WEATHER;
    this.allowed = mayUseService(this.api.userOptions, 'weather');
    this.report = this.allowed ? await this.api.weather({}) : null;
  }

  async chooseWeatherCommodity(name: string): Promise<void> {
    const commodity = COMMODITIES[name];
    if (commodity === undefined) throw new Error(`no commodity ${name}`);
    this.report = await this.api.weather({ commodity });
  }

  async weatherRows(): Promise<WeatherRow[]> {
    return (this.report?.regions ?? []).map((region) => ({
      region: `${region.name} (${region.state})`,
      rainfallMm: region.rainfall30Mm,
      normalMm: region.normal30Mm,
      percent: rainfallPercentOfNormal(region.rainfall30Mm, region.normal30Mm),
      rainClass: rainfallClass(region.rainfall30Mm, region.normal30Mm),
      forecastDays: region.forecast.length,
    }));
  }

  private live: LiveSession[] = [];
  private chosen: LiveSession | null = null;
  private refused: string | null = null;

  async openLiveSessions(email: string, service: 'open-line' | 'monthly-teleconference'): Promise<void> {
    await this.openAskAnalyst(email);
    this.api.now = () => LIVE_NOW;
    this.api.liveSessions = LIVE_SESSIONS.map((session) => structuredClone(session));
    this.allowed = mayUseService(this.api.userOptions, service);
    this.live = this.allowed ? (await this.api.liveSchedule({ service })).sessions : [];
  }

  async chooseNextOpenSession(): Promise<ChosenSession> {
    this.chosen =
      upcomingSessions(this.live, LIVE_NOW).find((session) =>
        ['open', 'registered'].includes(registrationState(session, LIVE_NOW)),
      ) ?? null;
    return this.chosenSession();
  }

  async registerForChosen(): Promise<void> {
    if (!this.chosen) await this.chooseNextOpenSession();
    this.refused = null;
    try {
      this.chosen = await new RegisterForSessionUseCase(this.api, () => LIVE_NOW).execute(this.chosen!);
    } catch (error) {
      const full =
        (error instanceof RegistrationRefusedError && error.reason === 'full') ||
        (error instanceof ApiError && error.body?.errorType === LIVE_SESSION_FULL_ERROR);
      this.refused = (full ? LIVE_SESSION_FULL : LIVE_SESSION_CLOSED).PtBr;
    }
    await this.reread();
  }

  async cancelChosen(): Promise<void> {
    await new CancelRegistrationUseCase(this.api, () => LIVE_NOW).execute(this.chosen!);
    await this.reread();
  }

  async reopenLiveSessions(): Promise<void> {
    await this.reread();
  }

  async chosenSession(): Promise<ChosenSession> {
    const session = this.chosen!;
    return { registered: session.registered, seatsLeft: seatsLeft(session) };
  }

  async fillChosen(): Promise<void> {
    await this.chooseNextOpenSession();
    const held = this.api.liveSessions.find((session) => session.id === this.chosen!.id)!;
    held.seatsTaken = held.seats;
  }

  async refusal(): Promise<string | null> {
    return this.refused;
  }

  async pastSessions(): Promise<{ recording: boolean; registrable: boolean }[]> {
    return pastSessions(this.live, LIVE_NOW).map((session) => ({
      recording: session.recording !== null,
      registrable: ['open', 'registered'].includes(registrationState(session, LIVE_NOW)),
    }));
  }

  private async reread(): Promise<void> {
    this.live = (await this.api.liveSchedule({ service: 'open-line' })).sessions;
    this.chosen = this.live.find((session) => session.id === this.chosen?.id) ?? this.chosen;
  }
}
