import type { ProductOffer } from '@carsi/shared';
import { Truck } from 'lucide-react';
import { useId } from 'react';
import { Button, FreeShippingBadge, LowStockBadge, Price } from '@/components/ui';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { formatDeliveryWindow } from '../lib/format';
import { SellerRating } from './seller-info';

export interface OtherSellersProps {
  offers: ProductOffer[];
  onAdd: (offer: ProductOffer) => void;
}

/** "Diğer satıcılar (2)": the variant's other offers, each with its own "Sepete ekle". */
export function OtherSellers({ offers, onAdd }: OtherSellersProps) {
  const headingId = useId();
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-card">
      <h2 id={headingId} className="border-b border-line px-4 py-3 text-base font-bold text-ink">
        Diğer satıcılar ({offers.length})
      </h2>
      <ul className="divide-y divide-line">
        {offers.map((offer) => {
          const when = formatDeliveryWindow(offer.delivery.from, offer.delivery.to);
          const soldOut = offer.stock <= 0;
          // Two columns on every width: who sells and how it ships on the left, the price and
          // the button on the right; the delivery date gets a row of its own so a phone shows
          // it on one line instead of squeezing it beside the button.
          return (
            <li
              key={offer.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-4 py-3"
              aria-label={`${offer.seller.name} teklifi`}
            >
              <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <Link
                  to={paths.shop.build({ slug: offer.seller.slug })}
                  className="font-semibold break-words text-ink hover:text-accent-700 hover:underline"
                >
                  {offer.seller.name}
                </Link>
                <SellerRating seller={offer.seller} />
              </p>
              <Price
                price={offer.price}
                listPrice={offer.list_price}
                size="sm"
                className="items-end text-right"
              />
              <p className="flex min-w-0 flex-wrap items-center gap-2 text-xs text-ink-muted">
                {offer.free_shipping || offer.shipping_fee <= 0 ? (
                  <FreeShippingBadge />
                ) : (
                  <span className="whitespace-nowrap">Kargo {formatMoney(offer.shipping_fee)}</span>
                )}
                <LowStockBadge stock={offer.stock} />
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={soldOut}
                onClick={() => onAdd(offer)}
                className="justify-self-end"
              >
                {soldOut ? 'Tükendi' : 'Sepete ekle'}{' '}
                <span className="sr-only">— {offer.seller.name}</span>
              </Button>
              {when && !soldOut && (
                <p className="col-span-2 flex items-center gap-1.5 text-xs text-ink-muted">
                  <Truck aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                  <span>
                    Tahmini teslimat: <span className="whitespace-nowrap">{when}</span>
                  </span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
