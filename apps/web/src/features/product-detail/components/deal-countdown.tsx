import { Timer } from 'lucide-react';
import { formatCountdown } from '../lib/format';
import { useNow } from '../lib/use-now';

/** "Fırsatın bitmesine 02:14:09", ticking each second; nothing once the deal has ended. */
export function DealCountdown({ endsAt }: { endsAt: string }) {
  const end = Date.parse(endsAt);
  const now = useNow(1000, Number.isFinite(end));
  const left = Math.floor((end - now) / 1000);
  if (!Number.isFinite(end) || left <= 0) return null;
  return (
    <p className="inline-flex items-center gap-2 rounded-xl bg-accent-50 px-3 py-2 text-sm font-semibold text-accent-700">
      <Timer aria-hidden="true" className="h-4 w-4" />
      {/* Read once, not every second: the label carries the time when focus or the reader gets here. */}
      <span>
        Fırsatın bitmesine{' '}
        <time dateTime={endsAt} className="tabular-nums">
          {formatCountdown(left)}
        </time>
      </span>
    </p>
  );
}
