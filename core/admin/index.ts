// The admin area's public API.
export * from './roles';
export * from './table-query';
export * from './publishing';
export * from './publishing-api';
export * from './publishing-api.port';
export * from './publish.use-case';
