import { type Container } from 'inversify';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import {
  ADMIN_FIELD_MESSAGES,
  AdminApiPort,
  SaveSubjectUseCase,
  SaveTagUseCase,
  SaveUserUseCase,
  SessionRepository,
  type AdminApiPort as AdminApi,
} from '../../core';
import { adminRedirect } from '../shell/admin-guard';
import { bindHttpPort } from './binding';
import { LocaleStore } from '../kit/i18n/locale.store';

/**
 * Binds the back office's port and use cases, and adds its field messages. This module loads with the admin pages'
 * code, so nothing of it weighs on the other pages.
 */
export function bindAdmin(container: Container): void {
  container.get(LocaleStore).addFieldMessages(ADMIN_FIELD_MESSAGES);
  bindHttpPort<AdminApi>(
    container,
    AdminApiPort,
    async ({ api }) => new (await import('../../adapters/http/http-admin-api')).HttpAdminApi(api),
  );
  container.bind(SaveSubjectUseCase).toResolvedValue((api: AdminApi) => new SaveSubjectUseCase(api), [AdminApiPort]);
  container.bind(SaveUserUseCase).toResolvedValue((api: AdminApi) => new SaveUserUseCase(api), [AdminApiPort]);
  container.bind(SaveTagUseCase).toResolvedValue((api: AdminApi) => new SaveTagUseCase(api), [AdminApiPort]);
}

/**
 * The loader of an admin page: after the navigation guard (rules 1–8, which send a visitor to login), a signed-in user
 * whose roles fail the page's rule goes to not-authorized. Loaded with the admin pages, so no other page carries it.
 */
export function adminLoader(container: Container) {
  return ({ request }: LoaderFunctionArgs): Response | null => {
    const user = container.get(SessionRepository).current();
    if (!user) return null;
    const to = adminRedirect(new URL(request.url).pathname, user.roles ?? []);
    return to === null ? null : redirect(to);
  };
}
