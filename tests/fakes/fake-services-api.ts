import {
  ApiError,
  ErrorCode,
  FREIGHT_MODES,
  FREIGHT_PRODUCTS,
  freightCost,
  mayUseService,
  type FreightOptions,
  type FreightPlace,
  type FreightProduct,
  type FreightQuote,
  type FreightQuoteQuery,
  type FreightRate,
  type LineUp,
  type LineUpVessel,
  type AskAnalystAnswer,
  type AskAnalystRequest,
  type QuestionsAvailable,
  type ServiceOption,
  type ServiceOptions,
  type ServicesApiPort,
  type RegionWeather,
  type WeatherQuery,
  type WeatherReport,
  LIVE_SESSION_CLOSED,
  LIVE_SESSION_CLOSED_ERROR,
  LIVE_SESSION_FULL,
  LIVE_SESSION_FULL_ERROR,
  sessionPhase,
  type LiveSchedule,
  type LiveScheduleQuery,
  type LiveSession,
  type LiveRecording,
  type RecordingPlayerPort,
} from '../../core';

/**
 * The services API as the server answers it: the user's options, a monthly limit of questions with the questions
 * asked, 403 (5006) without the ask-the-analyst option, 400 QuestionsExhausted beyond the limit; `sent` keeps the
 * questions that went to the analysts. `offline` makes every call fail without a response.
 */
export class FakeServicesApi implements ServicesApiPort {
  userOptions: ServiceOption[] = ['ask-analyst'];
  limit = 3;
  used = 0;
  offline = false;
  readonly sent: AskAnalystRequest[] = [];
  /** The freight calculator's places and its table, by `origin>destination>mode`. */
  places: FreightPlace[] = [
    { id: 'sorriso-mt', name: 'Sorriso', state: 'MT', kind: 'city' },
    { id: 'santos-sp', name: 'Porto de Santos', state: 'SP', kind: 'port' },
    { id: 'paranagua-pr', name: 'Porto de Paranaguá', state: 'PR', kind: 'port' },
  ];
  rates: Record<string, FreightRate> = {
    'sorriso-mt>santos-sp>road': { distanceKm: 1950, ratePerTonneKm: 0.105, terminalFeePerTonne: 12 },
    'sorriso-mt>santos-sp>rail': { distanceKm: 1900, ratePerTonneKm: 0.072, terminalFeePerTonne: 28 },
  };
  readonly quotes: FreightQuoteQuery[] = [];
  vessels: LineUpVessel[] = [];
  /** The weather of the regions, answered filtered by the commodity asked; the queries asked. */
  regions: RegionWeather[] = [];
  readonly weatherQueries: WeatherQuery[] = [];
  /** The open line's and the teleconference's sessions (both services), as this user sees them; the server's clock. */
  liveSessions: LiveSession[] = [];
  now = () => Date.parse('2026-11-23T15:00:00.000Z');
  /** The registration calls made (register and cancel), by session id. */
  readonly registrationCalls: { call: 'register' | 'cancel'; id: string }[] = [];

  async options(): Promise<ServiceOptions> {
    this.check();
    return { options: [...this.userOptions] };
  }

  async questionsAvailable(): Promise<QuestionsAvailable> {
    this.check('ask-analyst');
    return { available: Math.max(0, this.limit - this.used), limit: this.limit };
  }

  async askAnalyst(request: AskAnalystRequest): Promise<AskAnalystAnswer> {
    this.check('ask-analyst');
    if (this.used >= this.limit)
      throw new ApiError(400, {
        errorType: 'QuestionsExhausted',
        code: ErrorCode.INSUFFICIENT_RIGHTS,
        message: 'Você não tem mais perguntas ao analista disponíveis neste mês',
        erros: [],
      });
    this.used += 1;
    this.sent.push({ ...request });
    return { available: this.limit - this.used };
  }

  async freightOptions(): Promise<FreightOptions> {
    this.check('freight-calculator');
    return {
      places: this.places.map((place) => ({ ...place })),
      products: Object.keys(FREIGHT_PRODUCTS) as FreightProduct[],
      modes: [...FREIGHT_MODES],
    };
  }

