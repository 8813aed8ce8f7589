// The shell area's public API.
export * from './api';
export * from './cookie-consent';
export * from './home-menu';
export * from './layout-api.port';
export * from './layout';
export * from './layout-config';
export * from './menu';
export * from './preferences.port';
export * from './save-preferences.use-case';
export * from './tour';
export * from './end-tour.use-case';
export * from './diagnostic-log';
export * from './load-attendance.use-case';
export * from './send-diagnostic-log.use-case';
export * from './report-app-error.use-case';
export * from './support-api.port';
export * from './tour.port';
