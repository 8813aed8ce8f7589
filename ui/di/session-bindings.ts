import { type Container } from 'inversify';
import {
  AcceptorApiPort,
  AppEvents,
  AppVersionPort,
  AuthApiPort,
  CheckUserInfoUseCase,
  ClockPort,
  DeviceApiPort,
  DeviceIdentity,
  IdPort,
  LocalStoragePort,
  LoggerPort,
  LogoutUseCase,
  NavigationPort,
  NotifierPort,
  RegisterDeviceUseCase,
  RemoveDeviceUseCase,
  SessionApiPort,
  SessionRepository,
  SessionStoragePort,
  TimeSpentTracker,
  UserInfoPoller,
  VersionChecker,
  type AppVersionPort as AppVersion,
  type AuthApiPort as AuthApi,
  type ClockPort as Clock,
  type DeviceApiPort as DeviceApi,
  type IdPort as Ids,
  type LoggerPort as Logger,
  type NavigationPort as Navigation,
  type NotifierPort as Notifier,
  type SessionApiPort as SessionApi,
  type StoragePort,
  type TimeCounter,
} from '../../core';
import { type ApiClient } from '../../adapters/http/api-client';
import { HttpAcceptorApi } from '../../adapters/http/http-acceptor-api';
import { HttpAppVersion } from '../../adapters/http/http-app-version';
import { HttpDeviceApi } from '../../adapters/http/http-device-api';
import { HttpSessionApi } from '../../adapters/http/http-session-api';
import { PageEventsToken, WindowPageEvents } from '../kit/platform/page-events';
import { CurrentLocale, type LocaleSource } from '../kit/i18n/locale-source';
import { SessionWatch } from '../session/session-watch';
import { ApiClientToken, TimeCounterToken } from './tokens';

/**
 * Binds the session area: the stored session, the device identity, the time count, logout, the acceptor and
 * device calls, the version file, the user-info and version checks, and the session watch.
 */
export function bindSessions(container: Container): void {
  container
    .bind(SessionRepository)
    .toResolvedValue(
      (local: StoragePort, session: StoragePort) => new SessionRepository(local, session),
      [LocalStoragePort, SessionStoragePort],
    );
  container
    .bind(DeviceIdentity)
    .toResolvedValue((local: StoragePort, ids: Ids) => new DeviceIdentity(local, ids), [LocalStoragePort, IdPort]);
  container.bind(SessionApiPort).toResolvedValue((api: ApiClient) => new HttpSessionApi(api), [ApiClientToken]);
  container
    .bind(TimeSpentTracker)
    .toResolvedValue(
      (clock: Clock, sessionStorage: StoragePort, api: SessionApi) => new TimeSpentTracker(clock, sessionStorage, api),
      [ClockPort, SessionStoragePort, SessionApiPort],
    );
  container
    .bind<TimeCounter>(TimeCounterToken)
    .toResolvedValue((tracker: TimeSpentTracker) => tracker, [TimeSpentTracker]);
  container
    .bind(LogoutUseCase)
    .toResolvedValue(
      (
        api: AuthApi,
        session: SessionRepository,
        counter: TimeCounter,
        device: DeviceIdentity,
        nav: Navigation,
        clock: Clock,
        events: AppEvents,
        logger: Logger,
      ) => new LogoutUseCase(api, session, counter, device, nav, clock, events, logger),
      [
        AuthApiPort,
        SessionRepository,
        TimeCounterToken,
        DeviceIdentity,
        NavigationPort,
        ClockPort,
        AppEvents,
        LoggerPort,
      ],
    );

  container.bind(AcceptorApiPort).toResolvedValue((api: ApiClient) => new HttpAcceptorApi(api), [ApiClientToken]);
  container.bind(DeviceApiPort).toResolvedValue((api: ApiClient) => new HttpDeviceApi(api), [ApiClientToken]);
  container.bind<AppVersion>(AppVersionPort).toResolvedValue(() => new HttpAppVersion());
  container
    .bind(RegisterDeviceUseCase)
    .toResolvedValue(
      (api: DeviceApi, device: DeviceIdentity, session: SessionRepository) =>
        new RegisterDeviceUseCase(api, device, session, () => globalThis.navigator?.userAgent ?? ''),
      [DeviceApiPort, DeviceIdentity, SessionRepository],
    );
  container
    .bind(RemoveDeviceUseCase)
    .toResolvedValue(
      (api: DeviceApi, device: DeviceIdentity) => new RemoveDeviceUseCase(api, device),
      [DeviceApiPort, DeviceIdentity],
    );
  container
    .bind(CheckUserInfoUseCase)
    .toResolvedValue(
      (
        api: AuthApi,
        session: SessionRepository,
        notifier: Notifier,
        logout: LogoutUseCase,
        locale: LocaleSource,
        logger: Logger,
      ) => new CheckUserInfoUseCase(api, session, notifier, logout, () => locale.current(), logger),
      [AuthApiPort, SessionRepository, NotifierPort, LogoutUseCase, CurrentLocale, LoggerPort],
    );
  container
    .bind(UserInfoPoller)
    .toResolvedValue(
      (clock: Clock, check: CheckUserInfoUseCase) => new UserInfoPoller(clock, check),
      [ClockPort, CheckUserInfoUseCase],
    );
  container
    .bind(VersionChecker)
    .toResolvedValue(
      (clock: Clock, version: AppVersion, navigation: Navigation, logger: Logger) =>
        new VersionChecker(clock, version, navigation, logger),
      [ClockPort, AppVersionPort, NavigationPort, LoggerPort],
    );

  container.bind(PageEventsToken).toResolvedValue(() => new WindowPageEvents());
  container.bind(SessionWatch).toSelf().inSingletonScope();
}
