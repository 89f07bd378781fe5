import { clsx } from 'clsx';
import { formatDecimal } from '@carsi/shared';

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
  const fill = Math.round((v / 5) * 1000) / 10;
  const label =
    `5 üzerinden ${formatDecimal(v, 1)} puan` +
    (reviewCount != null ? `, ${formatDecimal(reviewCount)} değerlendirme` : '');
  return (
    <div className={clsx('flex items-center gap-1', className)} role="img" aria-label={label}>
      <span
        className={clsx('font-semibold text-ink', size === 'sm' ? 'text-xs' : 'text-sm')}
        aria-hidden="true"
      >
        {formatDecimal(v, 1)}
      </span>
      <span
        className="star-row shrink-0"
        aria-hidden="true"
        style={{
          width: px * 5,
          height: px,
          backgroundImage: `linear-gradient(90deg, #f59e0b ${fill}%, #d6d3d1 ${fill}%)`,
        }}
      />
      {reviewCount != null && (
        <span
          className={clsx('text-ink-subtle', size === 'sm' ? 'text-xs' : 'text-sm')}
          aria-hidden="true"
        >
          ({formatDecimal(reviewCount)})
        </span>
      )}
    </div>
  );
}
