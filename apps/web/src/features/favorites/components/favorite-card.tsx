import { type Favorite, titleWithoutBrand } from '@carsi/shared';
import { clsx } from 'clsx';
import { ArrowRight, ImageOff, TrendingDown, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import {
  Badge,
  Button,
  buttonClasses,
  DiscountBadge,
  FreeShippingBadge,
  LowStockBadge,
  Price,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';

export interface FavoriteCardProps {
  favorite: Favorite;
  onRemove: (favorite: Favorite) => void;
  priority?: boolean;
}

/** "250,00 TL düştü": how much cheaper the product is than when it was hearted. */
export function priceDropText(drop: number): string {
  return `${formatMoney(drop)} düştü`;
}

/** A favourite on /favoriler: the product, its price drop since hearted, a way to it and out. */
export function FavoriteCard({ favorite, onRemove, priority = false }: FavoriteCardProps) {
  const { product } = favorite;
  const href = paths.productDetail.build({ slug: product.slug });
  const soldOut = product.stock <= 0;
  const percent =
    product.list_price != null && product.list_price > product.price ? product.discount_percent : 0;
  const name = titleWithoutBrand(product.title, product.brand.name);
  return (
    <article
      aria-label={product.title}
      className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-card"
    >
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block aspect-square overflow-hidden bg-surface"
      >
        {product.image ? (
          <img
            src={product.image.url}
            srcSet={product.image.srcset || undefined}
            sizes={
              product.image.srcset
                ? '(min-width: 1280px) 220px, (min-width: 768px) 30vw, 45vw'
                : undefined
            }
            width={product.image.width}
            height={product.image.height}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className={clsx('h-full w-full object-contain', soldOut && 'opacity-50 grayscale')}
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-ink-subtle">
            <ImageOff className="h-10 w-10" />
          </span>
        )}
        <span className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {soldOut ? (
            <Badge tone="dark">Tükendi</Badge>
          ) : (
            <>
              <DiscountBadge percent={percent} />
              <LowStockBadge stock={product.stock} />
            </>
          )}
        </span>
      </Link>

      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h2 className="text-sm leading-snug text-ink">
          <Link
            to={href}
            className="line-clamp-2 rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            <span className="font-semibold">{product.brand.name}</span> {name}
          </Link>
        </h2>
        {favorite.price_drop > 0 && (
          <p>
            <Badge
              tone="success"
              icon={<TrendingDown aria-hidden="true" className="h-3.5 w-3.5" />}
            >
              {priceDropText(favorite.price_drop)}
            </Badge>
          </p>
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
        {product.free_shipping && (
          <div>
            <FreeShippingBadge />
          </div>
        )}
        <div className="mt-2 flex flex-col gap-2">
          <Link to={href} className={buttonClasses('primary', 'sm', 'w-full')}>
            Ürüne git
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">: {product.title}</span>
          </Link>
          <Button
            variant="ghost"
            size="sm"
            className="w-full text-ink-muted"
            leftIcon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
            onClick={() => onRemove(favorite)}
            aria-label={`Kaldır: ${product.title}`}
          >
            Kaldır
          </Button>
        </div>
      </div>
    </article>
  );
}

export function FavoriteCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-card"
    >
      <span className="block aspect-square animate-pulse bg-[#eeedec] motion-reduce:animate-none" />
      <div className="flex flex-col gap-2 p-3">
        <span className="block h-3.5 w-11/12 animate-pulse rounded bg-[#eeedec] motion-reduce:animate-none" />
        <span className="block h-3.5 w-2/3 animate-pulse rounded bg-[#eeedec] motion-reduce:animate-none" />
        <span className="mt-2 block h-5 w-1/2 animate-pulse rounded bg-[#eeedec] motion-reduce:animate-none" />
        <span className="mt-2 block h-9 w-full animate-pulse rounded-xl bg-[#eeedec] motion-reduce:animate-none" />
      </div>
    </div>
  );
}
