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
import { type ApiClient } from '../../adapters/http/api-client';
import { HttpAccountApi } from '../../adapters/http/http-account-api';
import { ChangePasswordViewModel } from '../account/change-password.view-model';
import { MyAccountViewModel } from '../account/my-account.view-model';
import { NotificationsViewModel } from '../account/notifications.view-model';
import { PrivacyPolicyViewModel } from '../account/privacy-policy.view-model';
import { SignatureViewModel } from '../account/signature.view-model';
import {
  ForgotPasswordViewModel,
  LostAccessViewModel,
  NewClientViewModel,
  ResetPasswordViewModel,
} from '../account/access-forms.view-model';
import { ConfirmEmailViewModel } from '../account/confirm-email.view-model';
import { RegisterViewModel } from '../account/register.view-model';

/** Binds the account area: its HTTP adapter (which view-models read directly), its use cases and its view-models (transient). */
export function bindAccount(container: Container, apiClient: symbol): void {
  container.bind<AccountApi>(AccountApiPort).toResolvedValue((api: ApiClient) => new HttpAccountApi(api), [apiClient]);

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

  for (const ViewModel of [
    RegisterViewModel,
    ConfirmEmailViewModel,
    ForgotPasswordViewModel,
    ResetPasswordViewModel,
    LostAccessViewModel,
    NewClientViewModel,
    ChangePasswordViewModel,
    MyAccountViewModel,
    SignatureViewModel,
    NotificationsViewModel,
    PrivacyPolicyViewModel,
  ]) {
    container.bind<object>(ViewModel).toSelf().inTransientScope();
  }
}
