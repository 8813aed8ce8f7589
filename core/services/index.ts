// The services area's public API.
export * from './ask-analyst';
