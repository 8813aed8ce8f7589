import 'reflect-metadata/lite';
import { Container } from 'inversify';
import {
  AccountApiPort,
  LayoutApiPort,
  AcceptorApiPort,
  AppEvents,
  AppVersionPort,
  AuthApiPort,
  ClockPort,
  ConfigPort,
  ContentApiPort,
  ContentCachePort,
  CookiePort,
  DeviceApiPort,
  DeviceIdentity,
  IdPort,
  LocalStoragePort,
  LoggerPort,
  PreferencesPort,
  SessionApiPort,
  SessionRepository,
  SessionStarter,
  ResendTwoFactorCodeUseCase,
  SessionStoragePort,
  SignInUseCase,
  SupportApiPort,
  TransportFailurePort,
  ValidateTwoFactorUseCase,
  type AuthApiPort as AuthApi,
  type ClockPort as Clock,
  type ConfigPort as Config,
  type CookiePort as Cookies,
  type IdPort as Ids,
  type LoggerPort as Logger,
  type PreferencesPort as Preferences,
  type StoragePort,
  type TransportFailurePort as TransportFailures,
} from '../../core';
import { CryptoIds } from '../../adapters/browser/crypto-ids';
import { ConsoleLogger } from '../../adapters/browser/console-logger';
import { DocumentCookies } from '../../adapters/browser/document-cookies';
import { SystemClock } from '../../adapters/browser/system-clock';
import { WebStorage } from '../../adapters/browser/web-storage';
import { SessionRequestContext, type RequestContext } from '../../adapters/http/request-context';
import { CurrentLocale, type LocaleSource } from '../kit/i18n/locale-source';
import { loadSonner } from '../kit/toasts';
import { CONFIG_CREDENTIALS, CONFIG_URL, takeEarlyRequest } from '../kit/platform/early-requests';
import { bindUi } from './ui-bindings';
import { bindAccount } from './account-bindings';
import { bindContent } from './content-bindings';
import { bindSessions } from './session-bindings';
import { bindShell } from './shell-bindings';
import { type HttpAdapters } from './http-adapters';
import { lazyPort, once } from './lazy-port';
import { HttpAdaptersToken, RequestContextToken } from './tokens';

/** The HTTP ports and the adapter each one is, among the HTTP adapters. */
const HTTP_PORTS: readonly [symbol, keyof HttpAdapters][] = [
  [AuthApiPort, 'auth'],
  [ContentApiPort, 'content'],
  [ContentCachePort, 'contentCache'],
  [AccountApiPort, 'account'],
  [SessionApiPort, 'session'],
  [AcceptorApiPort, 'acceptor'],
  [DeviceApiPort, 'device'],
  [AppVersionPort, 'appVersion'],
  [LayoutApiPort, 'layout'],
  [SupportApiPort, 'support'],
];

/**
 * The composition root: binds every port to its adapter and builds the core's services and use cases.
 *
 * What the first paint needs is bound here directly. The HTTP adapters (axios, the response DTOs and their checks)
 * and the configuration's adapter are chunks of their own, loaded by their first call: their ports are bound to
 * stand-ins that load them (lazyPort). View-models are not bound: each page imports its view-model's class and the
 * container builds it on request (autobind), in the scope its class declares (`@injectable('Transient')`), so a
 * page's code and its view-model's dependencies load with that page.
 */
export function createContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton', autobind: true });

  // Driven adapters of the browser.
  container.bind<Clock>(ClockPort).toResolvedValue(() => new SystemClock());
  container.bind<StoragePort>(LocalStoragePort).toConstantValue(new WebStorage(() => globalThis.localStorage));
  container.bind<StoragePort>(SessionStoragePort).toConstantValue(new WebStorage(() => globalThis.sessionStorage));
  container.bind<Cookies>(CookiePort).toResolvedValue(() => new DocumentCookies());
  container.bind<Logger>(LoggerPort).toResolvedValue(() => new ConsoleLogger());
  container.bind<Ids>(IdPort).toResolvedValue(() => new CryptoIds());
  container.bind<Config>(ConfigPort).toResolvedValue(
    (logger: Logger) =>
      lazyPort(async () => {
        const { HttpConfig } = await import('../../adapters/http/http-config');
        return new HttpConfig(CONFIG_CREDENTIALS, CONFIG_URL, logger, () => takeEarlyRequest('config'));
      }),
    [LoggerPort],
  );

  // HTTP: one chunk with every adapter, loaded by the first call of any of them.
  container
    .bind(RequestContextToken)
    .toResolvedValue(
      (session: SessionRepository, cookies: Cookies, sessionStorage: StoragePort, locale: LocaleSource) =>
        new SessionRequestContext(session, cookies, sessionStorage, locale),
      [SessionRepository, CookiePort, SessionStoragePort, CurrentLocale],
    );
  container
    .bind(HttpAdaptersToken)
    .toResolvedValue(
      (config: Config, context: RequestContext, failures: TransportFailures) =>
        once(async () => (await import('./http-adapters')).httpAdapters({ config, context, failures })),
      [ConfigPort, RequestContextToken, TransportFailurePort],
    );
  for (const [port, name] of HTTP_PORTS) {
    container
      .bind(port)
      .toResolvedValue(
        (adapters: () => Promise<HttpAdapters>) => lazyPort(async () => (await adapters())[name]),
        [HttpAdaptersToken],
      );
  }

  // The application events, and signing in.
  container.bind(AppEvents).toResolvedValue(() => new AppEvents());
  container
    .bind(SessionStarter)
    .toResolvedValue(
      (session: SessionRepository, preferences: Preferences, events: AppEvents) =>
        new SessionStarter(session, preferences, events),
      [SessionRepository, PreferencesPort, AppEvents],
    );
  container
    .bind(SignInUseCase)
    .toResolvedValue(
      (api: AuthApi, device: DeviceIdentity, starter: SessionStarter) => new SignInUseCase(api, device, starter),
      [AuthApiPort, DeviceIdentity, SessionStarter],
    );
  container
    .bind(ValidateTwoFactorUseCase)
    .toResolvedValue(
      (api: AuthApi, device: DeviceIdentity, starter: SessionStarter) =>
        new ValidateTwoFactorUseCase(api, device, starter),
      [AuthApiPort, DeviceIdentity, SessionStarter],
    );
  container
    .bind(ResendTwoFactorCodeUseCase)
    .toResolvedValue((api: AuthApi) => new ResendTwoFactorCodeUseCase(api), [AuthApiPort]);

  // Sessions: the stored session, the time count, logout, the periodic checks, the session watch.
  bindSessions(container);

  // Content: the content use cases and repositories.
  bindContent(container);

  // Accounts: registration, passwords and access, demo request, my account, data deletion.
  bindAccount(container);

  // Ports the UI implements (navigation, preferences, transport failures, locale) and the UI's stores.
  bindUi(container);

  // The shell's help dialog: attendance, the support tools' diagnostic, the tour.
  bindShell(container);
  return container;
}

/**
 * Loads the code that the first call and its failure need (the HTTP adapters, sonner) without using it: called once
 * the page is idle, so that a call on a network that went away after the first paint still fails as a request without
 * a response, and says so in a toast.
 */
export function warmUp(): Promise<unknown> {
  return Promise.all([import('./http-adapters'), loadSonner()]);
}
