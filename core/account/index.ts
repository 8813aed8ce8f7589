// The account area's public API.
export * from './access-requests';
export * from './account-api.port';
export * from './change-password.use-case';
export * from './confirm-email.use-case';
export * from './data-deletion';
export * from './delete-account.use-case';
export * from './forgot-password.use-case';
export * from './load-privacy-policy.use-case';
export * from './load-signature.use-case';
export * from './lost-access.use-case';
export * from './my-account.use-case';
export * from './new-client.use-case';
export * from './notification-preferences.use-case';
export * from './register.use-case';
export * from './request-demo.use-case';
export * from './reset-password.use-case';
export * from './update-phone.use-case';
