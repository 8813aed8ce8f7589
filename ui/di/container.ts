import 'reflect-metadata';
import { Container } from 'inversify';
import {
  AppEvents, AuthApiPort, DeviceType, detectDeviceType, ClockPort, ConfigPort, ContentApiPort, CookiePort, DeviceIdentity, IdPort, LocalStoragePort, LoggerPort,
  LogoutUseCase, NavigationPort, PreferencesPort, SessionRepository, SessionStarter, SessionStoragePort, SignInUseCase,
  SessionApiPort, TimeSpentTracker, TransportFailurePort, ValidateTwoFactorUseCase,
  type SessionApiPort as SessionApi,
  type AuthApiPort as AuthApi, type ClockPort as Clock, type ConfigPort as Config, type CookiePort as Cookies, type IdPort as Ids,
  type LoggerPort as Logger, type NavigationPort as Navigation, type PreferencesPort as Preferences, type StoragePort,
  type TimeCounter, type TransportFailurePort as TransportFailures,
} from '../../core';
import { CryptoIds } from '../../adapters/browser/crypto-ids';
import { ConsoleLogger } from '../../adapters/browser/console-logger';
import { DocumentCookies } from '../../adapters/browser/document-cookies';
import { SystemClock } from '../../adapters/browser/system-clock';
import { WebStorage } from '../../adapters/browser/web-storage';
import { ApiClient } from '../../adapters/http/api-client';
import { HttpAuthApi } from '../../adapters/http/http-auth-api';
import { HttpConfig } from '../../adapters/http/http-config';
import { HttpContentApi } from '../../adapters/http/http-content-api';
import { HttpSessionApi } from '../../adapters/http/http-session-api';
import { type RequestContext } from '../../adapters/http/request-context';
import { bindUi, CurrentLocale, type LocaleSource } from './ui-bindings';
import { bindAccount } from './account-bindings';
import { bindContent } from './content-bindings';
import { bindSessions } from './session-bindings';

/** Token of the time count that logout stops (the TimeSpentTracker). */
export const TimeCounterToken = Symbol('TimeCounter');
/** Token of the API client (the main API). */
export const ApiClientToken = Symbol('ApiClient');
/** Token of the cache-service client (bearer key from config). */
export const CacheClientToken = Symbol('CacheClient');
/** Token of the request context the HTTP clients read. */
export const RequestContextToken = Symbol('RequestContext');

/** Storage key of the correlation id. */
export const CORRELATION_ID_KEY = 'correlationId';
/** Cookie holding the cookie-consent choice ('true' accepted, 'false' rejected). */
export const COOKIE_CONSENT = 'cookiesAccepted';

/** Basic-auth credentials of /config.json, from the build environment. */
const configCredentials = {
  username: import.meta.env?.VITE_CONFIG_USER ?? 'celeiro',
  password: import.meta.env?.VITE_CONFIG_PASSWORD ?? 'celeiro',
};

