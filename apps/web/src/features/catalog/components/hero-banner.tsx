import type { Banner } from '@carsi/shared';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

const INTERVAL_MS = 6000;
/**
 * One fixed height per breakpoint for every slide and the loading box alike, so nothing below
 * moves when the banners arrive. It holds a two-line title, and a two-line (phones) or one-line
 * subtitle, with the button.
 */
const SLIDE_HEIGHT = 'h-68 sm:h-72 lg:h-80';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

function BannerLink({
  href,
  className,
  children,
  tabIndex,
}: {
  href: string;
  className: string;
  children: ReactNode;
  tabIndex?: number;
}) {
  return /^https?:\/\//.test(href) ? (
    <a href={href} className={className} tabIndex={tabIndex} rel="noopener">
      {children}
    </a>
  ) : (
    <Link to={href} className={className} tabIndex={tabIndex}>
      {children}
    </Link>
  );
}

/**
 * Campaign carousel (WAI-ARIA carousel pattern): rotates every 6 s unless the visitor prefers
 * reduced motion, pauses while hovered or focused, and has pause, previous and next buttons.
 */
export function HeroBanner({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hold, setHold] = useState(false); // hovered or focused
  const count = banners.length;
  const current = count > 0 ? index % count : 0;
  const rotating = playing && !hold && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const t = window.setTimeout(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearTimeout(t);
  }, [rotating, current, count]);

  if (count === 0) return null;
  const go = (i: number) => setIndex((i + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Kampanyalar"
      className="relative overflow-hidden rounded-card"
      onMouseEnter={() => setHold(true)}
      onMouseLeave={() => setHold(false)}
      onFocus={() => setHold(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHold(false);
      }}
    >
      <div
        aria-live={rotating ? 'off' : 'polite'}
        className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${current * 100}%)` }}
      >
        {banners.map((b, i) => {
          const active = i === current;
          return (
            <div
              key={b.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}: ${b.title}`}
              aria-hidden={!active}
              inert={!active}
              className="relative w-full shrink-0"
              style={{ backgroundImage: `linear-gradient(115deg, ${b.color_from}, ${b.color_to})` }}
            >
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-gradient-to-r from-black/45 via-black/20 to-transparent"
              />
              <div
                aria-hidden="true"
                className="absolute -right-16 -bottom-24 h-72 w-72 rounded-full bg-white/10 sm:h-96 sm:w-96"
              />
              <div
                aria-hidden="true"
                className="absolute top-6 right-24 hidden h-24 w-24 rounded-full bg-white/10 md:block"
              />
              <div
                className={clsx(
                  SLIDE_HEIGHT,
                  'relative flex flex-col justify-center gap-3 overflow-hidden px-6 py-8 pb-14 sm:px-12 lg:px-16',
                )}
              >
                <p className="line-clamp-2 max-w-xl text-2xl leading-tight font-extrabold tracking-tight text-white drop-shadow-sm sm:text-4xl lg:text-5xl">
                  {b.title}
                </p>
                <p className="line-clamp-2 max-w-lg text-sm text-white/95 drop-shadow-sm sm:line-clamp-1 sm:text-lg">
                  {b.subtitle}
                </p>
                <div>
                  <BannerLink
                    href={b.link}
                    tabIndex={active ? undefined : -1}
                    className="mt-2 inline-flex h-11 items-center rounded-xl bg-white px-5 text-sm font-bold text-ink shadow-sm transition-colors hover:bg-accent-50"
                  >
                    Hemen keşfet<span className="sr-only">: {b.title}</span>
                  </BannerLink>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className="absolute right-3 bottom-3 flex items-center gap-1.5 sm:right-5 sm:bottom-4">
          <div className="mr-1 hidden items-center gap-1.5 sm:flex">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                onClick={() => go(i)}
                aria-label={`${i + 1}. kampanyaya git`}
                aria-current={i === current ? 'true' : undefined}
                className={clsx(
                  'h-2.5 rounded-full transition-all',
                  i === current ? 'w-6 bg-white' : 'w-2.5 bg-white/60 hover:bg-white/85',
                )}
              />
            ))}
          </div>
          <CarouselButton
            label={playing ? 'Otomatik geçişi durdur' : 'Otomatik geçişi başlat'}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? (
              <Pause aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Play aria-hidden="true" className="h-4 w-4" />
            )}
          </CarouselButton>
          <CarouselButton label="Önceki kampanya" onClick={() => go(current - 1)}>
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </CarouselButton>
          <CarouselButton label="Sonraki kampanya" onClick={() => go(current + 1)}>
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </CarouselButton>
        </div>
      )}
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm transition-colors hover:bg-white focus-visible:outline-white"
    >
      {children}
    </button>
  );
}

export function HeroBannerSkeleton() {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        SLIDE_HEIGHT,
        'block animate-pulse rounded-card bg-[#eeedec] motion-reduce:animate-none',
      )}
    />
  );
}
