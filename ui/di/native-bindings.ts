import { type Container } from 'inversify';
import {
  AppEvents,
  BiometricApiPort,
  ClockPort,
  ConfigPort,
  ContentApiPort,
  DeviceApiPort,
  DeviceIdentity,
  FileSaverPort,
  IdPort,
  LocalStoragePort,
  LoggerPort,
  LogoutUseCase,
  NativeBridgePort,
  NativePush,
  QuickSignIn,
  RegisterDeviceUseCase,
  RemoveDeviceUseCase,
  SessionRepository,
  SessionStarter,
  type BiometricApiPort as BiometricApi,
  type ClockPort as Clock,
  type ConfigPort as Config,
  type ContentApiPort as ContentApi,
  type DeviceApiPort as DeviceApi,
  type FileSaverPort as FileSaver,
  type IdPort as Ids,
  type LoggerPort as Logger,
  type NativeBridgePort as NativeBridge,
  type StoragePort,
} from '../../core';
import { HttpBiometricApi } from '../../adapters/http/http-biometric-api';
import { NativeFileSaver } from '../../adapters/native/native-file-saver';
import { PostMessageBridge } from '../../adapters/native/post-message-bridge';
import { AppNavigator } from '../shell/app-navigator';
import { lazyPort } from './lazy-port';
import { type HttpClients } from './http-clients';
import { HttpClientsToken } from './tokens';

/**
 * Binds what runs inside the native shell (this module loads only there): the bridge, the quick sign-in and its API,
 * the push, and files opened in the shell's viewer instead of the browser's.
 */
export function bindNative(container: Container): void {
  container
    .bind<NativeBridge>(NativeBridgePort)
    .toResolvedValue(
      (clock: Clock, ids: Ids, logger: Logger) => new PostMessageBridge(window, clock, ids, logger),
      [ClockPort, IdPort, LoggerPort],
    );
  container
    .bind<BiometricApi>(BiometricApiPort)
    .toResolvedValue(
      (clients: () => Promise<HttpClients>) => lazyPort(async () => new HttpBiometricApi((await clients()).api)),
      [HttpClientsToken],
    );
  container
    .bind(QuickSignIn)
    .toResolvedValue(
      (shell: NativeBridge, api: BiometricApi, device: DeviceIdentity, local: StoragePort, starter: SessionStarter) =>
        new QuickSignIn(shell, api, device, local, starter),
      [NativeBridgePort, BiometricApiPort, DeviceIdentity, LocalStoragePort, SessionStarter],
    );
  container
    .bind(RegisterDeviceUseCase)
    .toResolvedValue(
      (api: DeviceApi, device: DeviceIdentity, session: SessionRepository, config: Config) =>
        new RegisterDeviceUseCase(api, device, session, () => navigator.userAgent, config),
      [DeviceApiPort, DeviceIdentity, SessionRepository, ConfigPort],
    );
  container
    .bind(RemoveDeviceUseCase)
    .toResolvedValue(
      (api: DeviceApi, device: DeviceIdentity) => new RemoveDeviceUseCase(api, device),
      [DeviceApiPort, DeviceIdentity],
    );
  container.bind(NativePush).toResolvedValue(
    (
      shell: NativeBridge,
      events: AppEvents,
      session: SessionRepository,
      register: RegisterDeviceUseCase,
      remove: RemoveDeviceUseCase,
      logout: LogoutUseCase,
      content: ContentApi,
      navigator: AppNavigator,
      logger: Logger,
    ) =>
      new NativePush({
        shell,
        events,
        session,
        register,
        remove,
        beforeLogout: logout.beforeLogout,
        content,
        open: (address) => void navigator.navigate(address),
        logger,
      }),
    [
      NativeBridgePort,
      AppEvents,
      SessionRepository,
      RegisterDeviceUseCase,
      RemoveDeviceUseCase,
      LogoutUseCase,
      ContentApiPort,
      AppNavigator,
      LoggerPort,
    ],
  );
  // Documents and attachments open in the shell's viewer; the browser's saver stays for when the shell cannot.
  const browserSaver = container.get<FileSaver>(FileSaverPort);
  container
    .rebind<FileSaver>(FileSaverPort)
    .toResolvedValue(
      (shell: NativeBridge, logger: Logger) => new NativeFileSaver(shell, browserSaver, logger),
      [NativeBridgePort, LoggerPort],
    );
}
