import { formatDateTime } from '@carsi/shared';
import { clsx } from 'clsx';
import { Timer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNow } from '../lib/use-now';

const SECOND = 1000;
const DAY = 86_400;

function toTime(value: string | number | Date): number {
  const t = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(t) ? 0 : t;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 102_753_000 ms → "1 gün 04:32:33"; under a day "04:32:33"; never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  const days = Math.floor(total / DAY);
  const rest = total % DAY;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return days > 0 ? `${days} gün ${clock}` : clock;
}

export interface CountdownState {
  /** Milliseconds left, 0 once it has ended. */
  remaining: number;
  expired: boolean;
  /** "1 gün 04:12:33" */
  text: string;
}

/** Time left until `endsAt` (ISO string, ms or Date), updated every second. */
export function useCountdown(endsAt: string | number | Date): CountdownState {
  const now = useNow();
  const remaining = Math.max(0, toTime(endsAt) - now);
  return { remaining, expired: remaining <= 0, text: formatRemaining(remaining) };
}

export interface CountdownProps {
  endsAt: string | number | Date;
  /** Words before the clock: "Bitmesine 1 gün 04:12:33". */
  prefix?: string;
  /** Called once when the time runs out while shown. */
  onExpire?: () => void;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A live "Bitmesine 1 gün 04:12:33" clock. The ticking digits are hidden from screen readers
 * (a per-second announcement would be noise); they hear the end time instead.
 */
export function Countdown({
  endsAt,
  prefix = 'Bitmesine',
  onExpire,
  size = 'sm',
  className,
}: CountdownProps) {
  const { expired, text } = useCountdown(endsAt);
  const fired = useRef(false);
  useEffect(() => {
    if (expired && !fired.current) {
      fired.current = true;
      onExpire?.();
    }
  }, [expired, onExpire]);

  const sizeClasses = size === 'md' ? 'text-sm px-2.5 py-1' : 'text-xs px-2 py-0.5';
  if (expired)
    return (
      <p
        className={clsx(
          'inline-flex items-center gap-1 rounded-md bg-[#f5f5f4] font-semibold text-ink-muted',
          sizeClasses,
          className,
        )}
      >
        <Timer aria-hidden="true" className="h-3.5 w-3.5" />
        Süresi doldu
      </p>
    );
  const iso = new Date(toTime(endsAt)).toISOString();
  return (
    <p
      className={clsx(
        'inline-flex items-center gap-1 rounded-md bg-accent-50 font-semibold text-accent-700',
        sizeClasses,
        className,
      )}
    >
      <Timer aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span aria-hidden="true">
        {prefix}{' '}
        {/* The server rendered it a moment earlier; the next tick brings it up to date. */}
        <span className="tabular-nums" suppressHydrationWarning>
          {text}
        </span>
      </span>
      <span className="sr-only">
        Bitiş: <time dateTime={iso}>{formatDateTime(endsAt)}</time>
      </span>
    </p>
  );
}
