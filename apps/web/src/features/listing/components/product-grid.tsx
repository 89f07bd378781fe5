import type { ProductCard as ProductCardData } from '@carsi/shared';
import { clsx } from 'clsx';
import { ProductCard, ProductCardSkeleton } from '@/components/catalog/product-card';

const gridClasses =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4';
const belowFold = '[content-visibility:auto] [contain-intrinsic-size:auto_340px]';
const SIZES =
  '(min-width: 1280px) 230px, (min-width: 1024px) 28vw, (min-width: 768px) 23vw, (min-width: 640px) 31vw, 47vw';

/** 2 columns on phones, 3–4 on tablets, 3–4 beside the filters on desktop. */
export function ProductGrid({
  products,
  busy = false,
}: {
  products: ProductCardData[];
  /** Older results stay visible, dimmed, while the new ones load. */
  busy?: boolean;
}) {
  return (
    <ul
      aria-busy={busy || undefined}
      className={clsx(gridClasses, 'transition-opacity', busy && 'opacity-60')}
    >
      {products.map((p, i) => (
        // Cards past the first screenful are laid out and painted only near the screen.
        <li key={p.id} className={i < 6 ? undefined : belowFold}>
          <ProductCard product={p} priority={i < 4} sizes={SIZES} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className={gridClasses} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
