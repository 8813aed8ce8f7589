import { type LoggerPort } from '../../core';

/** Logs to the console. */
export class ConsoleLogger implements LoggerPort {
  warn(message: string, detail?: unknown): void {
    console.warn(`[celeiro] ${message}`, detail ?? '');
  }
  error(message: string, detail?: unknown): void {
    console.error(`[celeiro] ${message}`, detail ?? '');
  }
}
