// Tokens of the composition root that several bindings modules share.

/** Token of the time count that logout stops (the TimeSpentTracker). */
export const TimeCounterToken = Symbol('TimeCounter');
/** Token of the HTTP adapters, loaded on first use (`() => Promise<HttpAdapters>`). */
export const HttpAdaptersToken = Symbol('HttpAdapters');
/** Token of the request context the HTTP clients read. */
export const RequestContextToken = Symbol('RequestContext');
