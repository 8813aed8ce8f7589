// The media area's public API.
export * from './api';
export * from './embed';
export * from './episodes';
export * from './media-api.port';
export * from './messages';
export * from './player';
export * from './quality';
export * from './saved-playlist';
