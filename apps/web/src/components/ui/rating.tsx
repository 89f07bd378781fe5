import { clsx } from 'clsx';

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
  const fill = Math.round((v / 5) * 1000) / 10;
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
          ({count.format(reviewCount)})
        </span>
      )}
    </div>
  );
}
