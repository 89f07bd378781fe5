import type { ProductCard as ProductCardData } from '@carsi/shared';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductCard, ProductCardSkeleton } from './product-card';

interface RowBase {
  title: string;
  /** "Tümünü gör" target. */
  link?: string | null;
  /** A line under the title. */
  description?: ReactNode;
  /** Shown before the title. */
  icon?: ReactNode;
  /** What the arrows move through: "ürünler" → "Önceki ürünler". */
  noun?: string;
  className?: string;
}

export type ProductRowProps = RowBase &
  (
    | {
        products: ProductCardData[];
        /** Load the first images eagerly (the row is in the first screenful). */
        priority?: boolean;
        children?: never;
        layout?: never;
      }
    | {
        /** Custom `<li>` items (use `productRowItemClass`) instead of product cards. */
        children: ReactNode;
        products?: never;
        priority?: never;
        /** How many items, and how many fit across (where the items are not product cards). */
        layout?: { count: number; columns?: Columns };
      }
  );

/** Items across at the md, lg and xl widths. */
export interface Columns {
  md: number;
  lg: number;
  xl: number;
}
/** The columns of `productRowItemClass`. */
const CARD_COLUMNS: Columns = { md: 4, lg: 5, xl: 6 };

/** Width of one item: a peek of the next card on phones, five to six across on desktop. */
export const productRowItemClass =
  'w-[44%] shrink-0 snap-start sm:w-[30%] md:w-[calc((100%-3*1rem)/4)] lg:w-[calc((100%-4*1rem)/5)] xl:w-[calc((100%-5*1rem)/6)]';

const listClasses =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3 ' +
  'sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:scroll-px-0 md:gap-4 md:px-0';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * A titled horizontal strip of products: swiped on phones; on wider screens previous/next
 * buttons beside the title move it by a screenful. The buttons stay focusable at the ends
 * (aria-disabled), so a keyboard user pressing "Sonraki" to the end keeps their place.
 */
export function ProductRow(props: ProductRowProps) {
  const { title, link, description, icon, noun = 'ürünler', className } = props;
  const headingId = useId();
  const listId = useId();
  const ref = useRef<HTMLUListElement>(null);
  // Null until the row is measured in the browser.
  const [measured, setMeasured] = useState<{ start: boolean; end: boolean } | null>(null);

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    // Same edges, same object: no re-render of the row and its cards.
    setMeasured((prev) => (prev?.start === start && prev.end === end ? prev : { start, end }));
  }, []);

  const empty = props.products !== undefined && props.products.length === 0;
  // Kept between renders: a change of the arrows' state re-renders the row, not its cards.
  const { products, priority = false, children } = props;
  const items = useMemo(
    () =>
      products
        ? products.map((p, i) => (
            <li key={p.id} className={productRowItemClass}>
              <ProductCard product={p} priority={priority && i < 4} />
            </li>
          ))
        : children,
    [products, priority, children],
  );
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // The observer calls back once layout is done (also right after observe), so reading the
    // scroll sizes there costs nothing; reading them here would force a layout of the whole page
    // for every row while the home page first renders.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [measure, empty]);

  if (empty) return null;

  // Before the measure (the server's page, the first frames): the arrows where the cards
  // outnumber the columns (CSS knows the width, the server does not), so "Tümünü gör" does not
  // jump aside when they appear.
  const guess =
    measured === null
      ? arrowsBeforeMeasure(
          products?.length ?? props.layout?.count ?? 0,
          props.layout?.columns ?? CARD_COLUMNS,
        )
      : null;
  const edges = measured ?? { start: true, end: guess === null };
  const scrollable = !(edges.start && edges.end);

  const move = (dir: 1 | -1) => {
    const el = ref.current;
    if (!el || (dir < 0 ? edges.start : edges.end)) return;
    el.scrollBy?.({
      left: dir * Math.max(el.clientWidth * 0.9, 200),
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <section aria-labelledby={headingId} className={clsx('py-6', className)}>
      <div className="mb-3 flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2
            id={headingId}
            className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink sm:text-2xl"
          >
            {icon}
            {title}
          </h2>
          {description && <div className="mt-1 text-sm text-ink-muted">{description}</div>}
        </div>
        {/* As tall as the arrow buttons from the start: they appear once the row is measured. */}
        <div className="flex shrink-0 items-center gap-3 md:min-h-9">
          {link && (
            <Link
              to={link}
              className="inline-flex items-center gap-0.5 rounded text-sm font-semibold text-accent-700 hover:underline"
            >
              Tümünü gör
              <span className="sr-only">: {title}</span>
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          )}
          {scrollable && (
            <div className={clsx('hidden items-center gap-1.5', guess ?? 'md:flex')}>
              <ArrowButton
                label={`Önceki ${noun}`}
                controls={listId}
                atEdge={edges.start}
                onClick={() => move(-1)}
              >
                <ChevronLeft aria-hidden="true" className="h-5 w-5" />
              </ArrowButton>
              <ArrowButton
                label={`Sonraki ${noun}`}
                controls={listId}
                atEdge={edges.end}
                onClick={() => move(1)}
              >
                <ChevronRight aria-hidden="true" className="h-5 w-5" />
              </ArrowButton>
            </div>
          )}
        </div>
      </div>
      <ul id={listId} ref={ref} onScroll={measure} className={listClasses}>
        {items}
      </ul>
    </section>
  );
}

/** The arrows' classes for `count` items before the row is measured: shown where they overflow. */
function arrowsBeforeMeasure(count: number, columns: Columns): string | null {
  if (count <= columns.md) return null;
  if (count <= columns.lg) return 'md:flex lg:hidden';
  if (count <= columns.xl) return 'md:flex xl:hidden';
  return 'md:flex';
}

function ArrowButton({
  label,
  controls,
  atEdge,
  onClick,
  children,
}: {
  label: string;
  controls: string;
  atEdge: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      aria-disabled={atEdge || undefined}
      onClick={onClick}
      className={clsx(
        'inline-flex h-9 w-9 items-center justify-center rounded-full border border-line bg-card text-ink transition-colors',
        atEdge ? 'cursor-default opacity-40' : 'hover:border-ink-subtle hover:bg-surface',
      )}
    >
      {children}
    </button>
  );
}

/** The size of a loaded row: the same title line, list spacing and card boxes. */
export function ProductRowSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="py-6" aria-hidden="true">
      <div className="mb-3 flex h-7 items-center sm:h-8 md:h-9">
        <span className="block h-7 w-48 animate-pulse rounded-lg bg-[#eeedec] motion-reduce:animate-none" />
      </div>
      <div className="-mx-4 flex gap-3 overflow-hidden px-4 pt-1 pb-3 sm:-mx-6 sm:px-6 md:mx-0 md:gap-4 md:px-0">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={productRowItemClass}>
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
