import { clsx } from 'clsx';

/** A grey placeholder block; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'block animate-pulse rounded-lg bg-[#eeedec] motion-reduce:animate-none',
        className,
      )}
    />
  );
}