  async freightQuote(query: FreightQuoteQuery): Promise<FreightQuote> {
    this.check('freight-calculator');
    this.quotes.push({ ...query });
    const rate = this.rates[`${query.origin}>${query.destination}>${query.mode}`];
    if (!rate)
      throw new ApiError(400, {
        errorType: 'ValidationError',
        code: 400,
        message: 'Requisição inválida.',
        erros: [{ field: 'mode', message: 'Não há tarifa de frete para esta rota neste modal' }],
      });
    return { ...query, ...rate, ...freightCost(rate, query.product, query.tonnage) };
  }

  async lineUp(): Promise<LineUp> {
    this.check('ship-line-up');
    return { vessels: this.vessels.map((vessel) => ({ ...vessel })) };
  }

  async weather(query: WeatherQuery): Promise<WeatherReport> {
    this.check('weather');
    this.weatherQueries.push({ ...query });
    return {
      issuedAt: '2026-11-23T00:00:00.000Z',
      source: 'GFS (NOAA) · INMET 1991–2020',
      regions: this.regions
        .filter((region) => query.commodity === undefined || region.commodities.includes(query.commodity))
        .map((region) => structuredClone(region)),
    };
  }

  async liveSchedule(query: LiveScheduleQuery): Promise<LiveSchedule> {
    this.check(query.service);
    return {
      service: query.service,
      sessions: this.liveSessions
        .filter((session) => session.service === query.service)
        .map((session) => structuredClone(session)),
    };
  }

  async register(sessionId: string): Promise<LiveSession> {
    const session = this.liveSession(sessionId);
    this.registrationCalls.push({ call: 'register', id: sessionId });
    if (sessionPhase(session, this.now()) !== 'upcoming') throw this.refusal('closed');
    if (!session.registered) {
      if (session.seatsTaken >= session.seats) throw this.refusal('full');
      session.registered = true;
      session.seatsTaken += 1;
    }
    return structuredClone(session);
  }

  async cancelRegistration(sessionId: string): Promise<void> {
    const session = this.liveSession(sessionId);
    this.registrationCalls.push({ call: 'cancel', id: sessionId });
    if (sessionPhase(session, this.now()) !== 'upcoming') throw this.refusal('closed');
    if (session.registered) {
      session.registered = false;
      session.seatsTaken -= 1;
    }
  }

  /** A session by id, with the option of its service checked (an unknown id: 400 with 5000). */
  private liveSession(id: string): LiveSession {
    this.check(id.startsWith('tc-') ? 'monthly-teleconference' : 'open-line');
    const session = this.liveSessions.find((candidate) => candidate.id === id);
    if (!session)
      throw new ApiError(400, {
        errorType: 'BusinessError',
        code: ErrorCode.DOCUMENT_NOT_FOUND,
        message: 'Documento não encontrado',
        erros: [],
      });
    return session;
  }

  private refusal(reason: 'full' | 'closed'): ApiError {
    return new ApiError(400, {
      errorType: reason === 'full' ? LIVE_SESSION_FULL_ERROR : LIVE_SESSION_CLOSED_ERROR,
      code: 400,
      message: (reason === 'full' ? LIVE_SESSION_FULL : LIVE_SESSION_CLOSED).PtBr,
      erros: [],
    });
  }

  private check(service?: ServiceOption): void {
    if (this.offline) throw new ApiError(undefined, undefined);
    if (service && !mayUseService(this.userOptions, service))
      throw new ApiError(403, {
        errorType: 'AuthError',
        code: ErrorCode.INSUFFICIENT_RIGHTS,
        message: 'Acesso negado',
        erros: [],
      });
  }
}

/** A session of the open line (upcoming on 2026-11-24 at 10:00 BRT, 45 minutes, 20 seats, 3 taken), changed by `over`. */
export function aLiveSession(over: Partial<LiveSession> = {}): LiveSession {
  return {
    id: 'ol-16-2026-11-24',
    service: 'open-line',
    title: 'Soja',
    commodity: 16,
    analysts: ['Clara Nunes'],
    start: '2026-11-24T13:00:00.000Z',
    durationMinutes: 45,
    seats: 20,
    seatsTaken: 3,
    registered: false,
    recording: null,
    ...over,
  };
}

/** The media player as a recording player: what it was given to play; `playable` false makes it fail (a locked item). */
export class FakeRecordingPlayer implements RecordingPlayerPort {
  readonly played: LiveRecording[] = [];
  playable = true;

  async play(recording: LiveRecording): Promise<void> {
    if (!this.playable) throw new Error(`the recording ${recording.mediaId} does not play here`);
    this.played.push({ ...recording });
  }
}