/** The composition root: binds every port to its adapter and builds the core's services and use cases. */
export function createContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  // Driven adapters of the browser.
  container.bind<Clock>(ClockPort).toResolvedValue(() => new SystemClock());
  container.bind<StoragePort>(LocalStoragePort).toConstantValue(new WebStorage(() => globalThis.localStorage));
  container.bind<StoragePort>(SessionStoragePort).toConstantValue(new WebStorage(() => globalThis.sessionStorage));
  container.bind<Cookies>(CookiePort).toResolvedValue(() => new DocumentCookies());
  container.bind<Logger>(LoggerPort).toResolvedValue(() => new ConsoleLogger());
  container.bind<Ids>(IdPort).toResolvedValue(() => new CryptoIds());
  container.bind<Config>(ConfigPort).toResolvedValue(() => new HttpConfig(configCredentials));

  // HTTP.
  container.bind<RequestContext>(RequestContextToken).toResolvedValue(
    (session: SessionRepository, cookies: Cookies, sessionStorage: StoragePort, locale: LocaleSource) => ({
      token: () => session.current()?.token,
      locale: () => locale.current(),
      isDesktop: () => detectDeviceType(globalThis.navigator?.userAgent) === DeviceType.DESKTOP,
      cookiesAccepted: () => {
        const consent = cookies.get(COOKIE_CONSENT);
        return consent === null ? undefined : consent === 'true';
      },
      correlationId: () => sessionStorage.getItem(CORRELATION_ID_KEY) ?? undefined,
      refreshToken: () => session.current()?.refresh_token || undefined,
      storeTokens: (tokens) => {
        const user = session.current();
        if (user) session.update({ ...user, token: tokens.token, refresh_token: tokens.refresh_token });
      },
    }),
    [SessionRepository, CookiePort, SessionStoragePort, CurrentLocale],
  );
  container.bind(ApiClientToken).toResolvedValue(
    (config: Config, context: RequestContext, failures: TransportFailures) => new ApiClient(config, context, failures),
    [ConfigPort, RequestContextToken, TransportFailurePort],
  );
  container.bind(CacheClientToken).toResolvedValue(
    (config: Config, context: RequestContext, failures: TransportFailures) =>
      new ApiClient(config, context, failures, (c) => c.api_cache, (c) => ({ Authorization: `Bearer ${c.api_cache_key}` })),
    [ConfigPort, RequestContextToken, TransportFailurePort],
  );
  container.bind<AuthApi>(AuthApiPort).toResolvedValue((api: ApiClient) => new HttpAuthApi(api), [ApiClientToken]);
  container.bind(ContentApiPort).toResolvedValue((api: ApiClient) => new HttpContentApi(api), [ApiClientToken]);
  container.bind(SessionApiPort).toResolvedValue((api: ApiClient) => new HttpSessionApi(api), [ApiClientToken]);

  // Core services and use cases.
  container.bind(AppEvents).toResolvedValue(() => new AppEvents());
  container.bind(SessionRepository).toResolvedValue(
    (local: StoragePort, session: StoragePort) => new SessionRepository(local, session),
    [LocalStoragePort, SessionStoragePort],
  );
  container.bind(DeviceIdentity).toResolvedValue((local: StoragePort, ids: Ids) => new DeviceIdentity(local, ids), [LocalStoragePort, IdPort]);
  container.bind(SessionStarter).toResolvedValue(
    (session: SessionRepository, preferences: Preferences, events: AppEvents) => new SessionStarter(session, preferences, events),
    [SessionRepository, PreferencesPort, AppEvents],
  );
  container.bind(SignInUseCase).toResolvedValue(
    (api: AuthApi, device: DeviceIdentity, starter: SessionStarter) => new SignInUseCase(api, device, starter),
    [AuthApiPort, DeviceIdentity, SessionStarter],
  );
  container.bind(ValidateTwoFactorUseCase).toResolvedValue(
    (api: AuthApi, device: DeviceIdentity, starter: SessionStarter) => new ValidateTwoFactorUseCase(api, device, starter),
    [AuthApiPort, DeviceIdentity, SessionStarter],
  );
  container.bind(TimeSpentTracker).toResolvedValue(
    (clock: Clock, sessionStorage: StoragePort, api: SessionApi) => new TimeSpentTracker(clock, sessionStorage, api),
    [ClockPort, SessionStoragePort, SessionApiPort],
  );
  container.bind<TimeCounter>(TimeCounterToken).toResolvedValue((tracker: TimeSpentTracker) => tracker, [TimeSpentTracker]);
  container.bind(LogoutUseCase).toResolvedValue(
    (api: AuthApi, session: SessionRepository, counter: TimeCounter, device: DeviceIdentity, nav: Navigation, clock: Clock, events: AppEvents, logger: Logger) =>
      new LogoutUseCase(api, session, counter, device, nav, clock, events, logger),
    [AuthApiPort, SessionRepository, TimeCounterToken, DeviceIdentity, NavigationPort, ClockPort, AppEvents, LoggerPort],
  );

  // Session machinery: acceptor and device calls, the version file, the periodic checks.
  bindSessions(container);

  // Content: the cache-service reads, the content use cases, stores and view-models.
  bindContent(container, CacheClientToken);

  // Accounts: registration, passwords and access, demo request, my account, data deletion.
  bindAccount(container, ApiClientToken);

  // Ports the UI implements (navigation, preferences, transport failures, locale) and the view-models.
  bindUi(container);
  return container;
}
