import { APP_LOG_LIMITS, oneLine } from './diagnostic-log';
import { type DiagnosticContext, type SendDiagnosticLogUseCase } from './send-diagnostic-log.use-case';
import { type LoggerPort } from '../kernel/logger.port';

/** The web vitals a page reports, in the order an entry lists them (the load's, then the reader's). */
export const WEB_VITAL_NAMES = ['TTFB', 'FCP', 'LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** One measure of a web vital, as the browser's measuring library gives it. */
export interface WebVitalSample {
  name: WebVitalName;
  /** Milliseconds, except CLS (a unitless score). */
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
}

/** The most web-vitals entries one page sends (the server takes 30 entries a minute from an address: `app-log`). */
export const MAX_VITALS_REPORTS = 3;

/** The text an entry's message starts with, so support can find every page's vitals. */
export const WEB_VITALS_PREFIX = 'web-vitals';

const isSample = (sample: WebVitalSample) =>
  (WEB_VITAL_NAMES as readonly string[]).includes(sample.name) && Number.isFinite(sample.value) && sample.value >= 0;

/**
 * The message of a web-vitals entry: each vital once, in WEB_VITAL_NAMES order, with its value (whole milliseconds,
 * CLS to three decimals) and rating, e.g. `web-vitals LCP=1830ms good; CLS=0.041 good`.
 */
export function describeWebVitals(samples: Iterable<WebVitalSample>): string {
  const byName = new Map([...samples].filter(isSample).map((sample) => [sample.name, sample]));
  const parts = WEB_VITAL_NAMES.flatMap((name) => {
    const sample = byName.get(name);
    if (!sample) return [];
    const value = name === 'CLS' ? sample.value.toFixed(3) : `${Math.round(sample.value)}ms`;
    return [`${name}=${value} ${sample.rating}`];
  });
  return oneLine(`${WEB_VITALS_PREFIX} ${parts.join('; ')}`, APP_LOG_LIMITS.message);
}

/**
 * Gathers a page's web vitals and sends them through logger/applogger as one `info` entry when the page is hidden
 * (the moment the browser settles LCP, INP and CLS), with this device's, session's and version's facts. Each vital
 * keeps its latest value; an entry carries only the vitals measured since the last one, and a page sends at most
 * MAX_VITALS_REPORTS, so a page hidden and shown all day cannot flood the server. A report that fails is only logged.
 */
export class ReportWebVitalsUseCase {
  private readonly pending = new Map<WebVitalName, WebVitalSample>();
  private reports = 0;

  constructor(
    private readonly diagnostics: SendDiagnosticLogUseCase,
    private readonly logger: LoggerPort,
  ) {}

  /** Keeps the sample (a value that is no measure, such as NaN or a negative, is left out). */
  record(sample: WebVitalSample): void {
    if (isSample(sample)) this.pending.set(sample.name, sample);
  }

  /** Sends what was measured since the last entry; answers whether an entry was sent. Never throws. */
  async flush(context: DiagnosticContext): Promise<boolean> {
    if (this.pending.size === 0 || this.reports >= MAX_VITALS_REPORTS) return false;
    const message = describeWebVitals(this.pending.values());
    this.pending.clear();
    this.reports += 1;
    try {
      await this.diagnostics.send('info', message, context);
      return true;
    } catch (failure) {
      this.logger.warn('the web vitals could not be reported', failure);
      return false;
    }
  }
}
