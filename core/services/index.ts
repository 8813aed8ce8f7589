// The services area's public API.
export * from './api';
export * from './ask-analyst';
export * from './freight';
export * from './line-up';
export * from './live-sessions';
export * from './messages';
export * from './options';
export * from './quote-freight.use-case';
export * from './services-api.port';
export * from './weather';
