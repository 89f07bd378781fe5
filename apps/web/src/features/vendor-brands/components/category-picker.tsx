import type { VendorCategory } from '@carsi/shared';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button, Input, Label, Skeleton } from '@/components/ui';
import { useCategorySearch } from '../api/vendor-brands';

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export interface CategoryPickerProps {
  value: VendorCategory | null;
  onChange: (category: VendorCategory | null) => void;
  label?: string;
  error?: string | undefined;
  id?: string;
}

/**
 * Picks a leaf category: type words ("telefon kılıf") to find leaves by their whole path, or
 * walk the tree from the top. Reused by the product wizard (exported from the feature).
 */
export function CategoryPicker({
  value,
  onChange,
  label = 'Kategori',
  error,
  id,
}: CategoryPickerProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const [text, setText] = useState('');
  const [trail, setTrail] = useState<VendorCategory[]>([]);
  const q = useDebounced(text.trim(), 250);
  const parent = trail.at(-1)?.id ?? null;
  const search = useCategorySearch(q.length >= 2 ? q : '', parent);
  const results = search.data?.results ?? [];

  if (value)
    return (
      <div>
        <Label htmlFor={inputId}>{label}</Label>
        <div className="mt-1 flex items-center justify-between gap-3 rounded-lg border border-line bg-surface px-3 py-2">
          <span className="min-w-0 text-sm text-ink" data-testid="selected-category">
            {value.path}
          </span>
          <Button
            id={inputId}
            type="button"
            size="sm"
            variant="ghost"
            leftIcon={<X aria-hidden="true" className="h-4 w-4" />}
            onClick={() => onChange(null)}
          >
            Değiştir
          </Button>
        </div>
        {error ? (
          <p id={errorId} className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    );

  const searching = q.length >= 2;
  return (
    <div>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative mt-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-subtle"
        />
        <Input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Kategori ara, örneğin: cep telefonu"
          autoComplete="off"
          className="pl-9"
          invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          aria-controls={`${inputId}-list`}
        />
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-2 rounded-lg border border-line bg-card">
        {!searching && trail.length > 0 && (
          <div className="flex items-center gap-2 border-b border-line px-2 py-1.5 text-sm">
            <Button
              type="button"
              size="sm"
              variant="ghost"
              leftIcon={<ChevronLeft aria-hidden="true" className="h-4 w-4" />}
              onClick={() => setTrail((t) => t.slice(0, -1))}
            >
              Geri
            </Button>
            <span className="truncate text-ink-muted">{trail.at(-1)!.path}</span>
          </div>
        )}
        <ul
          id={`${inputId}-list`}
          aria-label="Kategori seçenekleri"
          className="max-h-72 overflow-y-auto"
        >
          {search.isPending &&
            [0, 1, 2].map((i) => (
              <li key={i} className="px-3 py-2">
                <Skeleton className="h-5 w-2/3" />
              </li>
            ))}
          {search.isError && (
            <li className="px-3 py-3 text-sm text-danger">
              Kategoriler yüklenemedi. Lütfen tekrar deneyin.
            </li>
          )}
          {search.isSuccess && results.length === 0 && (
            <li className="px-3 py-3 text-sm text-ink-muted">
              “{q}” ile eşleşen bir kategori bulunamadı. Başka bir kelime deneyin.
            </li>
          )}
          {results.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={clsx(
                  'flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-accent-50',
                  'focus-visible:bg-accent-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600',
                )}
                onClick={() => {
                  if (c.is_leaf) {
                    onChange(c);
                    setText('');
                    setTrail([]);
                  } else setTrail((t) => [...t, c]);
                }}
              >
                <span>
                  {searching ? (
                    <>
                      <span className="font-medium text-ink">{c.name}</span>
                      <span className="block text-xs text-ink-muted">{c.path}</span>
                    </>
                  ) : (
                    <span className="text-ink">{c.name}</span>
                  )}
                </span>
                {!c.is_leaf && (
                  <>
                    <span className="sr-only">(alt kategorileri göster)</span>
                    <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-ink-subtle" />
                  </>
                )}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
