import { clsx } from 'clsx';
import { Star } from 'lucide-react';

const oneDecimal = new Intl.NumberFormat('tr-TR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const count = new Intl.NumberFormat('tr-TR');

export interface RatingProps {
  /** 0–5 */
  value: number;
  reviewCount?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** Five stars filled to the rating, e.g. "5 üzerinden 4,3 puan, 128 değerlendirme". */
export function Rating({ value, reviewCount, size = 'sm', className }: RatingProps) {
  const v = Math.max(0, Math.min(5, value));
  const px = size === 'sm' ? 14 : 18;
  const label =
    `5 üzerinden ${oneDecimal.format(v)} puan` +
    (reviewCount != null ? `, ${count.format(reviewCount)} değerlendirme` : '');
  return (
    <div className={clsx('flex items-center gap-1', className)} role="img" aria-label={label}>
      <span
        className={clsx('font-semibold text-ink', size === 'sm' ? 'text-xs' : 'text-sm')}
        aria-hidden="true"
      >
        {oneDecimal.format(v)}
      </span>
      <span className="relative inline-flex" aria-hidden="true">
        <span className="flex text-[#d6d3d1]">
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} width={px} height={px} fill="currentColor" strokeWidth={0} />
          ))}
        </span>
        <span
          className="absolute inset-y-0 left-0 flex overflow-hidden text-[#f59e0b]"
          style={{ width: `${(v / 5) * 100}%` }}
        >
          {[0, 1, 2, 3, 4].map((i) => (
            <Star
              key={i}
              width={px}
              height={px}
              className="shrink-0"
              fill="currentColor"
              strokeWidth={0}
            />
          ))}
        </span>
      </span>
      {reviewCount != null && (
        <span
          className={clsx('text-ink-subtle', size === 'sm' ? 'text-xs' : 'text-sm')}
          aria-hidden="true"
        >
          ({count.format(reviewCount)})
        </span>
      )}
    </div>
  );
}
