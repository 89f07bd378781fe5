import { clsx } from 'clsx';

/**
 * A starred deal's remaining stock: "3 / 5 fırsat ürünü kaldı" with a bar of what is left
 * (the deals page's cards and the product page).
 */
export function DealStock({
  left,
  cap,
  className,
}: {
  left: number;
  cap: number;
  className?: string;
}) {
  const pct = Math.max(0, Math.min(100, Math.round((left * 100) / cap)));
  return (
    <div className={clsx('text-xs text-ink-muted', className)}>
      <p>
        <span className="font-semibold text-ink">{left}</span> / {cap} fırsat ürünü kaldı
      </p>
      <div
        role="meter"
        aria-label="Kalan fırsat stoğu"
        aria-valuemin={0}
        aria-valuemax={cap}
        aria-valuenow={left}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-accent-50"
      >
        <div className="h-full rounded-full bg-accent-700" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
