import { type Container } from 'inversify';
import {
  AppEvents,
  AppVersionPort,
  AuthApiPort,
  CheckUserInfoUseCase,
  LayoutSyncUseCase,
  ClockPort,
  DeviceIdentity,
  IdPort,
  LocalStoragePort,
  LoggerPort,
  LogoutUseCase,
  NavigationPort,
  NotifierPort,
  SessionApiPort,
  SessionRepository,
  SessionStoragePort,
  TimeSpentTracker,
  UserInfoPoller,
  VersionChecker,
  type AppVersionPort as AppVersion,
  type AuthApiPort as AuthApi,
  type ClockPort as Clock,
  type IdPort as Ids,
  type LoggerPort as Logger,
  type NavigationPort as Navigation,
  type NotifierPort as Notifier,
  type SessionApiPort as SessionApi,
  type StoragePort,
  type TimeCounter,
} from '../../core';
import { PageEventsToken, WindowPageEvents } from '../kit/platform/page-events';
import { CurrentLocale, type LocaleSource } from '../kit/i18n/locale-source';
import { SessionWatch } from '../session/session-watch';
import { TimeCounterToken } from './tokens';

/**
 * Binds the session area: the stored session, the device identity, the time count, logout, device registration,
 * the user-info and version checks, and the session watch (its HTTP ports are bound with the others, in container.ts).
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
        layout: LayoutSyncUseCase,
      ) => new CheckUserInfoUseCase(api, session, notifier, logout, () => locale.catalogue(), logger, layout),
      [AuthApiPort, SessionRepository, NotifierPort, LogoutUseCase, CurrentLocale, LoggerPort, LayoutSyncUseCase],
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
