import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** 1 … 4 5 [6] 7 8 … 20: the ends, the current page and two neighbours. */
export function pageWindow(current: number, last: number): Array<number | 'gap'> {
  const pages = new Set<number>([1, last]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= last) pages.add(p);
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
  'inline-flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-semibold tabular-nums';

/**
 * Numbered pages as real links (crawlable, middle-click, Back): each page is its own URL. The
 * router scrolls a new page to the top and restores the position on Back.
 */
export function Pagination({
  page,
  last,
  hrefFor,
}: {
  page: number;
  last: number;
  hrefFor: (page: number) => string;
}) {
  if (last <= 1) return null;
  const to = (p: number) => ({ search: hrefFor(p) });
  return (
    <nav aria-label="Sayfalar" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link
              to={to(page - 1)}
              rel="prev"
              className={clsx(cell, 'gap-1 text-ink hover:bg-accent-50 hover:text-accent-700')}
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">Önceki</span>
              <span className="sr-only sm:hidden">Önceki sayfa</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={clsx(cell, 'gap-1 text-ink-subtle opacity-50')}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">Önceki</span>
            </span>
          )}
        </li>
        {pageWindow(page, last).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-subtle">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={to(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Sayfa ${p}`}
                className={clsx(
                  cell,
                  p === page
                    ? 'bg-accent-700 text-white'
                    : 'text-ink hover:bg-accent-50 hover:text-accent-700',
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < last ? (
            <Link
              to={to(page + 1)}
              rel="next"
              className={clsx(cell, 'gap-1 text-ink hover:bg-accent-50 hover:text-accent-700')}
            >
              <span className="hidden sm:inline">Sonraki</span>
              <span className="sr-only sm:hidden">Sonraki sayfa</span>
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={clsx(cell, 'gap-1 text-ink-subtle opacity-50')}>
              <span className="hidden sm:inline">Sonraki</span>
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
