import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGINATOR } from '../../core';
import './paginator.css';

/** The paginator's texts, in the words of the page that shows it. */
export interface PaginatorLabels {
  /** The paginator's accessible name. */
  label: string;
  previous: string;
  next: string;
  /** A page's button's accessible name. */
  page: (page: number) => string;
  pageSize: string;
}

/** The pages shown around the current one (first and last always). */
function pagesAround(page: number, count: number): (number | 'gap')[] {
  const shown = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, index) => (index > 0 && p - sorted[index - 1]! > 1 ? ['gap' as const, p] : [p]));
}

/** The paginator: previous, pages, next, and the page size (10, 25, 50). */
export function Paginator({
  page,
  pageCount,
  pageSize,
  onPage,
  onPageSize,
  labels,
}: {
  page: number;
  pageCount: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  labels: PaginatorLabels;
}) {
  return (
    <nav className="paginator" aria-label={labels.label}>
      <button
        type="button"
        className="button button-ghost"
        aria-label={labels.previous}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" size={18} />
      </button>
      {pagesAround(page, pageCount).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} className="paginator-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            className={`button paginator-page${entry === page ? ' current' : ''}`}
            aria-label={labels.page(entry)}
            aria-current={entry === page ? 'page' : undefined}
            onClick={() => onPage(entry)}
          >
            {entry}
          </button>
        ),
      )}
      <button
        type="button"
        className="button button-ghost"
        aria-label={labels.next}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight aria-hidden="true" size={18} />
      </button>
      <label className="paginator-size">
        {labels.pageSize}
        <select value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {PAGINATOR.pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
