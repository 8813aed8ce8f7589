// Tokens of the composition root that several bindings modules share.

/** Token of the time count that logout stops (the TimeSpentTracker). */
export const TimeCounterToken = Symbol('TimeCounter');
/** Token of the API client (the main API). */
export const ApiClientToken = Symbol('ApiClient');
/** Token of the cache-service client (bearer key from config). */
export const CacheClientToken = Symbol('CacheClient');
/** Token of the request context the HTTP clients read. */
export const RequestContextToken = Symbol('RequestContext');
