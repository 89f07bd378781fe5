import type { ListingSort } from '@carsi/shared';
import { clsx } from 'clsx';
import { ArrowUpDown } from 'lucide-react';
import { useId } from 'react';
import { SORT_OPTIONS } from '../url-state';

export interface SortSelectProps {
  value: ListingSort | undefined;
  onChange: (sort: ListingSort | undefined) => void;
  /** Searching for words: the default order is relevance ("En alakalı"), not "Önerilen". */
  relevance?: boolean;
  className?: string;
}

/** A native select: compact on phones, keyboard friendly everywhere. */
export function SortSelect({ value, onChange, relevance = false, className }: SortSelectProps) {
  const id = useId();
  // The default order has no `sort` key, so shared links stay short.
  const options = relevance
    ? [{ value: '', label: 'En alakalı' }, ...SORT_OPTIONS]
    : SORT_OPTIONS.map((o) => (o.value === 'recommended' ? { ...o, value: '' } : o));
  const current = value === undefined || (!relevance && value === 'recommended') ? '' : value;
  return (
    <div className={clsx('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        Sırala
      </label>
      <ArrowUpDown
        aria-hidden="true"
        className="pointer-events-none absolute left-3 h-4 w-4 text-ink-subtle"
      />
      <select
        id={id}
        value={current}
        onChange={(e) => onChange(e.target.value ? (e.target.value as ListingSort) : undefined)}
        className="h-10 w-full cursor-pointer appearance-none rounded-xl border border-line bg-card pr-8 pl-9 text-sm font-medium text-ink hover:border-ink-subtle focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600/25"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-3 border-x-4 border-t-5 border-x-transparent border-t-ink-subtle"
      />
    </div>
  );
}
