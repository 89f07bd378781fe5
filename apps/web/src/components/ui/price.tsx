import { clsx } from 'clsx';
import { formatMoney } from '@/lib/format';

export interface PriceProps {
  /** Current price in kuruş. */
  price: number;
  /** List price in kuruş; shown struck through when higher than the price. */
  listPrice?: number | null;
  /** Percent off; computed from the two prices when omitted. */
  discountPercent?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Show the "%25" chip next to the struck list price. */
  showPercent?: boolean;
  className?: string;
}

const priceSize = { sm: 'text-base', md: 'text-lg', lg: 'text-3xl' } as const;
const listSize = { sm: 'text-xs', md: 'text-sm', lg: 'text-base' } as const;

function percentOf(price: number, listPrice: number | null | undefined): number {
  if (!listPrice || listPrice <= price) return 0;
  return Math.round(((listPrice - price) / listPrice) * 100);
}

export function Price({
  price,
  listPrice,
  discountPercent,
  size = 'md',
  showPercent = true,
  className,
}: PriceProps) {
  const discounted = listPrice != null && listPrice > price;
  const percent = discounted ? (discountPercent ?? percentOf(price, listPrice)) : 0;
  return (
    <div className={clsx('flex flex-col', className)}>
      {discounted && (
        <div className={clsx('flex items-center gap-1.5', listSize[size])}>
          <s className="whitespace-nowrap text-ink-subtle tabular-nums">
            <span className="sr-only">Önceki fiyat: </span>
            {formatMoney(listPrice)}
          </s>
          {showPercent && percent > 0 && (
            <span className="font-bold text-accent-700">
              <span aria-hidden="true">%{percent}</span>
              <span className="sr-only">, %{percent} indirim</span>
            </span>
          )}
        </div>
      )}
      <p
        className={clsx(
          // "1.299,90 TL" never breaks between the amount and "TL".
          'leading-tight font-bold tracking-tight whitespace-nowrap tabular-nums',
          priceSize[size],
          discounted ? 'text-accent-700' : 'text-ink',
        )}
      >
        {discounted && <span className="sr-only">İndirimli fiyat: </span>}
        {formatMoney(price)}
      </p>
    </div>
  );
}
