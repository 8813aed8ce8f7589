import {
  type AlertCreate,
  alertState,
  type AlertState,
  ApiError,
  FormIssuesError,
  crossesAlert,
  type DeviceApiPort,
  type DeviceRegistration,
  epochDay,
  ErrorCode,
  includesInstrument,
  INSTRUMENT_BY_ID,
  type MarketAlertsApiPort,
  marketDay,
  marketIsoDay,
  type PriceAlert,
  type PriceAlerts,
  Profile,
  quoteAt,
  type QuoteTick,
  quotesAccess,
  type QuotesAccess,
  RegisterDeviceUseCase,
  seededSeries,
  SetAlertUseCase,
  ToggleWatchUseCase,
  validateAlert,
  validateWatchlist,
  type Watchlist,
} from '../../../core';
import { activeUser } from '../../../tests/fakes/builders';
import { createCoreKit } from '../../../tests/fakes/core-kit';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { type AlertSetOutcome, type MarketAlertsTasks } from '../market-alerts.tasks';

/** The seeded subscriber's plan: the commodities of its rights. */
const PLANS: Record<string, { profile: Profile; commodities: number[] }> = {
  'assinante@example.com': { profile: Profile.SUBSCRIBER, commodities: [1, 7, 13, 16, 17, 23] },
};

/** An instrument's price at an instant, from the seeded series (the figures the reference server stores). */
function priceAt(id: string, at: number, delayed: boolean): QuoteTick {
  const instrument = INSTRUMENT_BY_ID.get(id)!;
  const today = marketDay(at);
  return quoteAt(
    instrument,
    seededSeries(instrument, marketIsoDay(epochDay(today) - 10), today).reverse(),
    at,
    delayed,
  )!;
}

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

/**
 * The account's side, as the reference server keeps it: one watch list and the alerts per user, refused outside the
 * plan by the core's rules, the user's push devices, and the alerts fired by the core's crossing rule as the clock
 * moves (a notice, a mail, a push to each device registered with a push token).
 */
class AccountStore implements MarketAlertsApiPort, DeviceApiPort {
  instruments: string[] = [];
  alertRows: (PriceAlert & { stored: 'active' | 'fired' })[] = [];
  notices: string[] = [];
  mails = 0;
  /** The user's devices and their push tokens. */
  devices = new Map<string, string | null>();
  /** The device id of every push sent. */
  pushes: string[] = [];

  constructor(private readonly access: () => QuotesAccess) {}

  watchlist(): Promise<Watchlist> {
    return Promise.resolve({ instruments: [...this.instruments] });
  }

  saveWatchlist(instruments: readonly string[]): Promise<Watchlist> {
    const issues = validateWatchlist(instruments, this.access());
    if (issues.length > 0) return Promise.reject(this.refusal(issues.some((i) => 'code' in i)));
    this.instruments = [...instruments];
    return this.watchlist();
  }

  alerts(): Promise<PriceAlerts> {
    return Promise.resolve({
      alerts: this.alertRows.map(({ stored, ...alert }) => ({
        ...alert,
        state: alertState(stored, includesInstrument(this.access(), INSTRUMENT_BY_ID.get(alert.instrument)!)),
      })),
    });
  }

  createAlert(alert: AlertCreate): Promise<PriceAlert> {
    const issues = validateAlert(alert, this.access());
    if (issues.length > 0) return Promise.reject(this.refusal(issues.some((i) => 'code' in i)));
    const row = {
      ...alert,
      id: this.alertRows.length + 1,
      name: alert.instrument,
      unit: INSTRUMENT_BY_ID.get(alert.instrument)!.unit,
      state: 'active' as const,
      stored: 'active' as const,
      createdAt: '',
      firedAt: null,
      firedValue: null,
    };
    this.alertRows.push(row);
    return Promise.resolve(row);
  }

  registerClientDevice(registration: DeviceRegistration): Promise<void> {
    this.devices.set(registration.deviceId, registration.pushToken ?? null);
    return Promise.resolve();
  }

  registerPublicDevice(): Promise<void> {
    return Promise.resolve();
  }

  removeClientDevice(deviceId: string): Promise<void> {
    this.devices.delete(deviceId);
    return Promise.resolve();
  }

  deleteAlert(id: number): Promise<void> {
    this.alertRows = this.alertRows.filter((alert) => alert.id !== id);
    return Promise.resolve();
  }

