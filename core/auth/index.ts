// The auth area's public API.
export * from './api';
export * from './auth-api.port';
export * from './biometric-api.port';
export * from './resend-two-factor-code.use-case';
export * from './sign-in.use-case';
export * from './start-session';
export * from './validate-two-factor.use-case';
export * from './quick-sign-in-pin';
