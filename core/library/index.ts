// The library area's public API.
export * from './favorites';
export * from './messages';
export * from './playlist';
export * from './saved-news.use-case';
export * from './schedule';
export * from './star-page.use-case';
export * from './starred-pages';
export * from './toggle-favorite.use-case';
export * from './offline-shelf';
