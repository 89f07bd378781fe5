import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId, useState, type Ref } from 'react';

export const RATING_WORDS = ['Çok kötü', 'Kötü', 'İdare eder', 'İyi', 'Çok iyi'] as const;

export interface StarRatingInputProps {
  /** 0 while nothing is chosen, else 1–5. */
  value: number;
  onChange(value: number): void;
  /** The group's visible name. */
  label: string;
  error?: string;
  errorId?: string;
  /** The first star's radio, to focus it when the rating is missing. */
  firstRef?: Ref<HTMLInputElement>;
}

/**
 * 1–5 stars as a native radio group ("1 yıldız" … "5 yıldız"): Tab reaches it once, the arrow
 * keys move between stars, and the focused star shows a ring. Hover previews a rating.
 */
export function StarRatingInput({
  value,
  onChange,
  label,
  error,
  errorId,
  firstRef,
}: StarRatingInputProps) {
  const name = useId();
  const labelId = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <p id={labelId} className="mb-1.5 text-sm font-medium text-ink">
        {label}
      </p>
      <div className="flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="group relative cursor-pointer p-1"
              onMouseEnter={() => setHover(n)}
            >
              <input
                ref={n === 1 ? firstRef : undefined}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="peer sr-only"
              />
              <span className="sr-only">{n} yıldız</span>
              <Star
                aria-hidden="true"
                className={clsx(
                  'h-9 w-9 rounded-md transition-colors sm:h-8 sm:w-8',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600',
                  n <= shown ? 'text-[#f59e0b]' : 'text-[#d6d3d1]',
                )}
                fill="currentColor"
                strokeWidth={0}
              />
            </label>
          ))}
        </div>
        <span className="text-sm font-medium text-ink-muted" aria-hidden="true">
          {shown > 0 ? RATING_WORDS[shown - 1] : 'Puan seçin'}
        </span>
      </div>
    </div>
  );
}
