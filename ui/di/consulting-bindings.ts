import { type Container } from 'inversify';
import { ConsultingApiPort, type ConsultingApiPort as ConsultingApi } from '../../core';
import { bindHttpPort } from './binding';

/** Binds the consulting call's port. This module loads with the consulting page's code. */
export function bindConsulting(container: Container): void {
  bindHttpPort<ConsultingApi>(
    container,
    ConsultingApiPort,
    async ({ api }) => new (await import('../../adapters/http/http-consulting-api')).HttpConsultingApi(api),
  );
}
