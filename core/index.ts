// The core's public API: everything ui/, adapters/, server/, features/ and contracts/ use from the core.

// Domain
export * from './domain/locale';
export * from './domain/profile';
export * from './domain/active-user';
export * from './domain/menu';
export * from './domain/enums';
export * from './domain/constants';

// Errors
export * from './errors/error-codes';
export * from './errors/catalogue';
export * from './errors/api-error';
export * from './errors/transport';

// Ports
export * from './ports/auth-api.port';
export * from './ports/content-api.port';
export * from './ports/storage.port';
export * from './ports/cookie.port';
export * from './ports/clock.port';
export * from './ports/config.port';
export * from './ports/logger.port';
export * from './ports/navigation.port';
export * from './ports/preferences.port';
export * from './ports/id.port';
export * from './ports/transport-failure.port';
export * from './ports/layout-api.port';
export * from './ports/notifier.port';
export * from './ports/session-api.port';
export * from './ports/app-version.port';
export * from './ports/acceptor-api.port';
export * from './ports/device-api.port';

// Validation
export * from './validation/documents';
export * from './validation/phone';
export * from './validation/email';
export * from './validation/messages';
export * from './validation/forms';
export * from './validation/highlight';
export * from './validation/icon-size';

// Roles, profiles and rights
export * from './rules/roles';
export * from './rules/access';
export * from './rules/home-menu';
export * from './rules/ask-analyst';
export * from './rules/data-deletion';

// Content
export * from './content/report-date';
export * from './content/date-range';
export * from './content/badges';
export * from './content/obfuscate';
export * from './content/privacy-policy';
export * from './content/catalogue';
export * from './content/content-item';
export * from './content/content-access';
export * from './content/report-filters';
export * from './content/display';
export * from './ports/content-cache.port';
export * from './use-cases/list-content.use-case';
export * from './use-cases/read-news.use-case';

// Library
export * from './library/messages';
export * from './library/playlist';
export * from './library/favorites';
export * from './library/schedule';
export * from './library/starred-pages';

// Session
export * from './session/app-events';
export * from './session/session-repository';
export * from './session/device-identity';
export * from './session/time-counter';
export * from './session/time-spent-tracker';
export * from './session/version-checker';
export * from './session/user-info-poller';
export * from './session/close-sessions-flag';
export * from './session/cookie-consent';
export * from './session/tour';
export * from './session/layout';
export * from './session/platform';
export * from './session/demo-trial';
export * from './session/native-timeout';
export * from './session/biometry-prompt';

// Use cases
export * from './use-cases/start-session';
export * from './use-cases/sign-in.use-case';
export * from './use-cases/validate-two-factor.use-case';
export * from './use-cases/logout.use-case';
export * from './use-cases/register-device.use-case';
export * from './use-cases/save-preferences.use-case';
export * from './use-cases/toggle-favorite.use-case';

// Accounts: registration, passwords and access, demo request, my account, data deletion
export * from './ports/account-api.port';
export * from './validation/access-requests';
export * from './validation/form-issues-error';
export * from './use-cases/register.use-case';
export * from './use-cases/confirm-email.use-case';
export * from './use-cases/forgot-password.use-case';
export * from './use-cases/reset-password.use-case';
export * from './use-cases/change-password.use-case';
export * from './use-cases/lost-access.use-case';
export * from './use-cases/new-client.use-case';
export * from './use-cases/request-demo.use-case';
export * from './use-cases/update-phone.use-case';
export * from './use-cases/my-account.use-case';
export * from './use-cases/notification-preferences.use-case';
export * from './use-cases/load-signature.use-case';
export * from './use-cases/load-privacy-policy.use-case';
export * from './use-cases/delete-account.use-case';
