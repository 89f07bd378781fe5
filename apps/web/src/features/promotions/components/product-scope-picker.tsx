import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Input, Label, Skeleton } from '@/components/ui';
import { useDiscountableOffers } from '../api/discounts';

/**
 * All of the seller's products, or chosen ones searched among the seller's offers (the
 * campaign wizard's products step, the coupon form's "Seçtiğim ürünler").
 */
export function ProductScopePicker({
  legend,
  all,
  onAll,
  chosen,
  onChosen,
  error,
}: {
  legend: string;
  all: boolean;
  onAll: (all: boolean) => void;
  chosen: Map<number, string>;
  onChosen: (m: Map<number, string>) => void;
  error: string | undefined;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(t);
  }, [typed]);
  const offers = useDiscountableOffers(q, 1, !all);
  const products = [
    ...new Map((offers.data?.results ?? []).map((o) => [o.product_id, o.title])).entries(),
  ];
  const toggle = (pid: number, title: string, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(pid, title);
    else next.delete(pid);
    onChosen(next);
  };
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="radio"
            name="scope"
            checked={all}
            onChange={() => onAll(true)}
            className="h-4 w-4 accent-accent-700"
          />
          Tüm ürünlerim
        </label>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="radio"
            name="scope"
            checked={!all}
            onChange={() => onAll(false)}
            className="h-4 w-4 accent-accent-700"
          />
          Seçtiğim ürünler
        </label>
      </fieldset>
      {!all && (
        <>
          <div className="relative">
            <Label htmlFor={`${id}-q`} className="sr-only">
              Ürün ara
            </Label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-ink-subtle"
            />
            <Input
              id={`${id}-q`}
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="Ürün adı, barkod veya stok kodu"
              className="pl-10"
            />
          </div>
          {offers.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : (
            <ul className="max-h-64 overflow-y-auto rounded-card border border-line">
              {products.length === 0 && (
                <li className="px-3 py-2 text-sm text-ink-muted">Aramanıza uyan ürün yok.</li>
              )}
              {products.map(([pid, title]) => (
                <li key={pid} className="border-b border-line last:border-b-0">
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-ink hover:bg-surface">
                    <input
                      type="checkbox"
                      className="h-5 w-5 shrink-0 accent-accent-700"
                      checked={chosen.has(pid)}
                      onChange={(e) => toggle(pid, title, e.target.checked)}
                    />
                    <span className="min-w-0 flex-1 truncate">{title}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-ink" aria-live="polite">
            {chosen.size} ürün seçildi
            {chosen.size > 0 && `: ${[...chosen.values()].join(', ')}`}.
          </p>
        </>
      )}
      {error && <p className="text-sm text-danger">{error}</p>}
    </div>
  );
}
