import { type Container } from 'inversify';
import {
  AcceptorApiPort,
  type AcceptorApiPort as AcceptorApi,
  ClockPort,
  type ClockPort as Clock,
  ConfigPort,
  QuotesLive,
  QuotesLiveFactory,
  type QuotesLiveFactory as LiveFactory,
  MarketAlertsApiPort,
  MarketApiPort,
  type ConfigPort as Config,
  SessionRepository,
  TransportFailurePort,
  type MarketAlertsApiPort as MarketAlertsApi,
  type MarketApiPort as MarketApi,
  type QuoteStream,
  type TransportFailurePort as TransportFailures,
} from '../../core';
import { type HttpClients } from './http-clients';
import { lazyPort, once } from './lazy-port';
import { HttpClientsToken, RequestContextToken } from './tokens';
import { type RequestContext } from '../../adapters/http/request-context';

/**
 * Binds the market area (its HTTP port). This module loads with the quotes route's code, so nothing of it weighs on
 * the other pages.
 */
export function bindMarket(container: Container): void {
  bindMarketApi(container);
  bindMarketAlerts(container);
  bindQuotesLive(container);
}

/** Binds the market's HTTP port and its live stream. */
function bindMarketApi(container: Container): void {
  container.bind(MarketApiPort).toResolvedValue(
    (
      clients: () => Promise<HttpClients>,
      failures: TransportFailures,
      session: SessionRepository,
      config: Config,
      context: RequestContext,
    ): MarketApi => {
      const adapter = once(async () => {
        try {
          const [{ HttpMarketApi }, { eventStreamOpener }, { workerTickParser }, { ConsoleLogger }, { api }] =
            await Promise.all([
              import('../../adapters/http/http-market-api'),
              import('../../adapters/http/market/event-stream'),
              import('../../adapters/http/market/tick-parser'),
              import('../../adapters/browser/console-logger'),
              clients(),
            ]);
          const logger = new ConsoleLogger();
          // The ticks of the live feed are read in a worker of their own, the page's thread left to the prices.
          const ticks = workerTickParser(
            () => new Worker(new URL('../../adapters/http/market/tick-worker.ts', import.meta.url), { type: 'module' }),
            logger,
          );
          return new HttpMarketApi(api, eventStreamOpener(config, context, failures, api), logger, ticks);
        } catch (error) {
          failures.report({ status: undefined, authenticated: session.isAuthenticated() });
          throw error;
        }
      });
      const calls = lazyPort<Omit<MarketApi, 'stream'>>(adapter);
      return {
        quotesMenu: () => calls.quotesMenu(),
        table: (market) => calls.table(market),
        series: (instrument, range) => calls.series(instrument, range),
        // The stream answers at once; it opens when the adapter has loaded (unless closed before).
        stream: (listener, acceptorToken) => {
          let closed = false;
          let open: QuoteStream | undefined;
          adapter().then(
            (api) => {
              if (!closed) open = api.stream(listener, acceptorToken);
            },
            (error: unknown) => listener.onError?.(error),
          );
          return {
            close: () => {
              closed = true;
              open?.close();
            },
          };
        },
      };
    },
    [HttpClientsToken, TransportFailurePort, SessionRepository, ConfigPort, RequestContextToken],
  );
}

/** Binds the quotes module's live prices and acceptor session (the acceptor and market ports, the session, the clock). */
function bindQuotesLive(container: Container): void {
  container.bind(QuotesLiveFactory).toResolvedValue(
    (acceptor: AcceptorApi, session: SessionRepository, clock: Clock, market: MarketApi): LiveFactory =>
      (listener) =>
        new QuotesLive(acceptor, session, clock, market, listener),
    [AcceptorApiPort, SessionRepository, ClockPort, MarketApiPort],
  );
}

/** Binds the watch list and price alerts' HTTP port (loaded with the quotes route, like the market's). */
function bindMarketAlerts(container: Container): void {
  container.bind(MarketAlertsApiPort).toResolvedValue(
    (
      clients: () => Promise<HttpClients>,
      failures: TransportFailures,
      session: SessionRepository,
      context: RequestContext,
    ): MarketAlertsApi =>
      lazyPort<MarketAlertsApi>(
        once(async () => {
          try {
            const [{ HttpMarketAlertsApi }, { api }] = await Promise.all([
              import('../../adapters/http/http-market-alerts-api'),
              clients(),
            ]);
            return new HttpMarketAlertsApi(api, () => context.locale());
          } catch (error) {
            failures.report({ status: undefined, authenticated: session.isAuthenticated() });
            throw error;
          }
        }),
      ),
    [HttpClientsToken, TransportFailurePort, SessionRepository, RequestContextToken],
  );
}
