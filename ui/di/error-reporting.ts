// Errors nothing caught, reported to the server (logger/applogger): a chunk of its own, loaded by the page's first one.
import { type Container } from 'inversify';
import { LoggerPort, ReportAppErrorUseCase, SendDiagnosticLogUseCase, type DiagnosticContext } from '../../core';
import { CurrentLocale, type LocaleSource } from '../kit/i18n/locale-source';
import { BrowserEnvironmentToken, type BrowserEnvironment } from '../kit/platform/browser-environment';

const reporters = new WeakMap<Container, ReportAppErrorUseCase>();

/** What a diagnostic entry says of the page at `location`: the browser, the reader's locale and the page's path. */
export function pageContext(container: Container, location: string): DiagnosticContext {
  return {
    userAgent: container.get<BrowserEnvironment>(BrowserEnvironmentToken).userAgent(),
    locale: container.get<LocaleSource>(CurrentLocale).current(),
    location,
  };
}

/** Logs the error and sends it from the page at `location` (its path only); one reporter per container. Never throws. */
export async function reportUncaughtError(container: Container, error: unknown, location: string): Promise<boolean> {
  try {
    let report = reporters.get(container);
    if (!report) {
      report = new ReportAppErrorUseCase(container.get(SendDiagnosticLogUseCase), container.get(LoggerPort));
      reporters.set(container, report);
    }
    return await report.execute(error, pageContext(container, location));
  } catch {
    return false;
  }
}

/** The browser's notice that resize observers went round more than once in a frame: no failure of the app. */
const RESIZE_OBSERVER_NOTICE = /^ResizeObserver loop/;

/**
 * Reports the error of the page's `error` or `unhandledrejection` event, from the page's path; the resize observers'
 * notice (an error event with no error) is not one.
 */
export async function reportUncaughtEvent(container: Container, event: Event): Promise<boolean> {
  const { error, message, reason } = event as Partial<ErrorEvent & PromiseRejectionEvent>;
  if (event.type === 'error' && !error && RESIZE_OBSERVER_NOTICE.test(message ?? '')) return false;
  const thrown = event.type === 'unhandledrejection' ? reason : (error ?? message);
  return reportUncaughtError(container, thrown, globalThis.location?.pathname ?? '/');
}
