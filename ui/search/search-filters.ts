import { type ReportFilters } from '../../core';

/**
 * The report filters the results page combines with (the lists' own, kept for the session): the composition binds
 * them to the lists' filters store.
 */
export interface SearchFilters {
  readonly filters: ReportFilters;
  readonly activeCount: number;
  /** Puts these filters on (every other off) and keeps them. */
  replace(filters: ReportFilters): void;
  /** Turns every filter off. */
  clear(): void;
}
/** Injection token of the SearchFilters. */
export const SearchFilters = Symbol('SearchFilters');
