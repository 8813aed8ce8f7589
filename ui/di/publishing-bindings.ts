import { type Container } from 'inversify';
import {
  ClockPort,
  PublishingApiPort,
  PublishUseCase,
  type ClockPort as Clock,
  type PublishingApiPort as PublishingApi,
} from '../../core';
import { bindHttpPort } from './binding';

/**
 * Binds the publishing desk's port and its command. This module loads with the desk's pages, so nothing of it weighs
 * on the other pages.
 */
export function bindPublishing(container: Container): void {
  bindHttpPort<PublishingApi>(
    container,
    PublishingApiPort,
    async ({ api }) => new (await import('../../adapters/http/http-publishing-api')).HttpPublishingApi(api),
  );
  container
    .bind(PublishUseCase)
    .toResolvedValue(
      (api: PublishingApi, clock: Clock) => new PublishUseCase(api, clock),
      [PublishingApiPort, ClockPort],
    );
}
