// The market area's public API.
export * from './access';
export * from './alerts';
export * from './api';
export * from './contracts';
export * from './instruments';
export * from './intraday';
export * from './market-api.port';
export * from './market-alerts-api.port';
export * from './messages';
export * from './series';
export * from './status';
export * from './quotes';
export * from './chart';
export * from './csv';
export * from './export-csv.use-case';
export * from './set-alert.use-case';
export * from './toggle-watch.use-case';
