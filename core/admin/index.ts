// The admin area's public API.
export * from './roles';
