import type { VendorBrand } from '@carsi/shared';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button, Input, Label, Skeleton } from '@/components/ui';
import { useBrands } from '../api/vendor-brands';
import { ReviewBadge } from './review-state';

/** Picks a brand this business may use (approved ones and its own pending applications). */
export function BrandPicker({
  value,
  onChange,
  label = 'Marka',
}: {
  value: VendorBrand | null;
  onChange: (brand: VendorBrand | null) => void;
  label?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useBrands(q);

  if (value)
    return (
      <div>
        <Label htmlFor={id}>{label}</Label>
        <div className="mt-1 flex items-center justify-between gap-3 rounded-lg border border-line bg-surface px-3 py-2">
          <span className="flex min-w-0 items-center gap-2 text-sm font-semibold text-ink">
            {value.name}
            {value.status !== 'onaylandi' && <ReviewBadge status={value.status} />}
          </span>
          <Button
            id={id}
            type="button"
            size="sm"
            variant="ghost"
            leftIcon={<X aria-hidden="true" className="h-4 w-4" />}
            onClick={() => onChange(null)}
          >
            Değiştir
          </Button>
        </div>
      </div>
    );

  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative mt-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-subtle"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Marka ara"
          autoComplete="off"
          className="pl-9"
        />
      </div>
      <ul
        aria-label="Markalar"
        className="mt-2 max-h-60 overflow-y-auto rounded-lg border border-line"
      >
        {search.isPending && (
          <li className="px-3 py-2">
            <Skeleton className="h-5 w-1/2" />
          </li>
        )}
        {search.data?.results.length === 0 && (
          <li className="px-3 py-3 text-sm text-ink-muted">
            Bu adda kullanabileceğiniz marka yok.
          </li>
        )}
        {search.data?.results.map((b) => (
          <li key={b.id}>
            <button
              type="button"
              onClick={() => onChange(b)}
              className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-accent-50 focus-visible:bg-accent-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600"
            >
              <span className="text-ink">{b.name}</span>
              {b.status !== 'onaylandi' && <ReviewBadge status={b.status} />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
