// The core's public API: everything ui/, adapters/, server/, features/ and contracts/ use from the core.
// Each area re-exports its own public API from core/<area>/index.ts; inside core/, import siblings directly.
export * from './kernel';
export * from './auth';
export * from './account';
export * from './session';
export * from './content';
export * from './library';
export * from './media';
export * from './market';
export * from './shell';
export * from './native';
export * from './services';
export * from './admin';
export * from './search';
