// The search area's public API.
export * from './api';
export * from './query';
export * from './search-api.port';
export * from './search.use-case';
export * from './suggestions';
