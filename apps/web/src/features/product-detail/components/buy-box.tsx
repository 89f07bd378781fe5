import type { ProductOffer } from '@carsi/shared';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button, Price } from '@/components/ui';
import { useInViewport } from '../lib/use-near-viewport';
import { FavouriteButton } from './favourite-button';
import { QuantityStepper } from './quantity-stepper';

/** At most this many of one offer per click, even with a large stock. */
export const MAX_QUANTITY = 10;

export interface BuyBoxProps {
  productId: number;
  /** The offer the button buys; null when nobody sells the chosen variant. */
  offer: ProductOffer | null;
  onAdd: (offer: ProductOffer, quantity: number) => void;
}

/**
 * Quantity, "Sepete ekle" and the heart. Remount it (key) when the offer changes so the
 * quantity starts again at 1. On phones a bar with the price and the button sticks to the
 * bottom once the main button has scrolled away.
 */
export function BuyBox({ productId, offer, onAdd }: BuyBoxProps) {
  const [quantity, setQuantity] = useState(1);
  const { ref, visible } = useInViewport<HTMLDivElement>();
  const stock = offer?.stock ?? 0;
  const max = Math.max(1, Math.min(stock, MAX_QUANTITY));
  const soldOut = stock <= 0;
  const label = !offer ? 'Satışta değil' : soldOut ? 'Tükendi' : 'Sepete ekle';
  const add = () => {
    if (offer && !soldOut) onAdd(offer, Math.min(quantity, max));
  };

  return (
    <>
      <div ref={ref} className="flex items-stretch gap-2">
        <QuantityStepper value={quantity} max={max} onChange={setQuantity} disabled={soldOut} />
        <Button
          size="lg"
          variant={soldOut ? 'secondary' : 'primary'}
          className="min-w-0 flex-1 px-4"
          disabled={soldOut}
          onClick={add}
          leftIcon={<ShoppingCart aria-hidden="true" className="h-5 w-5 shrink-0" />}
        >
          {label}
        </Button>
        <FavouriteButton productId={productId} />
      </div>
      {stock > MAX_QUANTITY && quantity >= MAX_QUANTITY && (
        <p className="text-xs text-ink-muted">
          Bir seferde en fazla {MAX_QUANTITY} adet eklenebilir.
        </p>
      )}

      {visible === false && offer && !soldOut && (
        <div className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-card/95 px-4 py-2.5 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden">
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
            <Price price={offer.price} listPrice={offer.list_price} size="md" />
            <Button
              className="shrink-0"
              disabled={soldOut}
              onClick={add}
              leftIcon={<ShoppingCart aria-hidden="true" className="h-4 w-4" />}
            >
              {label}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
