// The session area's public API.
export * from './acceptor-api.port';
export * from './api';
export * from './app-version.port';
export * from './check-user-info.use-case';
export * from './close-sessions-flag';
export * from './demo-trial';
export * from './device-api.port';
export * from './device-identity';
export * from './logout.use-case';
export * from './register-device.use-case';
export * from './remove-device.use-case';
export * from './session-api.port';
export * from './session-repository';
export * from './time-counter';
export * from './time-spent-tracker';
export * from './user-info-poller';
export * from './version-checker';
