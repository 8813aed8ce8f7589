import 'reflect-metadata';
import { Container } from 'inversify';
import {
  AppEvents,
  AuthApiPort,
  ClockPort,
  ConfigPort,
  ContentApiPort,
  CookiePort,
  DeviceIdentity,
  IdPort,
  LocalStoragePort,
  LoggerPort,
  PreferencesPort,
  ResendTwoFactorCodeUseCase,
  SessionRepository,
  SessionStarter,
  SessionStoragePort,
  SignInUseCase,
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
import { ApiClient } from '../../adapters/http/api-client';
import { HttpAuthApi } from '../../adapters/http/http-auth-api';
import { HttpConfig } from '../../adapters/http/http-config';
import { HttpContentApi } from '../../adapters/http/http-content-api';
import { SessionRequestContext, type RequestContext } from '../../adapters/http/request-context';
import { CurrentLocale, type LocaleSource } from '../kit/i18n/locale-source';
import { bindUi } from './ui-bindings';
import { bindAccount } from './account-bindings';
import { bindContent } from './content-bindings';
import { bindSessions } from './session-bindings';
import { ApiClientToken, CacheClientToken, RequestContextToken } from './tokens';

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
  container
    .bind<RequestContext>(RequestContextToken)
    .toResolvedValue(
      (session: SessionRepository, cookies: Cookies, sessionStorage: StoragePort, locale: LocaleSource) =>
        new SessionRequestContext(session, cookies, sessionStorage, locale),
      [SessionRepository, CookiePort, SessionStoragePort, CurrentLocale],
    );
  container
    .bind(ApiClientToken)
    .toResolvedValue(
      (config: Config, context: RequestContext, failures: TransportFailures) =>
        new ApiClient(config, context, failures),
      [ConfigPort, RequestContextToken, TransportFailurePort],
    );
  container.bind(CacheClientToken).toResolvedValue(
    (config: Config, context: RequestContext, failures: TransportFailures) =>
      new ApiClient(
        config,
        context,
        failures,
        (c) => c.api_cache,
        (c) => ({ Authorization: `Bearer ${c.api_cache_key}` }),
      ),
    [ConfigPort, RequestContextToken, TransportFailurePort],
  );
  container.bind<AuthApi>(AuthApiPort).toResolvedValue((api: ApiClient) => new HttpAuthApi(api), [ApiClientToken]);
  container.bind(ContentApiPort).toResolvedValue((api: ApiClient) => new HttpContentApi(api), [ApiClientToken]);

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

  // Sessions: the stored session, the time count, logout, acceptor and device calls, the periodic checks, the session watch.
  bindSessions(container);

  // Content: the cache-service reads, the content use cases, stores and view-models.
  bindContent(container, CacheClientToken);

  // Accounts: registration, passwords and access, demo request, my account, data deletion.
  bindAccount(container, ApiClientToken);

  // Ports the UI implements (navigation, preferences, transport failures, locale) and the view-models.
  bindUi(container);
  return container;
}
