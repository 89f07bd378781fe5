import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';

const SIZES = { sm: 'h-12 w-12', md: 'h-20 w-20' } as const;

/** A product picture in a fixed square, or a quiet placeholder. Decorative: the title is beside it. */
export function ItemThumb({ src, size = 'md' }: { src: string | null; size?: keyof typeof SIZES }) {
  const box = clsx(SIZES[size], 'shrink-0 rounded-lg border border-line bg-surface');
  if (!src)
    return (
      <span
        aria-hidden="true"
        className={clsx(box, 'flex items-center justify-center text-ink-subtle')}
      >
        <ImageOff className="h-5 w-5" />
      </span>
    );
  return (
    <img
      src={src}
      alt=""
      width={size === 'sm' ? 48 : 80}
      height={size === 'sm' ? 48 : 80}
      loading="lazy"
      className={clsx(box, 'object-contain')}
    />
  );
}
