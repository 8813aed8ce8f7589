import { type Container } from 'inversify';
import {
  SERVICES_FIELD_MESSAGES,
  AskAnalystUseCase,
  CancelRegistrationUseCase,
  ClockPort,
  QuoteFreightUseCase,
  RecordingPlayerPort,
  RegisterForSessionUseCase,
  ServicesApiPort,
  type ClockPort as Clock,
  type LiveRecording,
  type ServicesApiPort as ServicesApi,
} from '../../core';
import { bindHttpPort } from './binding';
import { LocaleStore } from '../kit/i18n/locale.store';

/**
 * Binds the services area (its HTTP port and use cases). This module loads with the services pages' code, so nothing
 * of it weighs on the other pages.
 */
export function bindServices(container: Container): void {
  container.get(LocaleStore).addFieldMessages(SERVICES_FIELD_MESSAGES);
  bindHttpPort<ServicesApi>(
    container,
    ServicesApiPort,
    async ({ api }) => new (await import('../../adapters/http/http-services-api')).HttpServicesApi(api),
  );
  container
    .bind(QuoteFreightUseCase)
    .toResolvedValue((api: ServicesApi) => new QuoteFreightUseCase(api), [ServicesApiPort]);
  container
    .bind(AskAnalystUseCase)
    .toResolvedValue((api: ServicesApi) => new AskAnalystUseCase(api), [ServicesApiPort]);
  container
    .bind(RegisterForSessionUseCase)
    .toResolvedValue(
      (api: ServicesApi, clock: Clock) => new RegisterForSessionUseCase(api, () => clock.now()),
      [ServicesApiPort, ClockPort],
    );
  container
    .bind(CancelRegistrationUseCase)
    .toResolvedValue(
      (api: ServicesApi, clock: Clock) => new CancelRegistrationUseCase(api, () => clock.now()),
      [ServicesApiPort, ClockPort],
    );
  // The media area loads with the first recording played, not with the services pages.
  container.bind(RecordingPlayerPort).toConstantValue({
    play: async (recording: LiveRecording) => (await import('./recording-player')).playRecording(container, recording),
  });
}
