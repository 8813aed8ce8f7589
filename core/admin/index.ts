// The admin area's public API.
export * from './roles';
export * from './table-query';
export * from './route-rules';
export * from './api';
export * from './forms';
export * from './audit';
export * from './dropdowns';
export * from './admin-api.port';
export * from './save-record.use-case';
export * from './publishing';
export * from './publishing-api';
export * from './publishing-api.port';
export * from './publish.use-case';
