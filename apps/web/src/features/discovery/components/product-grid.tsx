import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { ProductCardSkeleton } from '@/components/catalog/product-card';

export const productGridClass =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6';

/** A responsive grid of product cards; `ordered` for ranked lists. */
export function ProductGrid({
  children,
  ordered = false,
  label,
  busy = false,
  className,
}: {
  children: ReactNode;
  ordered?: boolean;
  label?: string;
  /** A new page is loading: the old cards stay, dimmed. */
  busy?: boolean;
  className?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      aria-label={label}
      aria-busy={busy || undefined}
      className={clsx(productGridClass, busy && 'opacity-60 transition-opacity', className)}
    >
      {children}
    </List>
  );
}

export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div aria-hidden="true" className={productGridClass}>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
