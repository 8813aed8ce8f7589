// The quotes module's live prices over its acceptor session: the stream follows the module's token (a refreshed token
// gets a stream of its own), and the module is told its state: opening, open, or lost with the AcceptorError's
// message (the module opened in another tab or station, the session expired) or none (the token could not be had).
import { type ApiError } from '../kernel/errors/api-error';
import { type ClockPort } from '../kernel/clock.port';
import { type AcceptorApiPort } from '../session/acceptor-api.port';
import { type SessionRepository } from '../session/session-repository';
import { type MarketApiPort, type QuoteStream, type QuoteStreamListener } from './market-api.port';
import { QuotesStation } from './quotes-station';
import { isAcceptorError } from '../kernel/errors/transport';

/** The module's session as its page shows it. */
export type StationState = { kind: 'opening' } | { kind: 'open' } | { kind: 'lost'; message: string | undefined };

/** What the module hears: the prices and alerts of its stream, and each change of its session's state. */
export interface QuotesLiveListener extends Pick<QuoteStreamListener, 'onTicks' | 'onAlert'> {
  onState(state: StationState): void;
}

/** The message of a failure to show: an AcceptorError's own (passed on unchanged), or none. */
function lostMessage(error: unknown): string | undefined {
  const message = isAcceptorError(error) ? error.body?.message : undefined;
  return Array.isArray(message) ? message.join(' ') : message;
}

/** The live prices of the quotes module, held by its acceptor session. */
export class QuotesLive {
  private readonly station: QuotesStation;
  private stream: QuoteStream | undefined;
  /** Bumped by each open and leave, so that an open answered after a leave starts nothing. */
  private generation = 0;

  constructor(
    acceptor: AcceptorApiPort,
    session: SessionRepository,
    clock: ClockPort,
    private readonly market: MarketApiPort,
    private readonly listener: QuotesLiveListener,
  ) {
    this.station = new QuotesStation(acceptor, session, clock, {
      lost: (error) => this.lose(error),
      renewed: (token) => this.follow(token),
    });
  }

  /** Opens the module's session for a user agent, then its stream; opened again, it takes the prices back. */
  async open(userAgent: string): Promise<void> {
    const generation = ++this.generation;
    this.closeStream();
    this.listener.onState({ kind: 'opening' });
    try {
      const token = await this.station.open(userAgent);
      if (generation !== this.generation) return;
      this.listener.onState({ kind: 'open' });
      this.follow(token);
    } catch (error) {
      if (generation === this.generation) this.lose(error);
    }
  }

  /** Checks the session again (the page seen again); a lost one is told through onState. */
  check(): Promise<boolean> {
    return this.station.check();
  }

  /** Leaves the module: the stream closes, the token is retired (keep-alive logout); the sign-in goes on. */
  leave(): void {
    this.generation++;
    this.closeStream();
    this.station.leave();
  }

  private follow(token: string): void {
    this.closeStream();
    const ended = (error: ApiError) => {
      // The server ends the stream of a token a refresh replaced: that one is followed already.
      if (this.station.renewing || this.station.token !== token) return;
      this.station.drop();
      this.lose(error);
    };
    this.stream = this.market.stream(
      {
        onTicks: (ticks) => this.listener.onTicks(ticks),
        onAlert: (alert) => this.listener.onAlert?.(alert),
        onEnded: ended,
        onError: (error) => isAcceptorError(error) && ended(error),
      },
      token,
    );
  }

  private lose(error: unknown): void {
    this.closeStream();
    this.listener.onState({ kind: 'lost', message: lostMessage(error) });
  }

  private closeStream(): void {
    this.stream?.close();
    this.stream = undefined;
  }
}

/** Makes the quotes module's live prices for a listener (bound by the composition root). */
export type QuotesLiveFactory = (listener: QuotesLiveListener) => QuotesLive;
/** Injection token of the QuotesLiveFactory. */
export const QuotesLiveFactory = Symbol('QuotesLiveFactory');
