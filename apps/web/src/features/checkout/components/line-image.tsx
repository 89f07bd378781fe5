import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** A product thumbnail that falls back to an icon when missing or broken. */
export function LineImage({
  src,
  alt = '',
  className,
}: {
  src: string | null;
  alt?: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <span
      className={clsx(
        'block shrink-0 overflow-hidden rounded-xl border border-line bg-surface',
        className,
      )}
    >
      {src && !broken ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          onError={() => setBroken(true)}
          className="h-full w-full object-cover"
        />
      ) : (
        <span
          className="flex h-full w-full items-center justify-center text-ink-subtle"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
        >
          <ImageOff aria-hidden="true" className="h-5 w-5" />
        </span>
      )}
    </span>
  );
}
