/** Diagnostics that never reach the user. */
export interface LoggerPort {
  /** Something unexpected but recoverable. */
  warn(message: string, detail?: unknown): void;
  /** A failure. */
  error(message: string, detail?: unknown): void;
}
/** Injection token of the LoggerPort. */
export const LoggerPort = Symbol('LoggerPort');
