// The content area's public API.
export * from './api';
export * from './badges';
export * from './catalogue';
export * from './content-access';
export * from './content-api.port';
export * from './content-cache.port';
export * from './content-item';
export * from './date-range';
export * from './display';
export * from './list-content.use-case';
export * from './obfuscate';
export * from './privacy-policy';
export * from './read-news.use-case';
export * from './report-date';
export * from './report-filters';
export * from './timed-news-detail';
