// The native area's public API.
export * from './biometry-prompt';
export * from './native-bridge.port';
export * from './native-timeout';
export * from './platform';
export * from './push-message';
export * from './quick-sign-in';
export * from './native-push';
export * from './open-outside';
