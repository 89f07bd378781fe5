import { formatMoney, type ProductDetail, type ProductOffer } from '@carsi/shared';
import { type ReactNode, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, Breadcrumb, Container, DealStock, DiscountBadge, Price } from '@/components/ui';
import { PromotionBadges } from '@/components/catalog/promotion-badges';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import {
  imagesFor,
  offersOf,
  pickVariant,
  resolveVariant,
  valueStates,
  variantLabel,
} from '../lib/variants';
import { BuyBox } from './buy-box';
import { DealCountdown } from './deal-countdown';
import { OtherSellers } from './other-sellers';
import { ProductGallery } from './product-gallery';
import { AttributeTable, CompatibleSystems, ProductDescription } from './product-info';
import { QuestionsSection } from './questions-section';
import { RatingSummary } from './rating-summary';
import { RelatedRows } from './related-rows';
import { ReviewsSection } from './reviews-section';
import { SellerInfo } from './seller-info';
import { StockStatus } from './stock-status';
import { cartItemOf, useAddToCart } from './use-add-to-cart';
import { VariantPicker } from './variant-picker';
import { HydrateLater } from '@/lib/hydrate-later';

/** The variant id in `?v=`, or null when it is missing or not a positive whole number. */
function variantParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

function breadcrumbOf(product: ProductDetail) {
  return [
    { label: 'Ana sayfa', to: paths.home.path },
    ...product.breadcrumbs.map((c) => ({
      label: c.name,
      to:
        c.depth === 0
          ? paths.category.build({ cid: c.id })
          : paths.subCategory.build({ cid: c.id }),
    })),
    { label: product.title },
  ];
}

/**
 * The product page once its data is here. The chosen variant lives in the URL (`?v=`), so a
 * shared link opens the same colour and size; everything else follows from it.
 */
export function ProductDetailView({
  product,
  contactSeller,
}: {
  product: ProductDetail;
  /** The page's "Satıcıya mesaj gönder" for the main offer's seller (composed by the route). */
  contactSeller?: (seller: { id: number; name: string }) => ReactNode;
}) {
  usePageTitle(product.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const variant = resolveVariant(product, variantParam(searchParams.get('v')));
  const selection = useMemo(() => variant?.values ?? {}, [variant]);
  const states = useMemo(
    () => valueStates(product.axes, product.variants, selection),
    [product.axes, product.variants, selection],
  );
  const { best, others } = offersOf(product.offers, variant);
  const images = useMemo(
    () => imagesFor(product.images, product.axes, product.variants, variant),
    [product.images, product.axes, product.variants, variant],
  );
  const label = variant ? variantLabel(product.axes, variant) : '';
  const addToCart = useAddToCart();

  function pick(axisSlug: string, valueSlug: string) {
    const next = pickVariant(product.axes, product.variants, selection, axisSlug, valueSlug);
    if (!next || next.id === variant?.id) return;
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set('v', String(next.id));
        return params;
      },
      // A variant is a view of the same page: no history entry per click, no jump to the top.
      { replace: true, preventScrollReset: true },
    );
  }

  function add(offer: ProductOffer, quantity: number) {
    addToCart(cartItemOf(product, offer, label, images[0]?.url ?? null), quantity);
  }

  const discount =
    best && best.list_price != null && best.list_price > best.price ? best.discount_percent : 0;
  const soldOut = !best || best.stock <= 0;

  return (
    <Container className="pt-4 pb-28 sm:pt-6 lg:pb-12">
      <Breadcrumb
        items={breadcrumbOf(product)}
        // Phones: the categories only (the title is the h1 right below), without a trailing ›.
        className="mb-4 max-sm:[&_li:last-child]:hidden max-sm:[&_li:nth-last-child(2)>svg]:hidden"
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
        <ProductGallery
          key={images.map((i) => i.id).join(',')}
          images={images}
          title={product.title}
          badges={
            soldOut ? (
              <Badge tone="dark" className="px-2 py-1 text-sm">
                Tükendi
              </Badge>
            ) : null
          }
        />

        <div className="flex min-w-0 flex-col gap-5">
          <header className="flex flex-col gap-2">
            <Link
              to={`${paths.search.path}?${new URLSearchParams({ q: product.brand.name, brand: String(product.brand.id) })}`}
              className="self-start rounded text-sm font-semibold text-accent-700 hover:underline"
            >
              {product.brand.name}
            </Link>
            <h1 className="text-xl leading-snug font-bold text-ink sm:text-2xl">{product.title}</h1>
            <RatingSummary product={product} />
          </header>

          <div className="flex flex-col gap-3">
            {best ? (
              <div className="flex flex-wrap items-end gap-3">
                <Price
                  price={best.price}
                  listPrice={best.list_price}
                  discountPercent={discount}
                  showPercent={false}
                  size="lg"
                />
                {discount > 0 && (
                  <DiscountBadge percent={discount} className="mb-1 px-2 py-1 text-sm" />
                )}
              </div>
            ) : (
              <p className="text-lg font-semibold text-ink-muted">
                Bu seçenek şu anda satışta değil
              </p>
            )}
            {best && best.list_price != null && best.lowest_price_30d != null && (
              <p className="text-xs text-ink-muted">
                Son 30 günün en düşük fiyatı:{' '}
                <span className="font-semibold text-ink">{formatMoney(best.lowest_price_30d)}</span>
              </p>
            )}
            {best && <PromotionBadges badges={best.badges} />}
            {best?.deal_ends_at && <DealCountdown key={best.id} endsAt={best.deal_ends_at} />}
            {best?.deal_ends_at && best.deal_cap != null && best.deal_left != null && (
              <DealStock left={best.deal_left} cap={best.deal_cap} className="max-w-xs" />
            )}
            <p className="text-xs text-ink-subtle">Fiyatlara KDV dahildir.</p>
          </div>

          {product.axes.length > 0 && (
            <VariantPicker
              axes={product.axes}
              selection={selection}
              states={states}
              onPick={pick}
            />
          )}

          <div className="flex flex-col gap-3">
            {best && <StockStatus stock={best.stock} />}
            {soldOut && (
              <p className="text-sm text-ink-muted">
                {product.in_stock && product.axes.length > 0
                  ? 'Bu seçenek şu anda yok; stokta olan diğer seçeneklere göz atabilirsiniz.'
                  : 'Bu ürün şu anda stokta yok. Benzer ürünleri sayfanın altında bulabilirsiniz.'}
              </p>
            )}
            <BuyBox key={best?.id ?? 'none'} productId={product.id} offer={best} onAdd={add} />
          </div>

          {best && <SellerInfo offer={best} />}
          {best && contactSeller?.(best.seller)}
          <OtherSellers offers={others} onAdd={(offer) => add(offer, 1)} />
        </div>
      </div>

      {/* Below the buy box: hydrated after it, a part per task (lib/hydrate-later). */}
      <HydrateLater>
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div className="flex min-w-0 flex-col gap-10">
            <ProductDescription html={product.description} />
            <CompatibleSystems systems={product.systems} />
          </div>
          <div className="min-w-0">
            <AttributeTable attributes={product.attributes} />
          </div>
        </div>
      </HydrateLater>

      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <HydrateLater>
          <ReviewsSection product={product} />
        </HydrateLater>
        <HydrateLater>
          <QuestionsSection product={product} />
        </HydrateLater>
      </div>

      <div className="mt-6">
        <HydrateLater>
          <RelatedRows productId={product.id} />
        </HydrateLater>
      </div>
    </Container>
  );
}
