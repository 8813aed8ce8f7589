// The page's web vitals, measured by the web-vitals library and sent to the server (logger/applogger) when the page is
// hidden: a chunk of its own, loaded once the reader first acts on the page, so it never weighs on a route's first
// load. The library reads the browser's buffered performance entries, so loading it late loses no measure.
import { type Container } from 'inversify';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { LoggerPort, ReportWebVitalsUseCase, SendDiagnosticLogUseCase } from '../../core';
import { pageContext } from './error-reporting';

const started = new WeakSet<Container>();

/** Starts measuring this page's web vitals for the container's session; once per container. */
export function startWebVitals(container: Container): void {
  if (started.has(container)) return;
  started.add(container);
  const report = new ReportWebVitalsUseCase(container.get(SendDiagnosticLogUseCase), container.get(LoggerPort));
  const record = ({ name, value, rating }: Metric) => report.record({ name, value, rating });
  for (const measure of [onTTFB, onFCP, onLCP, onINP, onCLS]) measure(record);
  // The library hands over LCP, INP and CLS in its own listener of the same change; the entry leaves after them.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden')
      setTimeout(() => void report.flush(pageContext(container, location.pathname)), 0);
  });
}
