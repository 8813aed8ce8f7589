import { type Container } from 'inversify';
import { ConsultingApiPort, type ConsultingApiPort as ConsultingApi } from '../../core';
import { ConsultingPage } from '../content/consulting-page';
import { bindHttpPort, bindOnce } from './binding';
import { bindDocuments } from './document-bindings';

/** Binds the consulting call's port. This module loads with the consulting page's code. */
export function bindConsulting(container: Container): void {
  bindHttpPort<ConsultingApi>(
    container,
    ConsultingApiPort,
    async ({ api }) => new (await import('../../adapters/http/http-consulting-api')).HttpConsultingApi(api),
  );
}

/** The consulting page, with its port and the document use cases bound first (the route loads this module, and the page with it). */
export function consultingRoute(container: Container) {
  bindOnce(container, bindConsulting);
  bindOnce(container, bindDocuments);
  return ConsultingPage;
}
