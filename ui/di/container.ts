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
  DocumentApiPort,
  EventsApiPort,
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
import { type HttpClients } from './http-clients';
import { bindHttpPort } from './binding';
import { lazyPort, once } from './lazy-port';
import { HttpClientsToken, RequestContextToken } from './tokens';

/**
 * The HTTP ports and how each one's adapter is built from the clients: each adapter module is a chunk of its own,
 * loaded with its port's first call.
 */
const HTTP_PORTS: readonly [symbol, (clients: HttpClients) => Promise<object>][] = [
  [AuthApiPort, async ({ api }) => new (await import('../../adapters/http/http-auth-api')).HttpAuthApi(api)],
  [ContentApiPort, async ({ api }) => new (await import('../../adapters/http/http-content-api')).HttpContentApi(api)],
  [
    ContentCachePort,
    async ({ cache }) => new (await import('../../adapters/http/http-content-cache')).HttpContentCache(cache),
  ],
  [AccountApiPort, async ({ api }) => new (await import('../../adapters/http/http-account-api')).HttpAccountApi(api)],
  [SessionApiPort, async ({ api }) => new (await import('../../adapters/http/http-session-api')).HttpSessionApi(api)],
  [
    AcceptorApiPort,
    async ({ api }) => new (await import('../../adapters/http/http-acceptor-api')).HttpAcceptorApi(api),
  ],
  [DeviceApiPort, async ({ api }) => new (await import('../../adapters/http/http-device-api')).HttpDeviceApi(api)],
  [SupportApiPort, async ({ api }) => new (await import('../../adapters/http/http-support-api')).HttpSupportApi(api)],
  [AppVersionPort, async () => new (await import('../../adapters/http/http-app-version')).HttpAppVersion()],
  [LayoutApiPort, async ({ api }) => new (await import('../../adapters/http/http-layout-api')).HttpLayoutApi(api)],
  [
    DocumentApiPort,
    async ({ api }) => new (await import('../../adapters/http/http-document-api')).HttpDocumentApi(api),
  ],
  [EventsApiPort, async ({ api }) => new (await import('../../adapters/http/http-events-api')).HttpEventsApi(api)],
];

/**
 * The composition root: binds every port to its adapter and builds the core's services and use cases.
 *
 * What the first paint needs is bound here directly. The HTTP clients (axios and the response checks), each HTTP
 * adapter (with its response DTOs) and the configuration's adapter are chunks of their own, loaded by their first
 * call: their ports are bound to stand-ins that load them (lazyPort). View-models are not bound: each page imports its view-model's class and the
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

  // HTTP: the clients in one chunk, loaded by the first call of any port, and each port's adapter on its first call.
  // An adapter that cannot load (the network went away after the first paint) fails like a request without a
  // response: the transport failure is reported, so the user is told.
  container
    .bind(RequestContextToken)
    .toResolvedValue(
      (session: SessionRepository, cookies: Cookies, sessionStorage: StoragePort, locale: LocaleSource) =>
        new SessionRequestContext(session, cookies, sessionStorage, locale),
      [SessionRepository, CookiePort, SessionStoragePort, CurrentLocale],
    );
  container
    .bind(HttpClientsToken)
    .toResolvedValue(
      (config: Config, context: RequestContext, failures: TransportFailures) =>
        once(async () => (await import('./http-clients')).httpClients({ config, context, failures })),
      [ConfigPort, RequestContextToken, TransportFailurePort],
    );
  for (const [port, build] of HTTP_PORTS) bindHttpPort(container, port, build);

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
 * Loads the code that the first call and its failure need (the HTTP clients, sonner) without using it: called once
 * the page is idle, so that a call on a network that went away after the first paint still fails as a request without
 * a response, and says so in a toast.
 */
export function warmUp(): Promise<unknown> {
  return Promise.all([import('./http-clients'), loadSonner()]);
}
