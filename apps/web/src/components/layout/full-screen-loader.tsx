import { LogoMark } from '@/components/ui/logo';

/** The logo, centred over the whole viewport, while the session or the first page loads. */
export function FullScreenLoader({ label = 'Yükleniyor' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      aria-live="polite"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-surface"
    >
      <LogoMark className="h-16 w-16 animate-pulse motion-reduce:animate-none" />
      <span aria-hidden="true" className="text-2xl font-extrabold tracking-tight text-ink">
        Çarşı<span className="text-accent-600">.</span>
      </span>
      <span className="sr-only">{label}…</span>
    </div>
  );
}
