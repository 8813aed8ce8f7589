/** The business error codes of the API (SPEC §8), by stable key. */
export const ErrorCode = {
  DOCUMENT_NOT_FOUND: 5000,
  PUBLIC_DOCUMENT_NOT_FOUND: 5001,
  EMAIL_NOT_FOUND: 5002,
  REPORT_NOT_FOUND: 5003,
  USER_NOT_FOUND: 5004,
  DEVICE_NOT_FOUND: 5005,
  INSUFFICIENT_RIGHTS: 5006,
  PHONE_NOT_FOUND: 5007,
  INVALID_CODE: 5200,
  INVALID_RESET_TOKEN: 5201,
  EXPIRED_RESET_TOKEN: 5202,
  EXPIRED_TOKEN: 5203,
  INVALID_CPF: 5204,
  INVALID_CNPJ: 5205,
  INVALID_CREDENTIALS: 5206,
  INVALID_CURRENT_PASSWORD: 5207,
  USER_DISABLED: 5300,
  NEW_PASSWORD_SAME_AS_CURRENT: 5350,
  PASSWORD_CONFIRMATION_MISMATCH: 5351,
  INVALID_CONFIRMATION_PASSWORD: 5352,
  CPF_ALREADY_REGISTERED: 5400,
  CNPJ_ALREADY_REGISTERED: 5401,
  EMAIL_ALREADY_REGISTERED_CONTACT: 5402,
  EMAIL_ALREADY_REGISTERED: 5403,
  UNAUTHORIZED: 5500,
  USER_CANNOT_BE_DELETED: 5501,
} as const;

/** A business error code. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Every business error code, ascending. */
export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode).sort((a, b) => a - b);

/** Whether a value is one of the catalogue's business codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && (ERROR_CODES as readonly number[]).includes(value);
}

/** The business code in an API value (a number or a numeric string such as '5206'), or undefined. */
export function parseErrorCode(value: unknown): ErrorCode | undefined {
  const numeric = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  return isErrorCode(numeric) ? numeric : undefined;
}

/** One field error of the API error response. */
export interface FieldError {
  field: string;
  message: string;
}

/** The API error response body (SPEC §3 and §8). */
export interface ErrorResponse {
  errorType: string;
  code?: number;
  message?: string | string[];
  erros?: FieldError[];
}
