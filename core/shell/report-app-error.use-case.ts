import { APP_LOG_LIMITS, oneLine } from './diagnostic-log';
import { type DiagnosticContext, type SendDiagnosticLogUseCase } from './send-diagnostic-log.use-case';
import { type LoggerPort } from '../kernel/logger.port';

/** The most uncaught errors one page sends (the server takes 30 entries a minute from an address: `app-log`). */
export const MAX_REPORTED_ERRORS = 5;

/** The lines of a stack an entry keeps (the message and the innermost frames). */
const STACK_LINES = 6;

/** What an entry says of an uncaught error: its type, message and innermost stack frames (or the value thrown). */
export function describeError(error: unknown, stackLines = STACK_LINES): string {
  if (!(error instanceof Error)) return `uncaught: ${String(error)}`;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s*at |@/.test(line))
    .slice(0, stackLines)
    .map((line) => line.trim());
  return [`uncaught ${error.name}: ${error.message}`, ...frames].join(' | ');
}

/**
 * Reports an error nothing caught (the page's `error` and `unhandledrejection`): logged, then sent through
 * logger/applogger as an `error` entry with this device's id, the session's id, the page's path and the running
 * version, so support finds it beside that device's requests. The same error (message and the frame that threw it)
 * is sent once, and at most MAX_REPORTED_ERRORS a page, so an error in a loop cannot flood the server; a report that
 * fails is only logged.
 */
export class ReportAppErrorUseCase {
  private readonly sent = new Set<string>();

  constructor(
    private readonly diagnostics: SendDiagnosticLogUseCase,
    private readonly logger: LoggerPort,
  ) {}

  /** Logs and sends the error; answers whether it was sent. Never throws. */
  async execute(error: unknown, context: DiagnosticContext): Promise<boolean> {
    this.logger.error('uncaught error', error);
    // The same error is where it was thrown with the same message, whatever called it.
    const key = describeError(error, 1);
    if (this.sent.has(key) || this.sent.size >= MAX_REPORTED_ERRORS) return false;
    this.sent.add(key);
    const message = oneLine(describeError(error), APP_LOG_LIMITS.message);
    try {
      await this.diagnostics.send('error', message, context);
      return true;
    } catch (failure) {
      this.logger.warn('the uncaught error could not be reported', failure);
      return false;
    }
  }
}