  /** Evaluates the active alerts of instruments the plan covers between two instants. */
  evaluate(from: number, to: number, delayed: boolean): void {
    for (const alert of this.alertRows) {
      if (alert.stored !== 'active') continue;
      if (!includesInstrument(this.access(), INSTRUMENT_BY_ID.get(alert.instrument)!)) continue;
      const now = priceAt(alert.instrument, to, delayed);
      if (!crossesAlert(alert, priceAt(alert.instrument, from, delayed), now)) continue;
      alert.stored = 'fired';
      this.notices.push(alert.instrument);
      this.mails += 1;
      for (const [deviceId, pushToken] of this.devices) if (pushToken) this.pushes.push(deviceId);
    }
  }

  private refusal(rights: boolean): ApiError {
    return rights
      ? new ApiError(403, { errorType: 'AuthError', code: ErrorCode.INSUFFICIENT_RIGHTS, message: '', erros: [] })
      : new ApiError(400, { errorType: 'ValidationError', code: 400, message: '', erros: [] });
  }
}

/** The watch list and alerts on the core: the use cases over the account's side, a fake clock moving the feed. */
export class CoreMarketAlerts implements MarketAlertsTasks {
  private clock = new FakeClock();
  private commodities = new Set<number>();
  private profile: Profile = Profile.SUBSCRIBER;
  private email = '';
  private readonly store = new AccountStore(() => this.access());
  private phone: string | undefined;

  private access(): QuotesAccess {
    return quotesAccess({
      profile: this.profile,
      hasQuotesRights: true,
      rights: [...this.commodities].map((id) => ({ id, nome: String(id), habilitado: true })),
      trialActive: true,
    });
  }

  private get delayed(): boolean {
    const access = this.access();
    return access.kind === 'granted' && access.delayed;
  }

  open(email: string, at: string): Promise<void> {
    const plan = PLANS[email];
    if (!plan) throw new Error(`no seeded account ${email}`);
    this.email = email;
    this.profile = plan.profile;
    this.commodities = new Set(plan.commodities);
    this.clock = new FakeClock(at);
    return Promise.resolve();
  }

  async watch(id: string): Promise<void> {
    await new ToggleWatchUseCase(this.store).execute((await this.store.watchlist()).instruments, id);
  }

  async watchlist(): Promise<string[]> {
    // Another device reads the same account.
    return (await this.store.watchlist()).instruments;
  }

  priceIn(id: string, ms: number): Promise<number> {
    return Promise.resolve(priceAt(id, this.clock.now() + ms, this.delayed).last);
  }

  async setAlert(id: string, kind: 'above' | 'below' | 'move', level: number): Promise<AlertSetOutcome> {
    try {
      await new SetAlertUseCase(this.store).execute({ instrument: id, kind, level: String(level) });
      return 'set';
    } catch (error) {
      if (error instanceof FormIssuesError && error.issues.some((issue) => issue.field === 'instrument'))
        return 'outside-plan';
      return 'invalid';
    }
  }

  wait(ms: number): Promise<void> {
    const from = this.clock.now();
    this.clock.advance(ms);
    this.store.evaluate(from, this.clock.now(), this.delayed);
    return Promise.resolve();
  }

  notices(): Promise<string[]> {
    return Promise.resolve([...this.store.notices]);
  }

  alertMails(): Promise<number> {
    return Promise.resolve(this.store.mails);
  }

  async registerPhone(): Promise<void> {
    // The phone's app, signed in to the account: the native shell hands it the platform's push token.
    const phone = createCoreKit();
    phone.session.save(activeUser({ email: this.email }), false);
    const registered = await new RegisterDeviceUseCase(
      this.store,
      phone.device,
      phone.session,
      () => ANDROID_UA,
      phone.config,
    ).execute('push-token-of-the-phone');
    this.phone = registered.deviceId;
  }

  phonePushes(): Promise<number> {
    return Promise.resolve(this.store.pushes.filter((deviceId) => deviceId === this.phone).length);
  }

  async alertState(id: string): Promise<AlertState | undefined> {
    return (await this.store.alerts()).alerts.find((alert) => alert.instrument === id)?.state;
  }

  withdraw(id: string): Promise<void> {
    this.commodities.delete(INSTRUMENT_BY_ID.get(id)!.commodity);
    return Promise.resolve();
  }
}
