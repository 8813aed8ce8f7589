import { type Container } from 'inversify';
import {
  AccountPrivacyApiPort,
  ClockPort,
  EndDeviceUseCase,
  LoadDevicesUseCase,
  LogoutUseCase,
  RequestDataExportUseCase,
  type AccountPrivacyApiPort as PrivacyApi,
  type ClockPort as Clock,
} from '../../core';
import { bindHttpPort } from './binding';

/**
 * Binds the port and use cases of one's data and devices. This module loads with the account page's code, so nothing
 * of it weighs on the other pages.
 */
export function bindAccountPrivacy(container: Container): void {
  bindHttpPort<PrivacyApi>(
    container,
    AccountPrivacyApiPort,
    async ({ api }) => new (await import('../../adapters/http/http-account-privacy-api')).HttpAccountPrivacyApi(api),
  );
  container
    .bind(RequestDataExportUseCase)
    .toResolvedValue((api: PrivacyApi) => new RequestDataExportUseCase(api), [AccountPrivacyApiPort]);
  container
    .bind(LoadDevicesUseCase)
    .toResolvedValue(
      (api: PrivacyApi, clock: Clock) => new LoadDevicesUseCase(api, clock),
      [AccountPrivacyApiPort, ClockPort],
    );
  container
    .bind(EndDeviceUseCase)
    .toResolvedValue(
      (api: PrivacyApi, logout: LogoutUseCase) => new EndDeviceUseCase(api, logout),
      [AccountPrivacyApiPort, LogoutUseCase],
    );
}
