// Tokens of the composition root that several bindings modules share.

/** Token of the time count that logout stops (the TimeSpentTracker). */
export const TimeCounterToken = Symbol('TimeCounter');
/** Token of the HTTP clients, loaded on first use (`() => Promise<HttpClients>`). */
export const HttpClientsToken = Symbol('HttpClients');
/** Token of the request context the HTTP clients read. */
export const RequestContextToken = Symbol('RequestContext');
