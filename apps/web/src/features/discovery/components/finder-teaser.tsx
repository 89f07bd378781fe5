import { clsx } from 'clsx';
import { ArrowRight, Car, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSystemStore } from '../stores/system-store';

/** finder URL for a system id (or the bare finder). */
export function finderHref(system?: number | null): string {
  const base = paths.compatibleSystem.build();
  return system ? `${base}?system=${system}` : base;
}

/** Home-page card pointing to the compatibility finder; it greets a remembered choice by name. */
export function FinderTeaser({ className }: { className?: string }) {
  const system = useSystemStore((s) => s.system);
  return (
    <Link
      to={finderHref(system?.id)}
      className={clsx(
        'group flex items-center gap-4 rounded-card border border-accent-200 bg-gradient-to-r from-accent-50 to-card p-4 transition-colors hover:border-accent-500 sm:p-5',
        className,
      )}
    >
      <span aria-hidden="true" className="flex shrink-0 -space-x-2">
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-accent-700 text-white ring-2 ring-white">
          <Car className="h-5 w-5" />
        </span>
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-ink text-white ring-2 ring-white">
          <Smartphone className="h-5 w-5" />
        </span>
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-bold text-ink sm:text-lg">
          Aracınıza / telefonunuza uygun ürünler
        </span>
        <span className="text-sm text-ink-muted">
          {system ? (
            <>
              Seçiminiz: <span className="font-semibold text-ink">{system.label}</span>
            </>
          ) : (
            'Markanızı ve modelinizi seçin, tam uyan lastik, kılıf ve aksesuarları görün.'
          )}
        </span>
      </span>
      <span className="hidden shrink-0 items-center gap-1 text-sm font-semibold text-accent-700 sm:inline-flex">
        {system ? 'Uyumlu ürünler' : 'Seçime başla'}
        <ArrowRight
          aria-hidden="true"
          className="h-4 w-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
        />
      </span>
      <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0 text-accent-700 sm:hidden" />
    </Link>
  );
}
