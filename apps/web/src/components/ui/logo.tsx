import { clsx } from 'clsx';

/** The Çarşı mark: a shopping bag on an orange tile. Decorative: label the link around it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={clsx('shrink-0', className)}
    >
      <rect width="64" height="64" rx="16" fill="#c2410c" />
      <path d="M19 24h26l-3.2 23.2a3 3 0 0 1-3 2.8H25.2a3 3 0 0 1-3-2.8z" fill="#fff" />
      <path
        d="M25.5 24v-3.5a6.5 6.5 0 0 1 13 0V24"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M26 34.5c1.6 2.8 3.7 4.2 6 4.2s4.4-1.4 6-4.2"
        fill="none"
        stroke="#c2410c"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Mark + wordmark "Çarşı". */
export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <LogoMark className={clsx('h-9 w-9', markClassName)} />
      <span className="text-2xl leading-none font-extrabold tracking-tight text-ink">
        Çarşı<span className="text-accent-600">.</span>
      </span>
    </span>
  );
}
