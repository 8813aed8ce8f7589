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

// Session
export * from './session/app-events';
export * from './session/session-repository';
export * from './session/device-identity';
export * from './session/time-counter';

// Use cases
export * from './use-cases/start-session';
export * from './use-cases/sign-in.use-case';
export * from './use-cases/validate-two-factor.use-case';
export * from './use-cases/logout.use-case';
