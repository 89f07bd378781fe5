import { clsx } from 'clsx';
import { Star } from 'lucide-react';

/** Whole stars of one review, e.g. "5 üzerinden 4 yıldız". */
export function Stars({ value, className }: { value: number; className?: string }) {
  const v = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={`5 üzerinden ${v} yıldız`}
      className={clsx('inline-flex', className)}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          width={14}
          height={14}
          fill="currentColor"
          strokeWidth={0}
          className={i <= v ? 'text-[#f59e0b]' : 'text-[#d6d3d1]'}
        />
      ))}
    </span>
  );
}
