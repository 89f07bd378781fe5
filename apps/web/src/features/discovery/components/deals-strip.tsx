import type { StarredDeal } from '@carsi/shared';
import { Zap } from 'lucide-react';
import { ProductRow } from '@/components/catalog/product-row';
import { HydrateLater } from '@/lib/hydrate-later';
import { StarredDealCard } from './starred-deal-card';

export interface DealsStripProps {
  deals: StarredDeal[];
  title?: string;
  /** "Tümünü gör" target (the home page points at /super-firsatlar). */
  link?: string | null;
  /** The strip is in the first screenful: load its first images eagerly. */
  priority?: boolean;
  /** A deal's clock reached zero (e.g. refetch so it drops out). */
  onExpire?: () => void;
  className?: string;
}

/**
 * "Günün Süper Fırsatları": the starred deals as the server sends them (it leaves out ended and
 * future ones; one that ends while shown says "Süresi doldu" until the next refetch).
 */
export function DealsStrip({
  deals,
  title = 'Günün Süper Fırsatları',
  link,
  priority = false,
  onExpire,
  className,
}: DealsStripProps) {
  if (deals.length === 0) return null;
  return (
    <ProductRow
      title={title}
      link={link}
      noun="fırsatlar"
      className={className}
      layout={{ count: deals.length, columns: { md: 2, lg: 3, xl: 3 } }}
      icon={
        <span className="hidden h-8 w-8 items-center justify-center rounded-full bg-accent-700 text-white sm:inline-flex">
          <Zap aria-hidden="true" className="h-4.5 w-4.5" />
        </span>
      }
      description="Sınırlı süreli, stoklarla sınırlı satıcı fırsatları"
    >
      {deals.map((d, i) => (
        <li
          key={d.id}
          className="w-[88%] shrink-0 snap-start sm:w-[60%] md:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2*1rem)/3)]"
        >
          {priority && i < 2 ? (
            <StarredDealCard deal={d} priority onExpire={onExpire} />
          ) : (
            // Like product cards: one task each while a server-rendered page hydrates.
            <HydrateLater>
              <StarredDealCard deal={d} onExpire={onExpire} />
            </HydrateLater>
          )}
        </li>
      ))}
    </ProductRow>
  );
}

export function DealsStripSkeleton() {
  return (
    <div aria-hidden="true" className="py-6">
      <span className="mb-3 block h-7 w-64 animate-pulse rounded-lg bg-[#eeedec] motion-reduce:animate-none" />
      <div className="-mx-4 flex gap-3 overflow-hidden px-4 pt-1 pb-3 sm:-mx-6 sm:px-6 md:mx-0 md:gap-4 md:px-0">
        {Array.from({ length: 3 }, (_, i) => (
          <span
            key={i}
            className="block h-44 w-[88%] shrink-0 animate-pulse rounded-card bg-[#eeedec] motion-reduce:animate-none sm:w-[60%] md:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2*1rem)/3)]"
          />
        ))}
      </div>
    </div>
  );
}
