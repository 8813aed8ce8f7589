import { type Container } from 'inversify';
import {
  AccountApiPort,
  AppEvents,
  ChangePasswordUseCase,
  CheckDemoRequestUseCase,
  ClockPort,
  ConfirmEmailUseCase,
  DeleteAccountUseCase,
  DeviceIdentity,
  ForgotPasswordUseCase,
  LoadPrivacyPolicyUseCase,
  LoadSignatureUseCase,
  LostAccessUseCase,
  NewClientUseCase,
  RegisterUseCase,
  RequestAccountChangeUseCase,
  RequestDemoUseCase,
  ResendConfirmationUseCase,
  ResetPasswordUseCase,
  SaveNotificationsUseCase,
  SessionRepository,
  UpdatePhoneUseCase,
  ContentCachePort,
  type AccountApiPort as AccountApi,
  type ClockPort as Clock,
  type ContentCachePort as ContentCache,
} from '../../core';

/**
 * Binds the account area's use cases (its HTTP port, which view-models also read directly, is bound with the others in
 * container.ts; its view-models are built from their classes, transient, when a page asks for them).
 */
export function bindAccount(container: Container): void {
  const withApi = <T>(UseCase: new (api: AccountApi) => T) =>
    container.bind(UseCase).toResolvedValue((api: AccountApi) => new UseCase(api), [AccountApiPort]);
  withApi(RegisterUseCase);
  withApi(ForgotPasswordUseCase);
  withApi(ResetPasswordUseCase);
  withApi(ChangePasswordUseCase);
  withApi(LostAccessUseCase);
  withApi(NewClientUseCase);
  withApi(UpdatePhoneUseCase);
  withApi(RequestAccountChangeUseCase);
  withApi(SaveNotificationsUseCase);
  withApi(ResendConfirmationUseCase);
  withApi(CheckDemoRequestUseCase);
  container
    .bind(LoadPrivacyPolicyUseCase)
    .toResolvedValue(
      (api: AccountApi, cache: ContentCache, session: SessionRepository) =>
        new LoadPrivacyPolicyUseCase(api, cache, session),
      [AccountApiPort, ContentCachePort, SessionRepository],
    );
  container
    .bind(ConfirmEmailUseCase)
    .toResolvedValue(
      (api: AccountApi, device: DeviceIdentity) => new ConfirmEmailUseCase(api, device),
      [AccountApiPort, DeviceIdentity],
    );
  container
    .bind(RequestDemoUseCase)
    .toResolvedValue(
      (api: AccountApi, session: SessionRepository) => new RequestDemoUseCase(api, session),
      [AccountApiPort, SessionRepository],
    );
  container
    .bind(LoadSignatureUseCase)
    .toResolvedValue(
      (api: AccountApi, clock: Clock) => new LoadSignatureUseCase(api, clock),
      [AccountApiPort, ClockPort],
    );
  container
    .bind(DeleteAccountUseCase)
    .toResolvedValue(
      (api: AccountApi, session: SessionRepository, events: AppEvents) =>
        new DeleteAccountUseCase(api, session, events),
      [AccountApiPort, SessionRepository, AppEvents],
    );
}
