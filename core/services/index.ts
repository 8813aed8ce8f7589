// The services area's public API.
export * from './api';
export * from './ask-analyst';
export * from './messages';
export * from './options';
export * from './services-api.port';
