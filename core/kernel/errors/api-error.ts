import { type ErrorResponse, parseErrorCode, type ErrorCode } from './error-codes';

/** A failed API call as adapters report it: the HTTP status (none when no response came) and the error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly body: ErrorResponse | undefined,
  ) {
    super(
      status === undefined
        ? 'No response from the server'
        : `HTTP ${status}${body?.code ? ` (code ${body.code})` : ''}`,
    );
    this.name = 'ApiError';
  }

  /** The business code of the body, when it is one of the catalogue's. */
  get code(): ErrorCode | undefined {
    return parseErrorCode(this.body?.code);
  }
}

/**
 * A response that arrived but breaks the API contract (a missing or mistyped field): the call, its HTTP status
 * and the failed constraints (`path: constraint`), for diagnostics only. It never carries the payload's values,
 * which may hold personal data. The transport classification shows the generic error for it.
 */
export class ContractError extends Error {
  constructor(
    readonly call: string,
    readonly status: number | undefined,
    readonly violations: readonly string[],
  ) {
    super(`${call}: the response breaks the contract`);
    this.name = 'ContractError';
  }
}
