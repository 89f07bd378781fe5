import type { ProductOffer } from '@carsi/shared';
import { Truck } from 'lucide-react';
import { useId } from 'react';
import { Button, FreeShippingBadge, LowStockBadge, Price } from '@/components/ui';
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
          return (
            <li
              key={offer.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:flex-nowrap"
              aria-label={`${offer.seller.name} teklifi`}
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">{offer.seller.name}</span>
                  <SellerRating seller={offer.seller} />
                </p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                  {offer.free_shipping || offer.shipping_fee <= 0 ? (
                    <FreeShippingBadge />
                  ) : (
                    <span>Kargo {formatMoney(offer.shipping_fee)}</span>
                  )}
                  {when && (
                    <span className="inline-flex items-center gap-1">
                      <Truck aria-hidden="true" className="h-3.5 w-3.5" />
                      Tahmini teslimat: {when}
                    </span>
                  )}
                  <LowStockBadge stock={offer.stock} />
                </p>
              </div>
              <div className="ml-auto flex shrink-0 items-center gap-3">
                <Price price={offer.price} listPrice={offer.list_price} size="sm" />
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={soldOut}
                  onClick={() => onAdd(offer)}
                >
                  {soldOut ? 'Tükendi' : 'Sepete ekle'}{' '}
                  <span className="sr-only">— {offer.seller.name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
