// The quotes module's session with the acceptor (SPEC §7, acceptor): a new acceptor token when the module opens,
// checked at once to learn its end and refreshed before it, checked again when asked (the page seen again), and
// retired by a keep-alive logout when the module is left. The live prices go only to the module's current token, so
// a second tab or station that opens the module takes them over; an AcceptorError is passed on unchanged (SPEC §8).
import { type ApiError } from '../kernel/errors/api-error';
import { isAcceptorError } from '../kernel/errors/transport';
import { type ClockPort, type TimerHandle } from '../kernel/clock.port';
import { type AcceptorApiPort } from '../session/acceptor-api.port';
import { type SessionRepository } from '../session/session-repository';

/** How long before its end the acceptor token is refreshed. */
export const ACCEPTOR_REFRESH_MARGIN_MS = 60_000;
/** The longest wait before a refresh (a token that lives for days is still refreshed twice a day). */
export const ACCEPTOR_REFRESH_MAX_MS = 12 * 60 * 60_000;
/** A refresh that failed without an answer (no network) is tried again after this long. */
export const ACCEPTOR_RETRY_MS = 30_000;

/** How long to wait before refreshing a token that ends at `expiresAt` (ISO instant), from `now` (epoch ms). */
export function acceptorRefreshDelay(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return ACCEPTOR_RETRY_MS;
  return Math.min(Math.max(end - now - ACCEPTOR_REFRESH_MARGIN_MS, 0), ACCEPTOR_REFRESH_MAX_MS);
}

/** What the module hears from its station. */
export interface QuotesStationListener {
  /** An AcceptorError met while open (another station connected, session expired): the module lost its session. */
  lost(error: ApiError): void;
  /** The token was refreshed: the live prices go to the new one (the old one's stream is ended by the server). */
  renewed(token: string): void;
}

/** The quotes module's acceptor session. */
export class QuotesStation {
  private current: string | undefined;
  private refreshing = false;
  private timer: TimerHandle | undefined;
  /** Bumped by each open and leave, so that an answer of an older one changes nothing. */
  private generation = 0;

  constructor(
    private readonly acceptor: AcceptorApiPort,
    private readonly session: SessionRepository,
    private readonly clock: ClockPort,
    private readonly listener: QuotesStationListener,
  ) {}

  /** The module's acceptor token while open. */
  get token(): string | undefined {
    return this.current;
  }

  /** Whether a refresh is under way (the server ends the stream of the token it replaces meanwhile). */
  get renewing(): boolean {
    return this.refreshing;
  }

  /**
   * Opens the module for this user agent: a new acceptor token (acceptor/newtoken), checked at once to learn its end
   * (acceptor/check-token), its refresh planned before it. Rejects with the call's error (an AcceptorError unchanged).
   */
  async open(userAgent: string): Promise<string> {
    this.stopTimer();
    const generation = ++this.generation;
    const token = await this.acceptor.newToken(userAgent);
    const check = await this.acceptor.checkToken(token);
    if (generation !== this.generation) {
      // Left (or opened again) while this one was on its way: the token is retired at once.
      this.logout(token);
      return token;
    }
    this.current = token;
    this.plan(acceptorRefreshDelay(check.expiresAt, this.clock.now()), generation);
    return token;
  }

  /** Checks the token again (e.g. when the page is seen again); an AcceptorError goes to `lost`. */
  async check(): Promise<boolean> {
    const token = this.current;
    if (!token) return false;
    const generation = this.generation;
    try {
      await this.acceptor.checkToken(token);
      return true;
    } catch (error) {
      if (generation === this.generation && isAcceptorError(error)) this.fail(error);
      return false;
    }
  }

  /**
   * Lets the token go without a call: the server already retired it (its stream ended: the module opened in another
   * tab or station). Nothing more is refreshed until the module is opened again.
   */
  drop(): void {
    this.stopTimer();
    this.generation++;
    this.refreshing = false;
    this.current = undefined;
  }

  /** Leaves the module: the keep-alive logout retires the token (token, refresh_token, email); the session goes on. */
  leave(): void {
    this.stopTimer();
    this.generation++;
    this.refreshing = false;
    const token = this.current;
    this.current = undefined;
    if (token) this.logout(token);
  }

  /** The keep-alive logout of a token; its failure changes nothing (the token ends with the session anyway). */
  private logout(token: string): void {
    const user = this.session.current();
    this.acceptor
      .logout({ token, refresh_token: user?.refresh_token ?? null, email: user?.email ?? null })
      .catch(() => undefined);
  }

  private plan(delay: number, generation: number): void {
    this.timer = this.clock.setTimeout(() => void this.refresh(generation), delay);
  }

  /** Refreshes the token (acceptor/refresh-token with the session's refresh token) and plans the next refresh. */
  private async refresh(generation: number): Promise<void> {
    this.timer = undefined;
    const refreshToken = this.session.current()?.refresh_token;
    if (!refreshToken || generation !== this.generation) return;
    this.refreshing = true;
    try {
      const token = await this.acceptor.refreshToken(refreshToken);
      const check = await this.acceptor.checkToken(token);
      if (generation !== this.generation) return;
      this.current = token;
      this.refreshing = false;
      this.plan(acceptorRefreshDelay(check.expiresAt, this.clock.now()), generation);
      this.listener.renewed(token);
    } catch (error) {
      if (generation !== this.generation) return;
      if (isAcceptorError(error)) this.fail(error);
      else this.plan(ACCEPTOR_RETRY_MS, generation);
    } finally {
      if (generation === this.generation) this.refreshing = false;
    }
  }

  private fail(error: ApiError): void {
    this.stopTimer();
    this.current = undefined;
    this.listener.lost(error);
  }

  private stopTimer(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
