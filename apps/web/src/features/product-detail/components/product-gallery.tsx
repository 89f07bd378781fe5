import type { ProductImage } from '@carsi/shared';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, ImageOff, Maximize2 } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { Dialog } from '@/components/ui';

export interface ProductGalleryProps {
  images: ProductImage[];
  /** Used for alt text when an image has none. */
  title: string;
  /** Shown over the main image ("%23", "Tükendi"). */
  badges?: ReactNode;
}

const MAIN_SIZES = '(min-width: 1024px) 36rem, 100vw';
const SWIPE_PX = 40;

/**
 * Main image with thumbnails. Desktop: hovering magnifies the 800 px rendition under the pointer.
 * Click or Enter opens the image full size in a dialog. Phones: swipe or the arrows. The first
 * image loads eagerly with high priority (it is the page's largest paint); the rest lazily.
 * Remount it (key) when the images change so it starts at the first one.
 */
export function ProductGallery({ images, title, badges }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];

  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  // In the dialog focus starts on its close button: the arrow keys work anywhere in it.
  useEffect(() => {
    if (!open || count < 2) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      else if (e.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, count]);

  if (!current) {
    return (
      <div
        role="img"
        aria-label="Görsel yok"
        className="flex aspect-square w-full items-center justify-center rounded-card border border-line bg-card text-ink-subtle"
      >
        <ImageOff aria-hidden="true" className="h-12 w-12" />
      </div>
    );
  }
  const altOf = (img: ProductImage, i: number) =>
    img.alt || (count > 1 ? `${title} — görsel ${i + 1}` : title);

  function onKeyDown(e: KeyboardEvent) {
    if (count < 2) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
  }

  function onPointerMove(e: PointerEvent<HTMLButtonElement>) {
    // Only a real mouse or pen magnifies; a finger scrolls and swipes.
    if (e.pointerType !== 'mouse') return;
    const box = e.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((e.clientX - box.left) / box.width) * 100,
      y: ((e.clientY - box.top) / box.height) * 100,
    });
  }

  function onTouchStart(e: TouchEvent) {
    touchX.current = e.touches[0]?.clientX ?? null;
  }
  function onTouchEnd(e: TouchEvent) {
    const start = touchX.current;
    touchX.current = null;
    const end = e.changedTouches[0]?.clientX;
    if (start == null || end == null || count < 2) return;
    if (end - start > SWIPE_PX) go(-1);
    else if (start - end > SWIPE_PX) go(1);
  }

  return (
    // Desktop: thumbnails in a fixed first column of a grid, so the photo has its place before
    // the list is parsed (a page painted mid-parse must not move it sideways: layout shift).
    <div
      className={clsx(
        'flex flex-col gap-3',
        count > 1 && 'lg:grid lg:grid-cols-[5rem_minmax(0,1fr)] lg:items-start',
      )}
    >
      <div
        className="relative min-w-0 flex-1 lg:col-start-2 lg:row-start-1"
        role="group"
        aria-roledescription="görsel galerisi"
        aria-label={`${title} görselleri`}
        onKeyDown={onKeyDown}
      >
        <button
          type="button"
          onClick={() => setOpen(true)}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setZoom(null)}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          aria-label={`Görseli büyüt: ${altOf(current, index)}`}
          className="group relative block aspect-square w-full cursor-zoom-in overflow-hidden rounded-card border border-line bg-card"
        >
          <img
            key={current.id}
            src={current.url}
            srcSet={current.srcset || undefined}
            sizes={current.srcset ? MAIN_SIZES : undefined}
            width={current.width}
            height={current.height}
            alt={altOf(current, index)}
            loading="eager"
            fetchPriority={index === 0 ? 'high' : undefined}
            className="h-full w-full object-contain"
          />
          {zoom && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 hidden bg-card bg-no-repeat [@media(hover:hover)]:block"
              style={{
                backgroundImage: `url("${current.zoom_url}")`,
                backgroundSize: '200%',
                backgroundPosition: `${zoom.x}% ${zoom.y}%`,
              }}
            />
          )}
          <span
            aria-hidden="true"
            className="absolute right-3 bottom-3 hidden h-9 w-9 items-center justify-center rounded-full bg-card/90 text-ink shadow-sm group-hover:flex group-focus-visible:flex"
          >
            <Maximize2 className="h-4 w-4" />
          </span>
        </button>
        {badges && (
          <div className="pointer-events-none absolute top-3 left-3 flex flex-col items-start gap-1">
            {badges}
          </div>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Önceki görsel"
              className="absolute top-1/2 left-2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-ink shadow-sm hover:bg-card lg:hidden"
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Sonraki görsel"
              className="absolute top-1/2 right-2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-ink shadow-sm hover:bg-card lg:hidden"
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
            <p
              aria-live="polite"
              className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-ink/70 px-2.5 py-0.5 text-xs font-semibold text-white tabular-nums lg:hidden"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>

      {count > 1 && (
        <ul
          aria-label="Küçük görseller"
          className="relative -mx-1 flex gap-2 overflow-x-auto px-1 py-1 lg:col-start-1 lg:row-start-1 lg:mx-0 lg:max-h-[36rem] lg:w-20 lg:flex-col lg:overflow-x-visible lg:overflow-y-auto lg:px-0"
        >
          {images.map((img, i) => (
            <li key={img.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                onMouseEnter={() => setIndex(i)}
                aria-label={`Görsel ${i + 1} / ${count}`}
                aria-current={i === index ? 'true' : undefined}
                className={clsx(
                  'block h-16 w-16 overflow-hidden rounded-lg border-2 bg-card lg:h-20 lg:w-20',
                  i === index ? 'border-accent-600' : 'border-line hover:border-ink-subtle',
                )}
              >
                <img
                  src={img.url}
                  srcSet={img.srcset || undefined}
                  sizes={img.srcset ? '80px' : undefined}
                  width={img.width}
                  height={img.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        description={count > 1 ? `Görsel ${index + 1} / ${count}` : undefined}
        className="max-w-4xl! sm:w-[calc(100%-4rem)]"
      >
        <div className="relative">
          <img
            src={current.zoom_url}
            width={current.width}
            height={current.height}
            alt={altOf(current, index)}
            className="mx-auto max-h-[75dvh] w-auto object-contain"
          />
          {count > 1 && (
            <div className="mt-4 flex justify-center gap-3">
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label="Önceki görsel"
                className="flex h-11 w-11 items-center justify-center rounded-full border border-line bg-card text-ink hover:bg-surface"
              >
                <ChevronLeft aria-hidden="true" className="h-5 w-5" />
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                aria-label="Sonraki görsel"
                className="flex h-11 w-11 items-center justify-center rounded-full border border-line bg-card text-ink hover:bg-surface"
              >
                <ChevronRight aria-hidden="true" className="h-5 w-5" />
              </button>
            </div>
          )}
        </div>
      </Dialog>
    </div>
  );
}
