import type { ProductCard as ProductCardData } from '@carsi/shared';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ProductCard, ProductCardSkeleton } from './product-card';

export interface ProductRowProps {
  title: string;
  products: ProductCardData[];
  /** "Tümünü gör" target. */
  link?: string | null;
  /** Load the first images eagerly (the row is in the first screenful). */
  priority?: boolean;
}

const listClasses =
  // Phone: one swipeable line with a peek of the next card; desktop: a grid.
  '-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 scroll-px-4 ' +
  'sm:-mx-6 sm:px-6 sm:scroll-px-6 md:mx-0 md:grid md:grid-cols-4 md:gap-4 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-5 xl:grid-cols-6';
const itemClasses = 'w-[44%] shrink-0 snap-start sm:w-[30%] md:w-auto';

export function ProductRow({ title, products, link, priority = false }: ProductRowProps) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="py-6">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
          {title}
        </h2>
        {link && (
          <Link
            to={link}
            className="inline-flex shrink-0 items-center gap-0.5 rounded text-sm font-semibold text-accent-700 hover:underline"
          >
            Tümünü gör
            <span className="sr-only">: {title}</span>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        )}
      </div>
      <ul className={listClasses}>
        {products.map((p, i) => (
          <li key={p.id} className={itemClasses}>
            <ProductCard product={p} priority={priority && i < 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProductRowSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="py-6" aria-hidden="true">
      <span className="mb-4 block h-7 w-48 animate-pulse rounded-lg bg-[#eeedec] motion-reduce:animate-none" />
      <div className={listClasses}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={itemClasses}>
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
