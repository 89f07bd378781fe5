import type { ProductOffer, SellerRef } from '@carsi/shared';
import { Star, Store, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { formatCount, formatDeliveryWindow, formatRating } from '../lib/format';

/** "★ 4,7 (1.234)" — the seller's own rating. */
export function SellerRating({ seller }: { seller: SellerRef }) {
  if (seller.rating_count <= 0) {
    return <span className="text-xs text-ink-subtle">Henüz puan yok</span>;
  }
  return (
    <span
      className="inline-flex items-center gap-1 rounded-md bg-[#dcfce7] px-1.5 py-0.5 text-xs font-semibold text-success"
      title={`Satıcı puanı: 5 üzerinden ${formatRating(seller.rating)}, ${formatCount(seller.rating_count)} değerlendirme`}
    >
      <Star aria-hidden="true" className="h-3 w-3" fill="currentColor" strokeWidth={0} />
      <span className="sr-only">Satıcı puanı: </span>
      {formatRating(seller.rating)}
      <span className="font-normal text-ink-muted">({formatCount(seller.rating_count)})</span>
    </span>
  );
}

/** "Kargo bedava", or the fee and, when there is one, the seller's free-shipping threshold. */
export function shippingText(offer: ProductOffer): string {
  if (offer.free_shipping || offer.shipping_fee <= 0) return 'Kargo bedava';
  const fee = `Kargo ücreti ${formatMoney(offer.shipping_fee)}`;
  return offer.free_shipping_threshold != null
    ? `${fee} · ${formatMoney(offer.free_shipping_threshold)} üzeri kargo bedava`
    : fee;
}

/** "Tahmini teslimat: 25–27 Kasım" */
export function deliveryText(offer: ProductOffer): string | null {
  const when = formatDeliveryWindow(offer.delivery.from, offer.delivery.to);
  return when ? `Tahmini teslimat: ${when}` : null;
}

/** The best offer's seller, shipping and delivery, under the buy button. */
export function SellerInfo({ offer }: { offer: ProductOffer }) {
  // A delivery date for something that cannot be bought would only mislead.
  const delivery = offer.stock > 0 ? deliveryText(offer) : null;
  return (
    <dl className="divide-y divide-line rounded-card border border-line bg-card text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3">
        <dt className="flex items-center gap-2 text-ink-muted">
          <Store aria-hidden="true" className="h-4 w-4" />
          Satıcı:
        </dt>
        <dd className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.shop.build({ slug: offer.seller.slug })}
            className="font-semibold text-ink hover:text-accent-700 hover:underline"
          >
            {offer.seller.name}
          </Link>
          <SellerRating seller={offer.seller} />
          {offer.seller.city && (
            <span className="text-xs text-ink-subtle">{offer.seller.city}</span>
          )}
        </dd>
      </div>
      <div className="flex items-start gap-2 px-4 py-3">
        <dt className="sr-only">Kargo</dt>
        <Truck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-ink-muted" />
        <dd className="flex flex-col gap-0.5">
          <span
            className={
              offer.free_shipping || offer.shipping_fee <= 0
                ? 'font-semibold text-success'
                : 'text-ink'
            }
          >
            {shippingText(offer)}
          </span>
          {delivery && <span className="text-ink-muted">{delivery}</span>}
        </dd>
      </div>
    </dl>
  );
}
