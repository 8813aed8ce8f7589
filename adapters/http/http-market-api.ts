import {
  ACCEPTOR_TOKEN_HEADER,
  ApiError,
  decodeErrorBody,
  type Market,
  type MarketApiPort,
  type MarketSeries,
  type MarketTable,
  type QuoteStream,
  type QuoteStreamListener,
  type QuotesMenu,
  type SeriesRange,
} from '../../core';
import { ConsoleLogger } from '../browser/console-logger';
import { type ApiClient } from './api-client';
import { AlertFiredDto } from './market/alerts.dto';
import { MarketSeriesDto, MarketTableDto, QuotesMenuDto } from './market/market.dto';
import { type StreamOpener } from './market/event-stream';
import { inThreadTickParser, type TickParser } from './market/tick-parser';
import { keepConstraintLookups } from './constraint-lookups';
import { parseResponse } from './parse-response';

keepConstraintLookups();

/** How long a dropped stream waits before it opens again, and how many times in a row it tries. */
const RECONNECT_MS = 3_000;
const MAX_RETRIES = 5;

/**
 * MarketApiPort over the HTTP API (SPEC §7: list-menu/content/quotes; market/table, market/series, market/stream).
 * The live stream is read with fetch, so the bearer goes in the Authorization header (an EventSource could only put
 * it in the address): its Server-Sent Events are parsed here, each `tick` checked against the contract.
 */
export class HttpMarketApi implements MarketApiPort {
  constructor(
    private readonly api: ApiClient,
    private readonly openStream: StreamOpener,
    private readonly logger = new ConsoleLogger(),
    private readonly parseTicks: TickParser = inThreadTickParser(logger),
  ) {}

  quotesMenu(): Promise<QuotesMenu> {
    // With a parameter, so the client adds the interface's language.
    return this.api.get('list-menu/content/quotes', { params: { menu: 'quotes' }, response: QuotesMenuDto });
  }

  table(market: Market): Promise<MarketTable> {
    return this.api.get('market/table', { params: { market }, response: MarketTableDto });
  }

  series(instrument: string, range: SeriesRange): Promise<MarketSeries> {
    return this.api.get('market/series', { params: { instrument, range }, response: MarketSeriesDto });
  }

  stream(listener: QuoteStreamListener, acceptorToken: string): QuoteStream {
    const controller = new AbortController();
    const headers = { [ACCEPTOR_TOKEN_HEADER]: acceptorToken };
    let failures = 0;
    const run = async (): Promise<void> => {
      while (!controller.signal.aborted) {
        try {
          const response = await this.openStream('market/stream', controller.signal, headers);
          failures = 0;
          // Ended by the server with its reason: not opened again.
          if (await this.read(response, listener, controller.signal)) return;
        } catch (error) {
          if (controller.signal.aborted) return;
          // A refusal (no rights, a session ended) is final; a dropped connection is tried again.
          if (error instanceof ApiError && error.status !== undefined && error.status < 500) {
            listener.onError?.(error);
            return;
          }
          if (++failures > MAX_RETRIES) {
            listener.onError?.(error);
            return;
          }
        }
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    };
    void run();
    return { close: () => controller.abort() };
  }

  /** Reads the events of an open stream until it ends; true when the server ended it with an `ended` event. */
  private async read(response: Response, listener: QuoteStreamListener, signal: AbortSignal): Promise<boolean> {
    if (!response.body) return false;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return false;
      buffer += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        if (this.dispatch(buffer.slice(0, end), listener, signal)) {
          void reader.cancel().catch(() => undefined);
          return true;
        }
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  }

  /**
   * One event: a `tick` goes to the listener once it matches the contract, an `alert` too, and `ended` tells why the
   * server ends the stream (true then); others (status, comments) are skipped.
   */
  private dispatch(block: string, listener: QuoteStreamListener, signal: AbortSignal): boolean {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (event === 'ended') {
      listener.onEnded?.(new ApiError(401, decodeErrorBody(data.join('\n'))));
      return true;
    }
    if (event === 'alert' && data.length > 0) this.dispatchAlert(data.join('\n'), listener);
    if (event !== 'tick' || data.length === 0) return false;
    // Read apart (in a worker in the browser); what arrives after the stream was closed is dropped. A broken event is
    // logged by the check and dropped; the stream goes on.
    this.parseTicks(data.join('\n')).then(
      (ticks) => signal.aborted || listener.onTicks(ticks),
      () => undefined,
    );
    return false;
  }

  /** An `alert` event: one of the user's alerts fired. */
  private dispatchAlert(data: string, listener: QuoteStreamListener): void {
    try {
      const alert = parseResponse(AlertFiredDto, JSON.parse(data), { call: 'GET market/stream', logger: this.logger });
      listener.onAlert?.(alert);
    } catch {
      // A broken event is logged by the check and dropped; the stream goes on.
    }
  }
}
