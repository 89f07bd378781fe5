import { type BestSellersResponse, formatDecimal } from '@carsi/shared';
import { clsx } from 'clsx';
import { TrendingUp } from 'lucide-react';
import { ProductCard, ProductCardSkeleton } from '@/components/catalog/product-card';

export type RankedProduct = BestSellersResponse['results'][number];

/** "1." on the podium in the accent colour, the rest in ink. */
export function RankBadge({ rank, className }: { rank: number; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex h-9 min-w-9 items-center justify-center rounded-full px-2 text-base font-extrabold tabular-nums shadow-md ring-2 ring-white',
        rank <= 3 ? 'bg-accent-700 text-white' : 'bg-ink text-white',
        className,
      )}
    >
      <span aria-hidden="true">{rank}.</span>
      <span className="sr-only">Çok satanlarda {rank}. sırada</span>
    </span>
  );
}

/** "Son 30 günde 120 adet satıldı" */
export function unitsSoldText(unitsSold: number, periodDays: number): string {
  return `Son ${periodDays} günde ${formatDecimal(unitsSold)} adet satıldı`;
}

/** The shared product card with its best-seller rank on the image and the units sold under it. */
export function RankedProductCard({
  product,
  periodDays,
  priority = false,
}: {
  product: RankedProduct;
  periodDays: number;
  priority?: boolean;
}) {
  return (
    <div className="relative flex h-full flex-col">
      {/* First in the DOM so the rank is read before the product. */}
      <RankBadge rank={product.rank} className="absolute top-2 right-2 z-10" />
      <ProductCard product={product} priority={priority} className="flex-1" />
      <p className="mt-1.5 flex items-start gap-1 px-1 text-xs leading-snug font-medium text-ink-muted">
        <TrendingUp aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0 text-success" />
        {unitsSoldText(product.units_sold, periodDays)}
      </p>
    </div>
  );
}

export function RankedProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col">
      <ProductCardSkeleton />
      <span className="mt-2 block h-3 w-3/4 animate-pulse rounded bg-[#eeedec] motion-reduce:animate-none" />
    </div>
  );
}
