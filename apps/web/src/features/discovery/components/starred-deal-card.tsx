import { type StarredDeal, titleWithoutBrand } from '@carsi/shared';
import { clsx } from 'clsx';
import { ImageOff, Store } from 'lucide-react';
import { Link } from 'react-router';
import { DealStock, DiscountBadge, LowStockBadge, Price } from '@/components/ui';
import { paths } from '@/config/paths';
import { Countdown } from './countdown';

export interface StarredDealCardProps {
  deal: StarredDeal;
  priority?: boolean;
  onExpire?: () => void;
  className?: string;
}

/**
 * A time-boxed deal: the deal price, the offer's price before it and what is left at the deal
 * price (not the product's best offer), its seller and a live countdown to its end.
 */
export function StarredDealCard({
  deal,
  priority = false,
  onExpire,
  className,
}: StarredDealCardProps) {
  const { product } = deal;
  const href = paths.productDetail.build({ slug: product.slug });
  const percent = deal.list_price > deal.price ? deal.discount_percent : 0;
  return (
    <article
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-card transition-shadow hover:shadow-lg has-[a:focus-visible]:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-600',
        className,
      )}
    >
      {/* The clock runs across the top so it never has to wrap beside the image. */}
      <div className="border-b border-accent-100 bg-accent-50 px-2 py-1">
        <Countdown endsAt={deal.ends_at} onExpire={onExpire} />
      </div>
      <div className="flex flex-1">
        <div className="relative min-h-36 w-[38%] shrink-0 bg-surface">
          {product.image ? (
            <img
              src={product.image.url}
              srcSet={product.image.srcset || undefined}
              sizes={product.image.srcset ? '(min-width: 768px) 170px, 35vw' : undefined}
              width={product.image.width}
              height={product.image.height}
              alt={product.image.alt || product.title}
              loading={priority ? 'eager' : 'lazy'}
              decoding="async"
              className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
            />
          ) : (
            <div
              className="flex h-full w-full items-center justify-center text-ink-subtle"
              role="img"
              aria-label="Görsel yok"
            >
              <ImageOff aria-hidden="true" className="h-10 w-10" />
            </div>
          )}
          <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
            <DiscountBadge percent={percent} />
            {!deal.stock_cap && <LowStockBadge stock={deal.stock} />}
          </div>
        </div>

        <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3">
          <h3 className="text-sm leading-snug text-ink">
            <Link
              to={href}
              className="line-clamp-2 outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
            >
              <span className="font-semibold">{product.brand.name}</span>{' '}
              {titleWithoutBrand(product.title, product.brand.name)}
            </Link>
          </h3>
          <p className="flex items-center gap-1 text-xs text-ink-muted">
            <Store aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            <span className="sr-only">Satıcı: </span>
            <span className="truncate">{deal.seller_name}</span>
          </p>
          <Price
            price={deal.price}
            listPrice={deal.list_price}
            discountPercent={percent}
            size="md"
            className="mt-auto pt-1"
          />
          {deal.stock_cap ? <DealStock left={deal.stock} cap={deal.stock_cap} /> : null}
        </div>
      </div>
    </article>
  );
}
