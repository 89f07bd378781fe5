import { type ProductCard as ProductCardData, titleWithoutBrand } from '@carsi/shared';
import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import {
  Badge,
  DiscountBadge,
  FreeShippingBadge,
  LowStockBadge,
  Price,
  Rating,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { HydrateLater } from '@/lib/hydrate-later';
import { FavoriteButton } from './favorite-button';
import { PromotionBadges } from './promotion-badges';

export interface ProductCardProps {
  product: ProductCardData;
  /** Cards in the first screenful load eagerly; the rest lazily. */
  priority?: boolean;
  /** `sizes` attribute for the image's srcset. */
  sizes?: string;
  className?: string;
}

/**
 * A product's card. Cards after the first screenful hydrate one per task on a server-rendered
 * page (lib/hydrate-later): a page of cards hydrated at once was one long task on a phone.
 */
export function ProductCard(props: ProductCardProps) {
  const card = <Card {...props} />;
  return props.priority ? card : <HydrateLater>{card}</HydrateLater>;
}

function Card({
  product,
  priority = false,
  sizes = '(min-width: 1280px) 200px, (min-width: 768px) 22vw, 45vw',
  className,
}: ProductCardProps) {
  const href = paths.productDetail.build({ slug: product.slug });
  const soldOut = product.stock <= 0;
  const percent =
    product.list_price != null && product.list_price > product.price ? product.discount_percent : 0;
  return (
    <article
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-card transition-shadow hover:shadow-lg has-[a:focus-visible]:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-600',
        className,
      )}
    >
      <div className="relative aspect-square overflow-hidden bg-surface">
        {product.image ? (
          <img
            src={product.image.url}
            srcSet={product.image.srcset || undefined}
            sizes={product.image.srcset ? sizes : undefined}
            width={product.image.width}
            height={product.image.height}
            alt={product.image.alt || product.title}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className={clsx(
              'h-full w-full object-contain transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none',
              soldOut && 'opacity-50 grayscale',
            )}
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
          {soldOut ? (
            <Badge tone="dark">Tükendi</Badge>
          ) : (
            <>
              <DiscountBadge percent={percent} />
              <LowStockBadge stock={product.stock} />
            </>
          )}
        </div>
        {/* Bottom right: the top corners hold the discount badges and, on best-seller cards,
            the rank. A sibling of the title link, above its stretched click area. */}
        <FavoriteButton
          productId={product.id}
          product={product}
          className="absolute right-2 bottom-2 z-10"
        />
      </div>

      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="text-sm leading-snug text-ink">
          <Link
            to={href}
            className="line-clamp-2 outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
          >
            <span className="font-semibold">{product.brand.name}</span>{' '}
            {titleWithoutBrand(product.title, product.brand.name)}
          </Link>
        </h3>
        {product.review_count > 0 && (
          <Rating value={product.rating} reviewCount={product.review_count} />
        )}
        <div className="mt-auto pt-1">
          <Price
            price={product.price}
            listPrice={product.list_price}
            discountPercent={percent}
            showPercent={false}
            size="md"
          />
        </div>
        <PromotionBadges badges={product.badges} />
        {(product.free_shipping || product.seller_count > 1) && (
          <div className="flex flex-wrap gap-1">
            {product.free_shipping && <FreeShippingBadge />}
            {product.seller_count > 1 && (
              <Badge tone="neutral">{product.seller_count} satıcı</Badge>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

const bar = 'block animate-pulse rounded bg-[#eeedec] motion-reduce:animate-none';

/**
 * A loading card as tall as a loaded one: the square image, two title lines, the rating line, the
 * price block and the badges (which wrap to two lines below lg), so rows do not jump on arrival.
 */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-card"
    >
      <span className="block aspect-square animate-pulse bg-[#eeedec] motion-reduce:animate-none" />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <span className="flex h-[2lh] flex-col justify-around text-sm leading-snug">
          <span className={clsx(bar, 'h-3.5 w-11/12')} />
          <span className={clsx(bar, 'h-3.5 w-2/3')} />
        </span>
        <span className={clsx(bar, 'h-4 w-1/3')} />
        <span className="flex h-[2.9rem] flex-col justify-end gap-1 pt-1">
          <span className={clsx(bar, 'h-3.5 w-1/3')} />
          <span className={clsx(bar, 'h-5 w-1/2')} />
        </span>
        <span className="flex h-11 flex-col gap-1 lg:h-5">
          <span className={clsx(bar, 'h-5 w-2/3')} />
        </span>
      </div>
    </div>
  );
}
