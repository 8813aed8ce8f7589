import { type Container } from 'inversify';
import {
  AcceptorApiPort, AppVersionPort, AuthApiPort, ClockPort, DeviceApiPort, DeviceIdentity, LoggerPort, LogoutUseCase, NavigationPort, NotifierPort,
  RegisterDeviceUseCase, SessionRepository, UserInfoPoller, VersionChecker,
  type AppVersionPort as AppVersion, type AuthApiPort as AuthApi, type ClockPort as Clock, type DeviceApiPort as DeviceApi,
  type LoggerPort as Logger, type NavigationPort as Navigation, type NotifierPort as Notifier,
} from '../../core';
import { type ApiClient } from '../../adapters/http/api-client';
import { HttpAcceptorApi } from '../../adapters/http/http-acceptor-api';
import { HttpAppVersion } from '../../adapters/http/http-app-version';
import { HttpDeviceApi } from '../../adapters/http/http-device-api';
import { PageEventsToken, WindowPageEvents } from '../kit/platform/page-events';
import { SessionWatch } from '../session/session-watch';
import { ApiClientToken } from './container';
import { CurrentLocale, type LocaleSource } from '../kit/i18n/locale-source';

/** Binds the session machinery: acceptor and device calls, the version file, the user-info and version checks, the session watch. */
export function bindSessions(container: Container): void {
  container.bind(PageEventsToken).toResolvedValue(() => new WindowPageEvents());
  container.bind(SessionWatch).toSelf().inSingletonScope();
  container.bind(AcceptorApiPort).toResolvedValue((api: ApiClient) => new HttpAcceptorApi(api), [ApiClientToken]);
  container.bind(DeviceApiPort).toResolvedValue((api: ApiClient) => new HttpDeviceApi(api), [ApiClientToken]);
  container.bind<AppVersion>(AppVersionPort).toResolvedValue(() => new HttpAppVersion());
  container.bind(RegisterDeviceUseCase).toResolvedValue(
    (api: DeviceApi, device: DeviceIdentity, session: SessionRepository) => new RegisterDeviceUseCase(api, device, session, () => globalThis.navigator?.userAgent ?? ''),
    [DeviceApiPort, DeviceIdentity, SessionRepository],
  );
  container.bind(UserInfoPoller).toResolvedValue(
    (clock: Clock, api: AuthApi, session: SessionRepository, notifier: Notifier, logout: LogoutUseCase, locale: LocaleSource, logger: Logger) =>
      new UserInfoPoller(clock, api, session, notifier, logout, () => locale.current(), logger),
    [ClockPort, AuthApiPort, SessionRepository, NotifierPort, LogoutUseCase, CurrentLocale, LoggerPort],
  );
  container.bind(VersionChecker).toResolvedValue(
    (clock: Clock, version: AppVersion, navigation: Navigation, logger: Logger) => new VersionChecker(clock, version, navigation, logger),
    [ClockPort, AppVersionPort, NavigationPort, LoggerPort],
  );
}
