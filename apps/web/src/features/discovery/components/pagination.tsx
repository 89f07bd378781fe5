import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page: pagination uses real links, so every page can be opened and shared. */
  hrefFor: (page: number) => string;
  className?: string;
}

/** 1 … 4 5 [6] 7 8 … 20: the first, the last and two either side of the current page. */
export function pageWindow(page: number, totalPages: number): Array<number | 'gap'> {
  const pages = new Set([1, totalPages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-semibold tabular-nums transition-colors';

export function Pagination({ page, totalPages, hrefFor, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  return (
    <nav aria-label="Sayfalar" className={clsx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {current > 1 ? (
            <Link
              to={hrefFor(current - 1)}
              rel="prev"
              aria-label="Önceki sayfa"
              className={clsx(cell, 'border border-line bg-card text-ink hover:bg-surface')}
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              <span className="max-sm:hidden">Önceki</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(current, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-subtle">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-current={p === current ? 'page' : undefined}
                aria-label={`Sayfa ${p}`}
                className={clsx(
                  cell,
                  p === current
                    ? 'bg-ink text-white'
                    : 'border border-line bg-card text-ink hover:bg-surface',
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link
              to={hrefFor(current + 1)}
              rel="next"
              aria-label="Sonraki sayfa"
              className={clsx(cell, 'border border-line bg-card text-ink hover:bg-surface')}
            >
              <span className="max-sm:hidden">Sonraki</span>
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
