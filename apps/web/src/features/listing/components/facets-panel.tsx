import type { ListingFacets } from '@carsi/shared';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { Link, type To } from 'react-router';
import { attrValueName, brandName, sellerName } from '../facet-names';
import { formatCount } from '../format';
import { toggle, type ListingState } from '../url-state';
import { CheckboxList, FacetSection, type CheckOption } from './facet-section';
import { PriceFacet } from './price-facet';

type CategoryFacet = ListingFacets['categories'][number];

export interface FacetsPanelProps {
  facets: ListingFacets;
  state: ListingState;
  update: (patch: Partial<ListingState>) => void;
  /** Where a category of the facet leads: its own page, or (on search) the same search in it. */
  categoryLink: (category: CategoryFacet) => To;
  /** Heading of the category facet ("Alt kategoriler", "Kategoriler"). */
  categoryTitle?: string;
}

/** Chosen values the facet no longer lists (0 matches with the other filters) stay unchecked-able. */
function withChosen(
  options: CheckOption[],
  chosen: readonly string[],
  label: (key: string) => string,
): CheckOption[] {
  const missing = chosen.filter((key) => !options.some((o) => o.key === key));
  return [...missing.map((key) => ({ key, label: label(key), count: 0 })), ...options];
}

const RATING_LABEL = (min: number) => `${min} yıldız ve üzeri`;

/** Every facet of the listing with its counts; each change writes the URL. */
export function FacetsPanel({
  facets,
  state,
  update,
  categoryLink,
  categoryTitle = 'Kategoriler',
}: FacetsPanelProps) {
  const ratingName = useId();
  const categories = facets.categories.filter((c) => c.count > 0);
  const ratings = facets.rating.filter((r) => r.count > 0 || r.min === state.rating_min);

  return (
    <div className="flex flex-col">
      <div className="flex flex-col gap-0.5 border-b border-line pb-3">
        <Toggle
          label="Sadece stoktakiler"
          count={facets.in_stock}
          checked={state.in_stock}
          onChange={(in_stock) => update({ in_stock })}
        />
        <Toggle
          label="İndirimli ürünler"
          count={facets.discounted}
          checked={state.discounted}
          onChange={(discounted) => update({ discounted })}
        />
      </div>

      {categories.length > 0 && (
        <FacetSection title={categoryTitle}>
          <ul className="flex flex-col">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={categoryLink(c)}
                  className="flex items-center justify-between gap-2 rounded-md px-1 py-1.5 text-sm text-ink hover:bg-surface hover:text-accent-700"
                >
                  <span className="min-w-0 truncate">
                    {c.name}
                    <span className="sr-only">, {formatCount(c.count)} ürün</span>
                  </span>
                  <span aria-hidden="true" className="text-xs text-ink-subtle tabular-nums">
                    {formatCount(c.count)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </FacetSection>
      )}

      {(facets.brands.length > 0 || state.brand.length > 0) && (
        <FacetSection title="Marka">
          <CheckboxList
            title="Marka"
            options={withChosen(
              facets.brands.map((b) => ({ key: String(b.id), label: b.name, count: b.count })),
              state.brand.map(String),
              (key) => brandName(Number(key)) ?? `Marka ${key}`,
            )}
            selected={state.brand.map(String)}
            onToggle={(key) => update({ brand: toggle(state.brand, Number(key)) })}
          />
        </FacetSection>
      )}

      <FacetSection title="Fiyat">
        <PriceFacet
          key={`${state.min_price ?? ''}-${state.max_price ?? ''}`}
          min={state.min_price}
          max={state.max_price}
          boundMin={facets.price.min}
          boundMax={facets.price.max}
          onApply={(range) => update(range)}
        />
      </FacetSection>

      {facets.attributes.map((a) => {
        const selected = state.attr
          .filter((x) => x.startsWith(`${a.slug}:`))
          .map((x) => x.slice(a.slug.length + 1));
        if (!a.values.some((v) => v.count > 0) && selected.length === 0) return null;
        return (
          <FacetSection key={a.slug} title={a.name}>
            <CheckboxList
              title={a.name}
              options={withChosen(
                a.values.map((v) => ({ key: v.slug, label: v.value, count: v.count, hex: v.hex })),
                selected,
                (value) => attrValueName(a.slug, value) ?? value,
              )}
              selected={selected}
              onToggle={(value) => update({ attr: toggle(state.attr, `${a.slug}:${value}`) })}
            />
          </FacetSection>
        );
      })}

      {ratings.length > 0 && (
        <FacetSection title="Değerlendirme">
          <div className="flex flex-col">
            <RatingRadio
              name={ratingName}
              label="Tümü"
              checked={state.rating_min === undefined}
              onChange={() => update({ rating_min: undefined })}
            />
            {ratings.map((r) => (
              <RatingRadio
                key={r.min}
                name={ratingName}
                label={RATING_LABEL(r.min)}
                stars={r.min}
                count={r.count}
                checked={state.rating_min === r.min}
                onChange={() => update({ rating_min: r.min })}
              />
            ))}
          </div>
        </FacetSection>
      )}

      {(facets.sellers.length > 0 || state.seller.length > 0) && (
        <FacetSection title="Satıcı">
          <CheckboxList
            title="Satıcı"
            options={withChosen(
              facets.sellers.map((s) => ({ key: String(s.id), label: s.name, count: s.count })),
              state.seller.map(String),
              (key) => sellerName(Number(key)) ?? `Satıcı ${key}`,
            )}
            selected={state.seller.map(String)}
            onToggle={(key) => update({ seller: toggle(state.seller, Number(key)) })}
          />
        </FacetSection>
      )}
    </div>
  );
}

function Toggle({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1.5 text-sm font-medium text-ink hover:bg-surface has-[:focus-visible]:bg-surface">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 shrink-0 accent-accent-700"
      />
      <span className="flex-1">
        {label}
        <span className="sr-only">, {formatCount(count)} ürün</span>
      </span>
      <span aria-hidden="true" className="text-xs text-ink-subtle tabular-nums">
        {formatCount(count)}
      </span>
    </label>
  );
}

function RatingRadio({
  name,
  label,
  stars,
  count,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  stars?: number;
  count?: number;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1.5 text-sm text-ink hover:bg-surface has-[:focus-visible]:bg-surface">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="h-4 w-4 shrink-0 accent-accent-700"
      />
      {stars !== undefined && (
        <span aria-hidden="true" className="flex text-[#f59e0b]">
          {[1, 2, 3, 4, 5].map((i) => (
            <Star
              key={i}
              width={14}
              height={14}
              fill="currentColor"
              strokeWidth={0}
              className={i > stars ? 'text-[#d6d3d1]' : undefined}
            />
          ))}
        </span>
      )}
      <span className={stars !== undefined ? 'sr-only' : 'flex-1'}>
        {label}
        {count !== undefined && <span className="sr-only">, {formatCount(count)} ürün</span>}
      </span>
      {stars !== undefined && (
        <span aria-hidden="true" className="flex-1 text-xs text-ink-muted">
          ve üzeri
        </span>
      )}
      {count !== undefined && (
        <span aria-hidden="true" className="text-xs text-ink-subtle tabular-nums">
          {formatCount(count)}
        </span>
      )}
    </label>
  );
}
