import type { ListingFacets } from '@carsi/shared';
import { X } from 'lucide-react';
import { attrValueName, axisName, brandName, sellerName } from '../facet-names';
import { formatMoney } from '@/lib/format';
import type { ListingState } from '../url-state';

export interface Chip {
  key: string;
  label: string;
  /** The state without this filter. */
  remove: Partial<ListingState>;
}

/** One chip per active filter, labelled with the names the facets carry. */
export function filterChips(
  state: ListingState,
  facets: ListingFacets | undefined,
  categoryName?: (id: number) => string | undefined,
): Chip[] {
  const chips: Chip[] = [];
  if (state.category !== undefined)
    chips.push({
      key: 'category',
      label: categoryName?.(state.category) ?? 'Seçili kategori',
      remove: { category: undefined },
    });
  for (const id of state.brand)
    chips.push({
      key: `brand-${id}`,
      label: facets?.brands.find((b) => b.id === id)?.name ?? brandName(id) ?? `Marka ${id}`,
      remove: { brand: state.brand.filter((b) => b !== id) },
    });
  for (const a of state.attr) {
    const [axis = '', value = ''] = a.split(':');
    const attribute = facets?.attributes.find((x) => x.slug === axis);
    const axisLabel = attribute?.name ?? axisName(axis);
    const valueLabel =
      attribute?.values.find((x) => x.slug === value)?.value ?? attrValueName(axis, value);
    chips.push({
      key: `attr-${a}`,
      label: axisLabel && valueLabel ? `${axisLabel}: ${valueLabel}` : `${axis}: ${value}`,
      remove: { attr: state.attr.filter((x) => x !== a) },
    });
  }
  const { min_price: min, max_price: max } = state;
  if (min !== undefined || max !== undefined)
    chips.push({
      key: 'price',
      label:
        min !== undefined && max !== undefined
          ? `${formatMoney(min)} – ${formatMoney(max)}`
          : min !== undefined
            ? `En az ${formatMoney(min)}`
            : `En çok ${formatMoney(max!)}`,
      remove: { min_price: undefined, max_price: undefined },
    });
  if (state.rating_min !== undefined)
    chips.push({
      key: 'rating',
      label: `${state.rating_min} yıldız ve üzeri`,
      remove: { rating_min: undefined },
    });
  for (const id of state.seller)
    chips.push({
      key: `seller-${id}`,
      label: facets?.sellers.find((s) => s.id === id)?.name ?? sellerName(id) ?? `Satıcı ${id}`,
      remove: { seller: state.seller.filter((s) => s !== id) },
    });
  if (state.in_stock)
    chips.push({ key: 'in_stock', label: 'Sadece stoktakiler', remove: { in_stock: false } });
  if (state.discounted)
    chips.push({ key: 'discounted', label: 'İndirimli ürünler', remove: { discounted: false } });
  return chips;
}

export function ActiveFilters({
  chips,
  onRemove,
  onClear,
}: {
  chips: Chip[];
  onRemove: (patch: Partial<ListingState>) => void;
  onClear: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Seçili filtreler" role="group">
      <ul className="contents">
        {chips.map((c) => (
          <li key={c.key}>
            <button
              type="button"
              onClick={() => onRemove(c.remove)}
              aria-label={`Filtreyi kaldır: ${c.label}`}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-accent-200 bg-accent-50 pr-2 pl-3 text-sm font-medium text-accent-700 hover:border-accent-600"
            >
              {c.label}
              <X aria-hidden="true" className="h-3.5 w-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="h-8 rounded-full px-2 text-sm font-semibold text-ink-muted underline-offset-2 hover:text-accent-700 hover:underline"
      >
        Filtreleri temizle
      </button>
    </div>
  );
}
