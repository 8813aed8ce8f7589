// The names of the rate limits and the settings that tune them, apart from their table (rate-limit.ts): the server's
// options name them, and the table's subjects read the server's context, which holds the options.
import { type RateLimitStore } from './rate-limit-store';

/** At most `max` counted attempts in a window of `windowMs`. */
export interface Quota {
  max: number;
  windowMs: number;
}

/** The name of a limit of the table (RATE_LIMITS has a rule for each, and no other: the compiler checks both). */
export type RateLimitName =
  | 'sign-in'
  | 'sign-in-failures'
  | 'quick-sign-in'
  | 'quick-sign-in-failures'
  | 'two-factor-validation'
  | 'two-factor-resend'
  | 'registration'
  | 'confirmation-resend'
  | 'confirmation'
  | 'forgot-password'
  | 'reset-password'
  | 'lost-access'
  | 'new-client'
  | 'team-mail'
  | 'document-link'
  | 'public-device'
  | 'app-log'
  | 'data-export'
  | 'data-export-download'
  | 'change-password-session'
  | 'change-password-account';

/** The rate-limit settings of a server: the base quota, overrides by name and where the counters live. */
export interface RateLimitOptions {
  /** The base quota: attempts per window for one address and subject (SIGNIN_RATE_LIMIT a minute). */
  max: number;
  timeWindowMs: number;
  /** Quotas that replace the table's for some limits. */
  limits?: Partial<Record<RateLimitName, Partial<Quota>>>;
  /** 'memory' (this process) or 'database' (shared by every instance on the database); default database on PostgreSQL, memory otherwise. */
  store?: 'memory' | 'database' | RateLimitStore;
}
